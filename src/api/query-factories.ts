import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { SessionList } from './contract';
import { isUnreachable } from './http';
import type { RestApi } from './rest-api';
import { detectServer, isMissingRoute } from './server-features';

/** Keys, so invalidation and persistence can name a family without building its options. */
export const queryKeys = {
  server: ['server'] as const,
  sessions: ['sessions'] as const,
  sessionLists: ['sessions', 'list'] as const,
  histories: ['sessions', 'history'] as const,
  users: ['users'] as const,
  agents: ['agents'] as const,
};

const sessionPageSize = 20;

/** A route the server turns out not to have answers `null` (the feature is off), not an error. */
const orAbsent = <T>(answer: Promise<T>): Promise<T | null> =>
  answer.catch((error: unknown) => {
    if (isMissingRoute(error)) return null;
    throw error;
  });

const nextOffset = (last: SessionList, pages: readonly SessionList[]) => {
  // An unreadable entry holds its place in the server's paging.
  const size = (page: SessionList) => page.sessions.length + (page.unreadable?.length ?? 0);
  const loaded = pages.reduce((count, page) => count + size(page), 0);
  return size(last) > 0 && loaded < last.totalCount ? loaded : undefined;
};

/**
 * The query-options factories: one per family of server data, used by hooks, prefetching and the
 * session engine alike, so a key and its fetch are written once.
 */
export function createQueryFactories(rest: RestApi) {
  const serverQueries = {
    info: () =>
      queryOptions({
        queryKey: [...queryKeys.server, 'features'],
        queryFn: ({ signal }) => detectServer(rest, signal),
        staleTime: Infinity,
        // Unreachable at start: ask again until it answers, so a v2.5 server is not taken for an older one for good.
        refetchInterval: (query) => (query.state.status === 'error' ? 15_000 : false),
      }),
  };
  const sessionQueries = {
    all: queryKeys.sessions,
    /** One inspector's sessions, page by page (the contract allows at most 100 a request). */
    list: (userId: string) =>
      infiniteQueryOptions({
        queryKey: [...queryKeys.sessionLists, userId],
        queryFn: ({ pageParam, signal }) => rest.sessions(userId, sessionPageSize, pageParam, signal),
        initialPageParam: 0,
        getNextPageParam: nextOffset,
        // Asked for again whenever the list is shown (a reload, the drawer opened): the kept copy shows meanwhile.
        staleTime: 0,
        // Shown from the cache while the server cannot be reached: look again, so it refreshes when it is back.
        refetchInterval: (query) => (isUnreachable(query.state.error) ? 10_000 : false),
      }),
    /** Always fetched anew when asked for; the cached copy stands in when the server cannot be reached. */
    history: (sessionId: string) =>
      queryOptions({
        queryKey: [...queryKeys.histories, sessionId],
        queryFn: ({ signal }) => rest.history(sessionId, signal),
        staleTime: 0,
      }),
  };
  const userQueries = {
    list: () =>
      queryOptions({
        queryKey: [...queryKeys.users, 'list'],
        queryFn: ({ signal }) => rest.users(100, signal),
        staleTime: 60_000,
      }),
    preferences: (userId: string) =>
      queryOptions({
        queryKey: [...queryKeys.users, 'preferences', userId],
        queryFn: ({ signal }) => orAbsent(rest.preferences(userId, signal)),
      }),
    /** How many sessions a user has (what deleting them takes along); under `sessions`, so it goes stale with them. */
    sessionCount: (userId: string) =>
      queryOptions({
        queryKey: [...queryKeys.sessions, 'count', userId],
        queryFn: async ({ signal }) => (await rest.sessions(userId, 1, 0, signal)).totalCount,
        staleTime: 0,
      }),
  };
  const agentQueries = {
    list: () =>
      queryOptions({
        queryKey: [...queryKeys.agents, 'list'],
        queryFn: ({ signal }) => orAbsent(rest.agents(signal)),
        staleTime: 5 * 60_000,
      }),
  };
  return { serverQueries, sessionQueries, userQueries, agentQueries };
}

export type QueryFactories = ReturnType<typeof createQueryFactories>;
