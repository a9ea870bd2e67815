import type { SessionState } from './session-state';
import { annotate } from './state-helpers';

export type ClosedKind = 'text' | 'spoken' | 'tool' | 'step';

/**
 * A late frame for what this client closed itself (its run stopped, was cut off, or finished with it
 * still open): noted as `closed-locally`, not as a duplicate the server sent. An end uses the record up
 * (`consume`), so a second end from the server is a real duplicate; content leaves it. Undefined when
 * this client did not close it.
 */
export function closedByClient(
  state: SessionState,
  kind: ClosedKind,
  id: string,
  consume: boolean,
): SessionState | undefined {
  const closed = state.closedByClient;
  const index = closed ? closed.lastIndexOf(`${kind}:${id}`) : -1;
  if (!closed || index < 0) return undefined;
  const rest = consume ? { ...state, closedByClient: closed.filter((_, i) => i !== index) } : state;
  return annotate(rest, 'closed-locally', id);
}
