import type { StoreApi } from 'zustand/vanilla';
import { selectPendingApprovals } from '../model/selectors';
import type { SessionInput } from '../model/session-input';
import type { SessionState } from '../model/session-state';

const defaultStallAfterMs = 30_000;

/**
 * Flags a run that has gone quiet: running, connected, no approval waiting for the inspector, and
 * no frame in or out for `stallAfterMs`. The contract has no heartbeat, so silence is all there is
 * to go on; the UI then offers a fresh connection instead of leaving the inspector waiting.
 */
export function watchForStall(
  store: StoreApi<SessionState>,
  dispatch: (input: SessionInput) => void,
  { now, stallAfterMs = defaultStallAfterMs }: { now: () => number; stallAfterMs?: number },
): () => void {
  let lastActivity = now();
  const unsubscribe = store.subscribe((state, previous) => {
    if (
      state.eventLog !== previous.eventLog ||
      state.connection !== previous.connection ||
      state.approvals !== previous.approvals
    )
      lastActivity = now();
  });
  const check = () => {
    const state = store.getState();
    if (state.stalledSince !== undefined || state.run.status !== 'running' || state.connection !== 'open') return;
    if (selectPendingApprovals(state).length > 0) return;
    if (now() - lastActivity >= stallAfterMs) dispatch({ type: 'local.stalled', since: lastActivity, at: now() });
  };
  const timer = setInterval(check, Math.min(1_000, Math.max(50, stallAfterMs / 4)));
  return () => {
    clearInterval(timer);
    unsubscribe();
  };
}
