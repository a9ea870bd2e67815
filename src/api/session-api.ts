import type { Http } from './http';
import { defaultRetry, type RetryPolicy, withRetry } from './retry';
import { SessionListStore } from './session-list-store';

const id = encodeURIComponent;
// zod and the contract's schemas load in their own chunk (shared with frame validation), not before first paint.
const contract = () => import('./contract');

/** The sessions API bound to one server: reads (retried when that may help), deletion, and each inspector's session list. */
export function createSessionApi(http: Http, retry: RetryPolicy = defaultRetry) {
  const lists = new Map<string, SessionListStore>();
  const page = (userId: string, limit: number, offset: number) =>
    withRetry(
      async () =>
        http.get(
          `/sessions?user_id=${id(userId)}&limit=${limit}&offset=${offset}`,
          (await contract()).SessionListSchema,
        ),
      retry,
    );

  return {
    page,
    history: (sessionId: string) =>
      withRetry(
        async () =>
          http.get(`/sessions/${id(sessionId)}/history?include_tools=true`, (await contract()).SessionHistorySchema),
        retry,
      ),
    remove: async (sessionId: string) =>
      http.delete(`/sessions/${id(sessionId)}`, (await contract()).DeleteResultSchema),
    /** The same store for the same inspector, so the list survives the sidebar remounting. */
    sessionList(userId: string): SessionListStore {
      let list = lists.get(userId);
      if (!list) lists.set(userId, (list = new SessionListStore((limit, offset) => page(userId, limit, offset))));
      return list;
    },
    /** After a run ended or a session changed: lists on screen load again, the others when next shown. */
    refreshLists(): void {
      for (const [userId, list] of lists) {
        if (list.watched) void list.load();
        else lists.delete(userId);
      }
    },
  };
}

export type SessionApi = ReturnType<typeof createSessionApi>;
