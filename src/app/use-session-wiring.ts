import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from '../api/api-context';
import { queryKeys } from '../api/query-factories';
import { historyLoader } from './history-loader';
import type { ThreadState, ThreadStore } from './thread-store';

/**
 * How a live session gets its past: the REST history of the opened thread (see historyLoader). A
 * conversation the server does not know is a thread this browser made but never used, or one deleted
 * elsewhere. The same history reconciles a run the connection cut off. When a run ends, the session
 * lists refresh.
 */
export function useSessionWiring(thread: ThreadState, threads: ThreadStore, regained = false) {
  const { queries } = useApi();
  const client = useQueryClient();
  return useMemo(() => {
    const load = historyLoader(client, queries, thread.threadId);
    const offline = thread.origin === 'replay';
    // A new thread has no past, unless this tab takes it back from another that went on with it.
    const restore = (thread.origin === 'new' && !regained) || offline ? undefined : load;
    const onMissing = thread.origin === 'stored' || regained ? undefined : () => threads.startNew(thread.threadId);
    const onRunEnded = () => void client.invalidateQueries({ queryKey: queryKeys.sessionLists });
    return { restore, reconcile: offline ? undefined : load, onMissing, onRunEnded };
  }, [queries, client, thread.origin, thread.threadId, threads, regained]);
}
