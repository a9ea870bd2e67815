import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useApi } from '../../api/api-context';
import type { SessionSummary } from '../../api/contract';
import type { Snippet } from '../../lib/text-search';
import { createSearchEngine, type SearchEngine } from './search-engine';
import { readHistoryForSearch, reportNotSearched, searchTexts } from './search-history';

/** Shorter queries search titles only: one letter would fetch every history for little. */
const minContentQuery = 2;
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

/** What is being loaded for the search, kept across renders: loads go on while the list grows page by page. */
interface LoadPool {
  sessions: readonly SessionSummary[];
  active: boolean;
  /** Raised by a retry: a history that failed in an earlier attempt is asked again. */
  attempt: number;
  loaded: Map<string, string>;
  failedIn: Map<string, number>;
  inFlight: Set<string>;
}

const nextToLoad = (pool: LoadPool) =>
  pool.sessions.find(
    (session) =>
      pool.loaded.get(session.sessionId) !== version(session) &&
      !pool.inFlight.has(session.sessionId) &&
      pool.failedIn.get(session.sessionId) !== pool.attempt,
  );

/** Starts loads until `concurrency` are in flight; each one that ends starts the next, while the search is on. */
function pump(pool: LoadPool, load: (session: SessionSummary) => Promise<void>): void {
  while (pool.active && pool.inFlight.size < concurrency) {
    const session = nextToLoad(pool);
    if (!session) return;
    pool.inFlight.add(session.sessionId);
    void load(session).finally(() => {
      pool.inFlight.delete(session.sessionId);
      pump(pool, load);
    });
  }
}

/**
 * Loads the listed sessions' REST histories into the engine, `concurrency` at a time, the way opening a session
 * reads them (`readHistoryForSearch`). A history that cannot be read is marked failed and its cause logged. When
 * the list grows (another page came in) the loads go on where they were: none is asked for twice.
 */
function useHistoryLoads(sessions: readonly SessionSummary[], active: boolean, engine: () => SearchEngine) {
  const { queries } = useApi();
  const client = useQueryClient();
  const [loads, setLoads] = useState<ReadonlyMap<string, Load>>(new Map());
  const [attempt, setAttempt] = useState(0);
  const pool = useRef<LoadPool>({
    ...{ sessions: [], active: false, attempt: 0 },
    ...{ loaded: new Map(), failedIn: new Map(), inFlight: new Set() },
  });
  const load = useCallback(
    async (session: SessionSummary) => {
      const id = session.sessionId;
      const mark = (state: Load) => setLoads((before) => new Map(before).set(id, state));
      mark('loading');
      try {
        engine().put({ id, texts: await searchTexts(await readHistoryForSearch(client, queries, id)) });
        pool.current.loaded.set(id, version(session));
        mark('done');
      } catch (error) {
        pool.current.failedIn.set(id, pool.current.attempt);
        reportNotSearched(id, error);
        mark('failed');
      }
    },
    [client, queries, engine],
  );
  useEffect(() => {
    const current = Object.assign(pool.current, { sessions, active, attempt });
    pump(current, load);
    return () => {
      current.active = false;
    };
  }, [sessions, active, attempt, load]);
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
  const [found, setFound] = useState<{ query: string; among: string; hits: Map<string, Snippet> }>();
  const done = sessions.filter((session) => loads.get(session.sessionId) === 'done').map((s) => s.sessionId);
  const doneKey = done.join(' ');
  const search = useEffectEvent(() => {
    let current = true;
    void engine()
      .search(trimmed, done)
      .then((hits) => {
        if (current)
          setFound({ query: trimmed, among: doneKey, hits: new Map(hits.map((hit) => [hit.id, hit.snippet])) });
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
    // Until the search over every loaded history has answered, more may be found.
    searching: active && (pending || found?.query !== trimmed || found.among !== doneKey),
    failed: sessions.filter((session) => loads.get(session.sessionId) === 'failed'),
    retry,
  };
}
