import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useApi } from '../../api/api-context';
import type { SessionSummary } from '../../api/contract';
import type { Snippet } from '../../lib/text-search';
import { chatTexts } from '../../model/history';
import { createSearchEngine, type SearchEngine } from './search-engine';

/** Shorter queries search titles only: one letter would fetch every history for little. */
export const minContentQuery = 2;
/** Histories fetched at once for a search, so a long list does not flood the server. */
const concurrency = 3;

type Load = 'loading' | 'done' | 'failed';

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

/** A session's version: its history is fetched again when the list says it has changed. */
const version = (session: SessionSummary) => `${session.lastActivity}|${session.messageCount}`;

/**
 * Loads the listed sessions' REST histories into the engine, `concurrency` at a time, through React Query's
 * history factory (so a copy fetched moments ago, or for the open session, is used as it is).
 */
function useHistoryLoads(sessions: readonly SessionSummary[], active: boolean, engine: () => SearchEngine) {
  const { queries } = useApi();
  const client = useQueryClient();
  const [loads, setLoads] = useState<ReadonlyMap<string, Load>>(new Map());
  const [attempt, setAttempt] = useState(0);
  const loaded = useRef(new Map<string, string>());
  const mark = (id: string, load: Load) => setLoads((before) => new Map(before).set(id, load));
  const loadAll = useEffectEvent((isStopped: () => boolean) => {
    const todo = sessions.filter((session) => loaded.current.get(session.sessionId) !== version(session));
    const next = async (): Promise<void> => {
      const session = todo.shift();
      if (!session || isStopped()) return;
      const id = session.sessionId;
      mark(id, 'loading');
      try {
        const data = await client.fetchQuery({ ...queries.sessionQueries.history(id), staleTime: 60_000 });
        engine().put({ id, texts: chatTexts(data.history) });
        loaded.current.set(id, version(session));
        mark(id, 'done');
      } catch {
        mark(id, 'failed');
      }
      return next();
    };
    for (let i = 0; i < concurrency; i++) void next();
  });
  const listed = sessions.map(version).join(' ');
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    loadAll(() => stopped);
    return () => {
      stopped = true;
    };
  }, [active, listed, attempt]);
  return { loads, retry: () => setAttempt((n) => n + 1) };
}

/**
 * Searches the text of the listed sessions' conversations: their REST histories are loaded a few at a time once
 * the query is long enough, and searched in a worker. A history that fails is named in `failed`; the others
 * are searched all the same.
 */
export function useConversationSearch(sessions: readonly SessionSummary[], query: string): ConversationSearch {
  const trimmed = query.trim();
  const active = trimmed.length >= minContentQuery;
  const engine = useEngine();
  const { loads, retry } = useHistoryLoads(sessions, active, engine);
  const [found, setFound] = useState<{ query: string; hits: Map<string, Snippet> }>();
  const done = sessions.filter((session) => loads.get(session.sessionId) === 'done').map((s) => s.sessionId);
  const doneKey = done.join(' ');
  const search = useEffectEvent(() => {
    let current = true;
    void engine()
      .search(trimmed, done)
      .then((hits) => {
        if (current) setFound({ query: trimmed, hits: new Map(hits.map((hit) => [hit.id, hit.snippet])) });
      });
    return () => {
      current = false;
    };
  });
  useEffect(() => (active ? search() : undefined), [active, trimmed, doneKey]);
  const hits = useMemo(() => (active && found ? found.hits : new Map<string, Snippet>()), [active, found]);
  const pending = sessions.some((session) => !['done', 'failed'].includes(loads.get(session.sessionId) ?? ''));
  return {
    active,
    hits,
    searching: active && (pending || found?.query !== trimmed),
    failed: sessions.filter((session) => loads.get(session.sessionId) === 'failed'),
    retry,
  };
}
