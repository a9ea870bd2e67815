import { type QueryClient, useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useApi } from '../../api/api-context';
import type { SessionHistory, SessionSummary } from '../../api/contract';
import type { QueryFactories } from '../../api/query-factories';
import type { Snippet } from '../../lib/text-search';
import { chatTexts } from '../../model/history';
import { createSearchEngine, type SearchEngine } from './search-engine';

/** Shorter queries search titles only: one letter would fetch every history for little. */
export const minContentQuery = 2;
/** Histories fetched at once for a search, so a long list does not flood the server. */
const concurrency = 3;
/** A history fetched for searching is good enough to search again for a while (opening it fetches it anew). */
const searchStaleTime = 5 * 60_000;

export interface ConversationSearch {
  /** The query is long enough to search in the conversations' text. */
  active: boolean;
  /** A passage of each conversation that has the query. */
  hits: ReadonlyMap<string, Snippet>;
  /** Histories are still loading: more may be found. */
  searching: boolean;
  /** The conversations whose history could not be loaded, so were not searched. */
  failed: readonly SessionSummary[];
  retry: () => void;
}

const settled = (client: QueryClient, queries: QueryFactories, sessionId: string) => {
  const status = client.getQueryState(queries.sessionQueries.history(sessionId).queryKey)?.status;
  return status === 'success' || status === 'error';
};

/** The listed sessions' histories, a few at a time: those settled, then the next `concurrency` waiting. */
function useHistories(sessions: readonly SessionSummary[], active: boolean) {
  const { queries } = useApi();
  const client = useQueryClient();
  let waiting = 0;
  const options = (active ? sessions : []).map((session) => {
    const done = settled(client, queries, session.sessionId);
    const enabled = done || waiting++ < concurrency;
    return { ...queries.sessionQueries.history(session.sessionId), staleTime: searchStaleTime, enabled };
  });
  return useQueries({ queries: options });
}

/** The engine, made when a search first needs it and ended with the list. */
function useEngine(): () => SearchEngine {
  const engine = useRef<SearchEngine>(undefined);
  useEffect(
    () => () => {
      engine.current?.close();
      engine.current = undefined;
    },
    [],
  );
  return useCallback(() => (engine.current ??= createSearchEngine()), []);
}

/**
 * Searches the text of the listed sessions' conversations: their REST histories (React Query's, so cached and
 * shared with opening a session) are loaded a few at a time once the query is long enough, and searched in a
 * worker. A history that fails is named in `failed`; the others are searched all the same.
 */
export function useConversationSearch(sessions: readonly SessionSummary[], query: string): ConversationSearch {
  const trimmed = query.trim();
  const active = trimmed.length >= minContentQuery;
  const results = useHistories(sessions, active);
  const engine = useEngine();
  const fed = useRef(new Map<string, number>());
  const [found, setFound] = useState<{ query: string; hits: Map<string, Snippet> }>();
  const loaded = results.flatMap((result, index) => {
    const session = sessions[index];
    return result.data && session ? [{ id: session.sessionId, data: result.data, at: result.dataUpdatedAt }] : [];
  });
  const loadedKey = loaded.map(({ id, at }) => `${id}@${at}`).join(' ');
  const search = useEffectEvent(() => {
    for (const { id, data, at } of loaded) feed(engine(), fed.current, id, data, at);
    let current = true;
    void engine()
      .search(
        trimmed,
        loaded.map(({ id }) => id),
      )
      .then((hits) => {
        if (current) setFound({ query: trimmed, hits: new Map(hits.map((hit) => [hit.id, hit.snippet])) });
      });
    return () => {
      current = false;
    };
  });
  useEffect(() => (active ? search() : undefined), [active, trimmed, loadedKey]);

  const failed = sessions.filter((_, index) => results[index]?.status === 'error' && !results[index]?.data);
  const hits = useMemo(() => (active && found ? found.hits : new Map<string, Snippet>()), [active, found]);
  return {
    active,
    hits,
    searching: active && (results.some((result) => result.status === 'pending') || found?.query !== trimmed),
    failed,
    retry: () => results.forEach((result) => result.status === 'error' && void result.refetch()),
  };
}

function feed(engine: SearchEngine, fed: Map<string, number>, id: string, data: SessionHistory, at: number) {
  if (fed.get(id) === at) return;
  fed.set(id, at);
  engine.put({ id, texts: chatTexts(data.history) });
}
