import { useMemo } from 'react';
import { useSessionApi } from '../api/api-context';
import { ApiError } from '../api/http';
import type { HistoryEntryLike } from '../protocol/history';
import type { ThreadState, ThreadStore } from './thread-store';

/**
 * How a live session gets its past: the REST history of the opened thread, fetched once; a 404
 * means the conversation does not exist (a thread this browser made but never used, or one deleted
 * elsewhere). Also refreshes the session list whenever a run ends.
 */
export function useSessionWiring(thread: ThreadState, threads: ThreadStore) {
  const api = useSessionApi();
  return useMemo(() => {
    const restore =
      thread.origin === 'new' || thread.origin === 'replay'
        ? undefined
        : async (): Promise<readonly HistoryEntryLike[] | 'missing'> => {
            try {
              return (await api.history(thread.threadId)).history;
            } catch (error) {
              if (error instanceof ApiError && error.status === 404) return 'missing';
              throw error;
            }
          };
    const onMissing = thread.origin === 'stored' ? undefined : () => threads.startNew(thread.threadId);
    const onRunEnded = () => api.refreshLists();
    return { restore, onMissing, onRunEnded };
  }, [api, thread.origin, thread.threadId, threads]);
}
