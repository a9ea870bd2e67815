import { addTexts } from './catalog';
import { nlDebug } from './nl-debug';
import { nlInspect } from './nl-inspect';
import { nlStateTravel } from './nl-state-travel';

// Imported by the debug panels' chunk, so their texts are in the catalogs before a panel renders, and not
// in the first screen's download. Their English is in the English chunk (english.ts).
addTexts({ nl: nlDebug });
addTexts({ nl: nlInspect });
addTexts({ nl: nlStateTravel });
