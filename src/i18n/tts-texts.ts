import { addTexts } from './catalog';
import { nlTts } from './nl-tts';

// Imported by every module that shows these texts, so they are in the catalogs before it renders.
addTexts({ nl: nlTts });
