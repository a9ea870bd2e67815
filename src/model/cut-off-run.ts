import { listToArray } from '../lib/persistent/persistent-list';
import { mapGet } from '../lib/persistent/persistent-map';
import type { SessionState } from './session-state';
import { putMessage } from './state-helpers';
import { isUnsent } from './transcript-snapshot';

/** A run the connection cut off, now that the connection is back (its end is to be read from the history). */
export const isCutOff = (state: SessionState) =>
  state.run.status === 'interrupted' && state.run.outcome === undefined && state.connection === 'open';

/**
 * A run the connection cut off, once its history is in: the run is over (the status line no longer says it was
 * interrupted), and the question it answered is marked when the history holds no answer to it.
 */
export function settleCutOffRun(state: SessionState): SessionState {
  const settled = { ...state, run: { ...state.run, status: 'idle' as const } };
  let answered = false;
  for (const item of listToArray(state.timeline).reverse()) {
    const message = item.kind === 'message' ? mapGet(state.messages, item.id) : undefined;
    if (message?.role === 'assistant' && message.text.trim() !== '') answered = true;
    const waiting: boolean = isUnsent(message);
    if (message?.role !== 'user' || waiting) continue;
    return answered ? settled : putMessage(settled, { ...message, answerLost: true });
  }
  return settled;
}
