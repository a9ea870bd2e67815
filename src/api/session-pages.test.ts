import { describe, expect, it, vi } from 'vitest';
import type { RestFailure } from './rest-failures';
import { createSessionPager, MAX_KEPT_SESSIONS } from './session-pages';

const summary = (n: number) => ({
  sessionId: `s-${n}`,
  userId: 'koen',
  title: `Sessie ${n}`,
  messageCount: 2,
  createdAt: '2026-01-01T10:00:00Z',
  lastActivity: '2026-01-01T10:00:00Z',
});
const answer = (entries: unknown[], totalCount = entries.length) => ({ success: true, sessions: entries, totalCount });

function pager(server: (limit: number, offset: number) => ReturnType<typeof answer>) {
  const failures: RestFailure[] = [];
  const ask = vi.fn((_user: string, limit: number, offset: number) => Promise.resolve(server(limit, offset)));
  return { pages: createSessionPager(ask, (failure) => failures.push(failure)), ask, failures };
}

describe('the session list, page by page', () => {
  it('passes a page that keeps to its size through, read entry by entry', async () => {
    const { pages, ask } = pager((limit, offset) =>
      answer(
        Array.from({ length: limit }, (_, i) => summary(offset + i)),
        45,
      ),
    );
    const second = await pages.page('koen', 20, 20);
    expect(second.sessions.map((s) => s.sessionId)).toEqual(Array.from({ length: 20 }, (_, i) => `s-${20 + i}`));
    expect(second).toMatchObject({ totalCount: 45 });
    expect(second.unreadable).toBeUndefined();
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('takes an answer with more than asked as the whole list: the page asked for, further pages without asking', async () => {
    const all = Array.from({ length: 10_000 }, (_, i) => summary(i));
    const { pages, ask, failures } = pager(() => answer(all, 20));
    const first = await pages.page('koen', 20, 0);
    expect(first.sessions).toHaveLength(20);
    expect(first).toMatchObject({ totalCount: 10_000 });
    expect(first.capped).toBeUndefined();
    const third = await pages.page('koen', 20, 40);
    expect(third.sessions[0]?.sessionId).toBe('s-40');
    expect(ask).toHaveBeenCalledTimes(1);
    expect(failures).toEqual([expect.objectContaining({ kind: 'paging-ignored' })]);
    // Asked from the start again (a refresh), the server is asked again.
    await pages.page('koen', 20, 0);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('keeps at most MAX_KEPT_SESSIONS of such an answer and says how many were sent', async () => {
    const all = Array.from({ length: MAX_KEPT_SESSIONS + 5 }, (_, i) => summary(i));
    const { pages } = pager(() => answer(all));
    const first = await pages.page('koen', 20, 0);
    expect(first).toMatchObject({ totalCount: MAX_KEPT_SESSIONS, capped: MAX_KEPT_SESSIONS + 5 });
    const last = await pages.page('koen', 20, MAX_KEPT_SESSIONS - 20);
    expect(last.sessions.at(-1)?.sessionId).toBe(`s-${MAX_KEPT_SESSIONS - 1}`);
    expect(await pages.page('koen', 20, MAX_KEPT_SESSIONS)).toMatchObject({ sessions: [] });
  });

  it('reads only the page it serves: entries beyond it are never checked', async () => {
    const all: unknown[] = Array.from({ length: 100 }, (_, i) => summary(i));
    all[50] = { sessionId: 'kapot' };
    const { pages, failures } = pager(() => answer(all));
    await pages.page('koen', 20, 0);
    expect(failures.filter((failure) => failure.kind === 'invalid-entry')).toEqual([]);
  });

  it('keeps the other entries when one is off-contract, and says where it stood, its id and why', async () => {
    const entries: unknown[] = [summary(0), { sessionId: 'kapot', userId: 'koen' }, summary(2), 'geen object'];
    const { pages, failures } = pager(() => answer(entries, 4));
    const page = await pages.page('koen', 20, 0);
    expect(page.sessions.map((s) => s.sessionId)).toEqual(['s-0', 's-2']);
    expect(page.unreadable).toEqual([
      { at: 1, id: 'kapot', issue: expect.stringContaining('messageCount') },
      { at: 3, id: undefined, issue: expect.any(String) },
    ]);
    expect(failures.map((failure) => failure.cause)).toEqual([
      expect.stringMatching(/^Session 2 \(id "kapot"\) could not be read: messageCount/),
      expect.stringMatching(/^Session 4 could not be read/),
    ]);
    expect(failures[0]).toMatchObject({ request: 'GET /sessions', kind: 'invalid-entry' });
  });
});
