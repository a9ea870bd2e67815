import { addTexts } from './catalog';
import { nlVoice } from './nl-voice';

/** Voice input's texts: they join the catalogs with the microphone's chunk (beside the entry), not the first paint. */
export function registerVoiceTexts(): void {
  addTexts({ nl: nlVoice });
}
