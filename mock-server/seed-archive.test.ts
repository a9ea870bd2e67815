import { describe, expect, it } from 'vitest';
import { startCountingWork, workGrowth } from '../src/testing/count-work';
import { personaUserId } from './persona-users';
import { seedStore } from './seed';
import { dailyArchiveSessionId, dailyArchiveSessions } from './seed-archive';
import { SessionStore } from './store';

await startCountingWork();

describe('the daily archive of persona archief (benchmarks)', () => {
  const store = new SessionStore(() => Date.UTC(2026, 0, 31), 'generated');
  seedStore(store, { now: Date.UTC(2026, 0, 31), owner: personaUserId });

  it('has 50 sessions of 1,000 messages, a tool call before every 25th answer', () => {
    const ids = Array.from({ length: 50 }, (_, i) => dailyArchiveSessionId(i + 1));
    expect(ids[0]).toBe('archief-dag-01');
    expect(ids.at(-1)).toBe('archief-dag-50');
    for (const id of ids)
      expect(store.summary(id)).toMatchObject({ messageCount: 1000, userId: personaUserId('archief') });
    const history = store.history('archief-dag-07', true) ?? [];
    expect(history).toHaveLength(1040);
    expect(history.filter((entry) => entry.role === 'tool_call')).toHaveLength(20);
    expect(history.slice(48, 52).map((entry) => entry.role)).toEqual(['user', 'tool_call', 'tool', 'assistant']);
    expect(store.summary('archief-dag-07')?.title).toBe('Dagarchief 07, vraag 1: bevinding bij controle 1?');
    expect(history.at(-1)).toMatchObject({
      role: 'assistant',
      content: expect.stringMatching(/^Dag 07, antwoord 500: /),
    });
  });

  it('sorts after the two long archive conversations, one day apart, newest first', () => {
    const { sessions, totalCount } = store.list(personaUserId('archief'), 100, 0);
    expect(totalCount).toBe(52);
    expect(sessions.map((s) => s.sessionId).slice(0, 4)).toEqual([
      'archief-jaaroverzicht-2025',
      'jaararchief-2024-met-tools',
      'archief-dag-01',
      'archief-dag-02',
    ]);
    expect(sessions.at(-1)?.sessionId).toBe('archief-dag-50');
    const [first, second] = [sessions[2], sessions[3]].map((s) => Date.parse(s?.lastActivity ?? ''));
    expect((first ?? 0) - (second ?? 0)).toBe(24 * 3_600_000);
  });

  it('gives every tool call an id of its own across sessions', () => {
    const ids = ['archief-dag-01', 'archief-dag-02', 'archief-jaaroverzicht-2025'].flatMap((id) =>
      (store.history(id, true) ?? []).flatMap((entry) => ('tool_call_id' in entry ? [entry.tool_call_id] : [])),
    );
    expect(new Set(ids).size).toBe(ids.length / 2);
  });

  // Counted, not timed: 4× the messages may cost at most 6× the work.
  it('is cheap to build: work in proportion to the messages', async () => {
    expect(dailyArchiveSessions(50, 1000)).toHaveLength(50);
    const build = (messages: number) => dailyArchiveSessions(10, messages);
    expect(await workGrowth(build, { size: 250, factor: 4, scripts: /\/mock-server\// })).toBeLessThan(6);
  });
});
