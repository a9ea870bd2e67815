import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { SessionList } from './contract';
import { ApiError } from './http';
import type { RestApi } from './rest-api';

/** Keys, so invalidation and persistence can name a family without building its options. */
export const queryKeys = {
  server: ['server'] as const,
  sessions: ['sessions'] as const,
  sessionLists: ['sessions', 'list'] as const,
  histories: ['sessions', 'history'] as const,
  users: ['users'] as const,
  agents: ['agents'] as const,
};

export const sessionPageSize = 20;

/** What the server speaks: v2.5 has `GET /` (and users, preferences, agents, rename); a v2.4.1 server answers it 404. */
export interface ServerFeatures {
  contract: '2.4.1' | '2.5';
  /** The server's own version string, when it says. */
  version?: string;
}

async function detectServer(rest: RestApi, signal: AbortSignal): Promise<ServerFeatures> {
  try {
    const info = await rest.serverInfo(signal);
    return { contract: '2.5', version: info.contractVersion ?? info.version ?? undefined };
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status === 404) return { contract: '2.4.1' };
    throw error;
  }
}

const nextOffset = (last: SessionList, pages: readonly SessionList[]) => {
  const loaded = pages.reduce((count, page) => count + page.sessions.length, 0);
  return last.sessions.length > 0 && loaded < last.totalCount ? loaded : undefined;
};

/**
 * The query-options factories: one per family of server data, used by hooks, prefetching and the
 * session engine alike, so a key and its fetch are written once.
 */
export function createQueryFactories(rest: RestApi) {
  const serverQueries = {
    info: () =>
      queryOptions({
        queryKey: [...queryKeys.server, 'info'],
        queryFn: ({ signal }) => detectServer(rest, signal),
        staleTime: Infinity,
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
        queryFn: ({ signal }) => rest.preferences(userId, signal),
      }),
  };
  const agentQueries = {
    list: () =>
      queryOptions({
        queryKey: [...queryKeys.agents, 'list'],
        queryFn: ({ signal }) => rest.agents(signal),
        staleTime: 5 * 60_000,
      }),
  };
  return { serverQueries, sessionQueries, userQueries, agentQueries };
}

export type QueryFactories = ReturnType<typeof createQueryFactories>;
