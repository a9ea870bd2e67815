import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { DeleteResultSchema, SessionHistorySchema, SessionListSchema, SessionMetadataSchema } from './contract';
import type { Http } from './http';

const id = encodeURIComponent;

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
        queryFn: ({ signal }) => http.get(`/sessions?user_id=${id(userId)}&limit=${limit}&offset=${offset}`, SessionListSchema, signal),
      });
    },
    /** The list page by page ("load more"): each page asks for the next `pageSize` after what is loaded. */
    pages: (userId: string, pageSize = 20) =>
      infiniteQueryOptions({
        queryKey: [...all, 'pages', userId, pageSize] as const,
        initialPageParam: 0,
        queryFn: ({ pageParam, signal }) =>
          http.get(`/sessions?user_id=${id(userId)}&limit=${pageSize}&offset=${pageParam}`, SessionListSchema, signal),
        getNextPageParam: (last, pages) => {
          const loaded = pages.reduce((count, page) => count + page.sessions.length, 0);
          return loaded < last.totalCount && last.sessions.length > 0 ? loaded : undefined;
        },
      }),
    history: (sessionId: string) =>
      queryOptions({
        queryKey: [...all, 'history', sessionId] as const,
        queryFn: ({ signal }) => http.get(`/sessions/${id(sessionId)}/history?include_tools=true`, SessionHistorySchema, signal),
      }),
    metadata: (sessionId: string) =>
      queryOptions({
        queryKey: [...all, 'metadata', sessionId] as const,
        queryFn: ({ signal }) => http.get(`/sessions/${id(sessionId)}/metadata`, SessionMetadataSchema, signal),
      }),
    remove: (sessionId: string) => http.delete(`/sessions/${id(sessionId)}`, DeleteResultSchema),
  };
}

export type SessionQueries = ReturnType<typeof createSessionQueries>;
