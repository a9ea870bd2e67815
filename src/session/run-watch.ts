import type { StoreApi } from 'zustand/vanilla';
import { isCutOff } from '../model/cut-off-run';
import type { SessionState } from '../model/session-state';

/**
 * Follows the session's run: `onEnded` when a run ends (finished, failed, cut off or stopped),
 * `onChange` whenever the run or the connection changed (e.g. to reconcile a run that was cut off). A whole run can arrive within one
 * batch, so ends are compared (`finishedAt`), never a 'running' that may never have been seen.
 */
export function watchRuns(
  store: StoreApi<SessionState>,
  handlers: { onEnded?: () => void; onChange: (state: SessionState) => void },
): () => void {
  return store.subscribe((state, previous) => {
    const { run } = state;
    if (run === previous.run && state.connection === previous.connection) return;
    const ended = run.status !== 'running' && run.finishedAt !== undefined;
    if (ended && (run.runId !== previous.run.runId || run.finishedAt !== previous.run.finishedAt)) handlers.onEnded?.();
    handlers.onChange(state);
  });
}

/** A run cut off by the connection (not stopped by the inspector, not ended by the server): its end is to be read from the REST history. */
export const wasCutOff = isCutOff;
