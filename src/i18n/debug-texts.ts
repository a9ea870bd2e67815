import { addTexts } from './catalog';
import { enDebug } from './en-debug';
import { nlDebug } from './nl-debug';

/** Adds the debug panels' texts to the catalogs; called when the session's chunk loads. */
export function registerDebugTexts(): void {
  addTexts({ nl: nlDebug, en: enDebug });
}
