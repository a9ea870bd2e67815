import type { HistoryEntryLike } from '../model/history';
import type { SessionInput } from '../model/session-input';

/** The entries, 'missing' for a conversation the server does not know, or the copy kept from when it was last fetched. */
export type HistoryLoad =
  readonly HistoryEntryLike[] | 'missing' | { entries: readonly HistoryEntryLike[]; cachedAt: number };
export type LoadHistory = (signal: AbortSignal) => Promise<HistoryLoad>;

/**
 * Loads a conversation's REST history into the session as one snapshot; a newer load aborts an
 * older one. `after` runs once the load settled either way (e.g. to send what waited for it).
 */
export function createHistoryRestore(options: {
  load: LoadHistory;
  dispatch: (input: SessionInput) => void;
  now: () => number;
  onMissing?: () => void;
  after: () => void;
}) {
  const { load, dispatch, now } = options;
  let current: AbortController | undefined;
  return {
    async run(): Promise<void> {
      current?.abort();
      const controller = new AbortController();
      current = controller;
      dispatch({ type: 'local.history_loading', at: now() });
      try {
        const result = await load(controller.signal);
        if (controller.signal.aborted) return;
        // A conversation the server does not know has, as far as this session goes, an empty past.
        if (result !== 'missing' && 'cachedAt' in result)
          dispatch({ type: 'local.history', entries: result.entries, cachedAt: result.cachedAt, at: now() });
        else dispatch({ type: 'local.history', entries: result === 'missing' ? [] : result, at: now() });
        if (result === 'missing') options.onMissing?.();
      } catch (error) {
        if (controller.signal.aborted) return;
        const { message, kind, status } = error as { message: string; kind?: string; status?: number };
        dispatch({ type: 'local.history_failed', message, kind, status, at: now() });
      }
      options.after();
    },
    abort: () => current?.abort(),
  };
}
