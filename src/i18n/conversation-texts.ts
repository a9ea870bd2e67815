import { addTexts } from './catalog';
import { nlAnswerTools } from './nl-answer-tools';
import { nlConversation } from './nl-conversation';
import { nlReport } from './nl-report';
import { nlSessions } from './nl-sessions';

/** The open conversation's texts: they join the catalogs when the session's chunk loads, not in first paint. */
export function registerConversationTexts(): void {
  addTexts({ nl: nlConversation });
  addTexts({ nl: nlAnswerTools });
  addTexts({ nl: nlReport });
}

/** The session list's texts: they join when the list's chunk loads. */
export function registerSessionTexts(): void {
  addTexts({ nl: nlSessions });
}
