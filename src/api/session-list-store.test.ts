import { describe, expect, it, vi } from 'vitest';
import type { SessionList, SessionSummary } from './contract';
import { type FetchPage, SessionListStore } from './session-list-store';

const summary = (n: number): SessionSummary => ({
  sessionId: `s${n}`,
  userId: 'koen',
  title: `Sessie ${n}`,
  messageCount: 1,
  createdAt: '2026-11-22T08:00:00Z',
  lastActivity: '2026-11-22T08:00:00Z',
});
const all = Array.from({ length: 5 }, (_, n) => summary(n));
const serve =
  (items: SessionSummary[]): FetchPage =>
  async (limit, offset): Promise<SessionList> => ({
    success: true,
    sessions: items.slice(offset, offset + limit),
    totalCount: items.length,
  });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}

describe('SessionListStore', () => {
  it('loads when first watched, not again while fresh, and pages on', async () => {
    const fetchPage = vi.fn(serve(all));
    let now = 0;
    const store = new SessionListStore(fetchPage, 2, 5_000, () => now);
    const stop = store.subscribe(() => undefined);
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe('success'));
    expect(store.getSnapshot()).toMatchObject({ sessions: all.slice(0, 2), hasMore: true });
    stop();
    store.subscribe(() => undefined);
    expect(fetchPage).toHaveBeenCalledTimes(1);
    await store.loadMore();
    await store.loadMore();
    expect(store.getSnapshot()).toMatchObject({ sessions: all, hasMore: false });
    now = 10_000;
    const again = new SessionListStore(fetchPage, 2, 5_000, () => now);
    again.subscribe(() => undefined);
    expect(fetchPage).toHaveBeenLastCalledWith(2, 0);
  });

  it('keeps what it showed when a reload fails, with the error', async () => {
    let fail = false;
    const store = new SessionListStore(async (limit, offset) => {
      if (fail) throw new Error('Interne fout');
      return serve(all)(limit, offset);
    });
    await store.load();
    fail = true;
    await store.load();
    expect(store.getSnapshot()).toMatchObject({ status: 'error', sessions: all });
    expect(store.getSnapshot().error?.message).toBe('Interne fout');
  });

  it('removes at once, puts back when the server refuses, and reloads either way', async () => {
    const items = [...all];
    const store = new SessionListStore(serve(items));
    await store.load();
    const refused = deferred<unknown>();
    const removing = store.remove('s1', () => refused.promise);
    expect(store.getSnapshot().sessions.map((s) => s.sessionId)).toEqual(['s0', 's2', 's3', 's4']);
    expect(store.getSnapshot().totalCount).toBe(4);
    refused.reject(new Error('Database onbereikbaar'));
    await expect(removing).rejects.toThrow('Database onbereikbaar');
    expect(store.getSnapshot().sessions).toHaveLength(5);
    await store.remove('s1', async () => items.splice(1, 1));
    await vi.waitFor(() =>
      expect(store.getSnapshot().sessions.map((s) => s.sessionId)).toEqual(['s0', 's2', 's3', 's4']),
    );
  });

  it('lets the newest load win when an older answer arrives late', async () => {
    const answers = [deferred<SessionList>(), deferred<SessionList>()];
    let call = 0;
    const store = new SessionListStore(() => answers[call++]!.promise);
    const first = store.load();
    const second = store.load();
    answers[1]!.resolve({ success: true, sessions: all.slice(0, 3), totalCount: 3 });
    await second;
    answers[0]!.resolve({ success: true, sessions: all.slice(0, 1), totalCount: 1 });
    await first;
    expect(store.getSnapshot().sessions).toHaveLength(3);
  });

  it('refreshes 120 shown sessions without ever asking for more than 100 at once', async () => {
    const many = Array.from({ length: 130 }, (_, n) => summary(n));
    const fetchPage = vi.fn(serve(many));
    const store = new SessionListStore(fetchPage, 20);
    store.subscribe(() => undefined);
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe('success'));
    for (let i = 0; i < 5; i++) await store.loadMore();
    expect(store.getSnapshot().sessions).toHaveLength(120);
    fetchPage.mockClear();
    await store.load();
    expect(fetchPage.mock.calls).toEqual([
      [100, 0],
      [20, 100],
    ]);
    expect(store.getSnapshot()).toMatchObject({ sessions: many.slice(0, 120), totalCount: 130, hasMore: true });
  });
});
