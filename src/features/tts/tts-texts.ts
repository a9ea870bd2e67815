import { addTexts } from '../../i18n/catalog';
import { enTts } from '../../i18n/en-tts';
import { nlTts } from '../../i18n/nl-tts';

// Imported by every module that shows these texts, so they are in the catalogs before it renders.
addTexts({ nl: nlTts, en: enTts });
