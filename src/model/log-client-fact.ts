import { appendToLog } from './event-log';
import type { SessionState } from './session-state';

/** Records a fact of the client's own in the event log, so the inspector panel can say why. */
export function logClientFact(
  state: SessionState,
  at: number,
  type: string,
  payload: unknown,
  note: string,
): SessionState {
  return {
    ...state,
    eventLog: appendToLog(state.eventLog, {
      at,
      size: 0,
      direction: 'client',
      kind: 'fact',
      type: `CLIENT:${type}`,
      payload,
      note,
    }),
  };
}
