import { addTexts } from './catalog';
import { nlPanels } from './nl-panels';

/**
 * Adds the names of the debug panels and their toggle to the catalogs; called when the session's chunk loads.
 * The panels' own texts come with the panels (`debug-panel-texts.ts`).
 */
export function registerDebugTexts(): void {
  addTexts({ nl: nlPanels });
}
