import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Http } from './http';

const id = encodeURIComponent;
// zod and the contract's schemas load in their own chunk (shared with frame validation), not before first paint.
const contract = () => import('./contract');

/** Every REST read of the sessions API as query options: one factory for hooks, prefetch and invalidation. */
export function createSessionQueries(http: Http) {
  const all = ['sessions'] as const;
  return {
    all,
    list: (userId: string, page: { limit?: number; offset?: number } = {}) => {
      const limit = page.limit ?? 50;
      const offset = page.offset ?? 0;
      return queryOptions({
        queryKey: [...all, 'list', userId, { limit, offset }] as const,
        queryFn: async ({ signal }) =>
          http.get(`/sessions?user_id=${id(userId)}&limit=${limit}&offset=${offset}`, (await contract()).SessionListSchema, signal),
      });
    },
    /** The list page by page ("load more"): each page asks for the next `pageSize` after what is loaded. */
    pages: (userId: string, pageSize = 20) =>
      infiniteQueryOptions({
        queryKey: [...all, 'pages', userId, pageSize] as const,
        initialPageParam: 0,
        queryFn: async ({ pageParam, signal }) =>
          http.get(`/sessions?user_id=${id(userId)}&limit=${pageSize}&offset=${pageParam}`, (await contract()).SessionListSchema, signal),
        getNextPageParam: (last, pages) => {
          const loaded = pages.reduce((count, page) => count + page.sessions.length, 0);
          return loaded < last.totalCount && last.sessions.length > 0 ? loaded : undefined;
        },
      }),
    history: (sessionId: string) =>
      queryOptions({
        queryKey: [...all, 'history', sessionId] as const,
        queryFn: async ({ signal }) => http.get(`/sessions/${id(sessionId)}/history?include_tools=true`, (await contract()).SessionHistorySchema, signal),
      }),
    metadata: (sessionId: string) =>
      queryOptions({
        queryKey: [...all, 'metadata', sessionId] as const,
        queryFn: async ({ signal }) => http.get(`/sessions/${id(sessionId)}/metadata`, (await contract()).SessionMetadataSchema, signal),
      }),
    remove: async (sessionId: string) => http.delete(`/sessions/${id(sessionId)}`, (await contract()).DeleteResultSchema),
  };
}

export type SessionQueries = ReturnType<typeof createSessionQueries>;
