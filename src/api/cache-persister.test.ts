import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localStoragePersister, trimmed } from './cache-persister';

const query = (queryKey: unknown[], updatedAt: number, size = 10) => ({
  queryKey,
  queryHash: JSON.stringify(queryKey),
  state: { data: 'x'.repeat(size), dataUpdatedAt: updatedAt, status: 'success' },
});
const client = (queries: ReturnType<typeof query>[]) =>
  ({ timestamp: 1, buster: '', clientState: { mutations: [], queries } }) as unknown as PersistedClient;
const kept = (text: string) =>
  (JSON.parse(text) as PersistedClient).clientState.queries.map((q) => q.queryKey.join('/'));

describe('the persisted cache', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps every small query and only the newest histories', () => {
    const all = client([
      query(['sessions', 'list', 'u'], 1),
      ...[1, 2, 3].map((n) => query(['sessions', 'history', `t${n}`], n)),
      query(['server', 'info'], 1),
    ]);
    expect(kept(trimmed(all, { maxHistories: 2, maxChars: 1e6, throttleMs: 0 }))).toEqual([
      'sessions/list/u',
      'server/info',
      'sessions/history/t3',
      'sessions/history/t2',
    ]);
  });

  it('drops the oldest histories until it fits in its share of the storage', () => {
    const all = client([
      query(['sessions', 'history', 'old'], 1, 5_000),
      query(['sessions', 'history', 'new'], 2, 5_000),
    ]);
    expect(kept(trimmed(all, { maxHistories: 10, maxChars: 7_000, throttleMs: 0 }))).toEqual(['sessions/history/new']);
  });

  it('writes at most once a second, reads back what it wrote, and survives a full storage', async () => {
    const data = new Map<string, string>();
    let full = false;
    const storage = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => {
        if (full) throw new DOMException('quota', 'QuotaExceededError');
        data.set(key, value);
      },
      removeItem: (key: string) => void data.delete(key),
    };
    const persister = localStoragePersister(storage, 'k');
    await persister.persistClient(client([query(['server', 'info'], 1)]));
    await persister.persistClient(client([query(['server', 'info'], 2)]));
    expect(data.size).toBe(0);
    vi.advanceTimersByTime(1_000);
    expect((await persister.restoreClient())?.clientState.queries[0]?.state.dataUpdatedAt).toBe(2);
    full = true;
    await persister.persistClient(client([query(['server', 'info'], 3)]));
    vi.advanceTimersByTime(1_000);
    expect(await persister.restoreClient()).toBeUndefined();
  });
});
