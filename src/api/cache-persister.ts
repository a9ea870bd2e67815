import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { queryKeys } from './query-factories';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;
type Queries = PersistedClient['clientState']['queries'];

interface Bounds {
  /** Conversations kept for reading offline, the most recently fetched first. */
  maxHistories: number;
  /** What the cache may take of the browser's storage (localStorage holds ≈ 5 MB in all). */
  maxChars: number;
  throttleMs: number;
}

const defaults: Bounds = { maxHistories: 10, maxChars: 2_500_000, throttleMs: 1_000 };
const isHistory = (query: Queries[number]) =>
  query.queryKey[0] === queryKeys.histories[0] && query.queryKey[1] === queryKeys.histories[1];

/** The persisted cache, trimmed to its bounds: every small query, the newest histories while they fit. */
export function trimmed(client: PersistedClient, { maxHistories, maxChars }: Bounds): string {
  const queries = client.clientState.queries;
  const histories = queries.filter(isHistory).sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  const others = queries.filter((query) => !isHistory(query));
  for (let kept = Math.min(maxHistories, histories.length); ; kept--) {
    const text = JSON.stringify({
      ...client,
      clientState: { ...client.clientState, queries: [...others, ...histories.slice(0, kept)] },
    });
    if (text.length <= maxChars || kept === 0) return text;
  }
}

/**
 * React Query's cache in localStorage, so a reload without network still shows the session list and
 * the conversations last opened. Bounded (a few conversations, a few MB) and written at most once a
 * second; a full or blocked storage only means nothing is kept.
 */
export function localStoragePersister(
  storage: Storage,
  key = 'hai.query-cache',
  bounds: Partial<Bounds> = {},
): Persister {
  const limits = { ...defaults, ...bounds };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest: PersistedClient | undefined;
  const write = () => {
    timer = undefined;
    if (!latest) return;
    try {
      storage.setItem(key, trimmed(latest, limits));
    } catch {
      storage.removeItem(key);
    }
  };
  return {
    persistClient(client) {
      latest = client;
      timer ??= setTimeout(write, limits.throttleMs);
    },
    restoreClient() {
      try {
        const text = storage.getItem(key);
        return text ? (JSON.parse(text) as PersistedClient) : undefined;
      } catch {
        return undefined;
      }
    },
    removeClient: () => storage.removeItem(key),
  };
}
