import { mapGet } from '../lib/persistent/persistent-map';
import { logClientFact } from './log-client-fact';
import type { SessionState } from './session-state';
import { replaceMessage } from './state-helpers';

/** The event log type of an inspector's "klopt niet" note, an entry of its own in the export for a bug report. */
export const answerNoteType = 'CLIENT:answer_note';

/**
 * The inspector's "klopt niet" note on an assistant answer: shown on the answer and written to the event log,
 * tied to the message and its run. The text stays exactly as typed and sits only in the payload (so a redacted
 * export fills it); the entry holds nothing else. A blank note, or one on anything but an answer, changes nothing.
 */
export function noteAnswer(state: SessionState, messageId: string, text: string, at: number): SessionState {
  const message = mapGet(state.messages, messageId);
  if (message?.role !== 'assistant' || text.trim() === '') return state;
  const noted = replaceMessage(state, { ...message, inspectorNote: text });
  const payload = { messageId, ...(message.runId !== undefined && { runId: message.runId }), note: text };
  const about = `answer ${messageId}${message.runId === undefined ? '' : ` of run ${message.runId}`}`;
  return logClientFact(noted, at, 'answer_note', payload, `the inspector's "klopt niet" note on ${about}`);
}
