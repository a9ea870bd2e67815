import { describe, expect, it } from 'vitest';
import { badHistoryEntryId, badListEntryId, HUGE_LIST_SIZE } from './lists';
import { hostileScenario } from './registry';

const list = { success: true, sessions: [{ sessionId: 'a', userId: 'koen' }, { sessionId: 'b' }], totalCount: 2 };
const history = { success: true, threadId: 't', history: [{ role: 'user' }, { role: 'assistant' }], messageCount: 2 };
const rewrite = (name: string, path: string, body: unknown) =>
  JSON.parse(hostileScenario(name).rest?.({ method: 'GET', path, body: JSON.stringify(body) }) ?? 'null') as Record<
    string,
    unknown
  >;

describe('the list attacks', () => {
  it('huge-session-list sends 10,000 sessions for any page, the page asked for first', () => {
    const body = rewrite('huge-session-list', '/sessions', list);
    const sessions = body.sessions as { sessionId: string; userId: string }[];
    expect(sessions).toHaveLength(HUGE_LIST_SIZE);
    expect(sessions.slice(0, 3).map((s) => s.sessionId)).toEqual(['a', 'b', 'hostile-1']);
    expect(sessions.at(-1)?.userId).toBe('koen');
    expect(body.totalCount).toBe(HUGE_LIST_SIZE);
  });

  it('bad-list-entry puts a malformed session second; bad-history-entry a malformed entry second', () => {
    const sessions = rewrite('bad-list-entry', '/sessions', list).sessions as Record<string, unknown>[];
    expect(sessions.map((s) => s.sessionId)).toEqual(['a', badListEntryId, 'b']);
    const entries = rewrite('bad-history-entry', '/sessions/t/history', history).history as Record<string, unknown>[];
    expect(entries.map((entry) => entry.role)).toEqual(['user', 42, 'assistant']);
    expect(entries[1]?.id).toBe(badHistoryEntryId);
  });

  it('leaves other answers be', () => {
    expect(hostileScenario('bad-history-entry').rest?.({ method: 'GET', path: '/sessions', body: '{}' })).toBe(
      undefined,
    );
  });
});
