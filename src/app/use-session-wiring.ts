import { useMemo } from 'react';
import { useSessionApi } from '../api/api-context';
import { ApiError } from '../api/http';
import type { HistoryEntryLike } from '../model/history';
import type { ThreadState, ThreadStore } from './thread-store';

/**
 * How a live session gets its past: the REST history of the opened thread, fetched once; a 404
 * means the conversation does not exist (a thread this browser made but never used, or one deleted
 * elsewhere). The same history reconciles a run the connection cut off. Also refreshes the session
 * list whenever a run ends.
 */
export function useSessionWiring(thread: ThreadState, threads: ThreadStore, regained = false) {
  const api = useSessionApi();
  return useMemo(() => {
    const load = async (): Promise<readonly HistoryEntryLike[] | 'missing'> => {
      try {
        return (await api.history(thread.threadId)).history;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return 'missing';
        throw error;
      }
    };
    const offline = thread.origin === 'replay';
    // A new thread has no past, unless this tab takes it back from another that went on with it.
    const restore = (thread.origin === 'new' && !regained) || offline ? undefined : load;
    const onMissing = thread.origin === 'stored' || regained ? undefined : () => threads.startNew(thread.threadId);
    const onRunEnded = () => api.refreshLists();
    return { restore, reconcile: offline ? undefined : load, onMissing, onRunEnded };
  }, [api, thread.origin, thread.threadId, threads, regained]);
}
