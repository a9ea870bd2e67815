import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { useApi } from '../../api/api-context';
import { queryKeys } from '../../api/query-factories';
import type { SessionState } from '../../model/session-state';
import type { ThreadState, ThreadStore } from '../boot/thread-store';
import { historyLoader } from './history-loader';

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
    // A thread made here that the server does not know yet is empty, not gone.
    const known = thread.origin === 'stored' || regained || threads.createdHere(thread.threadId);
    const onMissing = known ? undefined : () => threads.startNew(thread.threadId);
    const onRunEnded = () => void client.invalidateQueries({ queryKey: queryKeys.sessionLists });
    // Once something is typed, the thread is no longer an unused new one (a reload asks for its history).
    const watchUse = (store: StoreApi<SessionState>) => {
      const check = (state: SessionState) => {
        if (state.lastUserMessageId === undefined) return;
        threads.markUsed(thread.threadId);
        stop();
      };
      const stop = store.subscribe(check);
      check(store.getState());
      return stop;
    };
    return { restore, reconcile: offline ? undefined : load, onMissing, onRunEnded, watchUse };
  }, [queries, client, thread.origin, thread.threadId, threads, regained]);
}
