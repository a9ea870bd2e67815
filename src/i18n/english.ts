import { en } from './en';
import { enAnswerTools } from './en-answer-tools';
import { enApi } from './en-api';
import { enConversation } from './en-conversation';
import { enDebug } from './en-debug';
import { enInspect } from './en-inspect';
import { enPanels } from './en-panels';
import { enReport } from './en-report';
import { enSessions } from './en-sessions';
import { enStateTravel } from './en-state-travel';
import { enTts } from './en-tts';
import { enVoice } from './en-voice';

/**
 * The English of the app shell and of the first screen's chunk (the conversation, the session list, the
 * debug panels, voice, reading aloud, failed calls), in one chunk that loads only once English is chosen
 * (`loadLanguage`): a Dutch inspector's first visit does not download it. Their Dutch joins with the code
 * that shows them (`addTexts` without `en`). Screens loaded on use bring both languages themselves.
 */
export const english: Readonly<Record<string, string>> = {
  ...en,
  ...enConversation,
  ...enAnswerTools,
  ...enReport,
  ...enSessions,
  ...enPanels,
  ...enDebug,
  ...enInspect,
  ...enStateTravel,
  ...enVoice,
  ...enTts,
  ...enApi,
};
