import { addTexts } from './catalog';
import { enDebug } from './en-debug';
import { enInspect } from './en-inspect';
import { enStateTravel } from './en-state-travel';
import { nlDebug } from './nl-debug';
import { nlInspect } from './nl-inspect';
import { nlStateTravel } from './nl-state-travel';

/** Adds the debug panels' texts to the catalogs; called when the session's chunk loads. */
export function registerDebugTexts(): void {
  addTexts({ nl: nlDebug, en: enDebug });
  addTexts({ nl: nlInspect, en: enInspect });
  addTexts({ nl: nlStateTravel, en: enStateTravel });
}
