import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { SessionList } from './contract';
import { ApiError, isUnreachable } from './http';
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

/**
 * What the server speaks: v2.5 has `GET /` (and users, preferences, agents, rename); a v2.4.1 server
 * answers it 404. Its version string is the server's own, not the contract's, so only the route counts.
 */
export interface ServerFeatures {
  contract: '2.4.1' | '2.5';
  /** The server's name and version, when it says. */
  service?: string;
  version?: string;
  /** What `GET /health` says (`healthy`, `ok`, …), or undefined when it has none. */
  health?: string;
}

/** An answer that is no JSON at all: an HTML page where the API's root was asked for. */
const isPage = (error: unknown) => error instanceof ApiError && error.kind === 'invalid';

const isNotFound = (error: unknown) => error instanceof ApiError && error.kind === 'http' && error.status === 404;

async function detectServer(rest: RestApi, signal: AbortSignal): Promise<ServerFeatures> {
  const health = rest.health(signal).then(
    (answer) => answer.status ?? 'ok',
    () => undefined,
  );
  try {
    const info = await rest.serverInfo(signal);
    const named = { service: info.service ?? undefined, version: info.contractVersion ?? info.version ?? undefined };
    return { contract: '2.5', ...named, health: await health };
  } catch (error) {
    if (isNotFound(error)) return { contract: '2.4.1', health: await health };
    if (!isPage(error)) throw error;
  }
  // Behind AGORA's nginx `/` is this app's page, not the API's: a v2.5 server still answers `/agents`.
  try {
    await rest.agents(signal);
    return { contract: '2.5', health: await health };
  } catch (error) {
    if (isNotFound(error)) return { contract: '2.4.1', health: await health };
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
        queryFn: ({ signal }) => rest.preferences(userId, signal),
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
        queryFn: ({ signal }) => rest.agents(signal),
        staleTime: 5 * 60_000,
      }),
  };
  return { serverQueries, sessionQueries, userQueries, agentQueries };
}

export type QueryFactories = ReturnType<typeof createQueryFactories>;
