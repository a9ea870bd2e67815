import { describe, expect, it } from 'vitest';
import { readEntries, readHistory, UserProfileSchema } from './contract';

describe('reading a list entry by entry', () => {
  it('keeps the users that are well formed and sets the bad one aside with its id', () => {
    const { entries, unreadable } = readEntries(
      [{ id: 'koen', name: 'Koen' }, { id: 'x', name: 42 }, null, { id: 'fatima', name: 'Fatima' }],
      UserProfileSchema,
      ['id'],
    );
    expect(entries.map((user) => user.id)).toEqual(['koen', 'fatima']);
    expect(unreadable).toEqual([
      { at: 1, id: 'x', issue: expect.stringContaining('name') },
      { at: 2, id: undefined, issue: expect.any(String) },
    ]);
  });

  it('cuts an id too long to read', () => {
    const { unreadable } = readEntries([{ id: 'x'.repeat(5000) }], UserProfileSchema, ['id']);
    expect(unreadable[0]?.id).toHaveLength(200);
  });

  it('keeps a history whole: a malformed entry stays in its place as an unreadable one (v2.4.1 and v2.5.1 shapes)', () => {
    const { history, unreadable } = readHistory([
      { role: 'user', content: 'Start inspectie' },
      { role: 'tool_call', content: 42, tool_call_id: 'call-1', tool_name: 'get_company_info' },
      { role: 'assistant', content: 'Klaar.', agent_id: '' },
      'geen object',
    ]);
    expect(history.map((entry) => entry.role)).toEqual(['user', 'unreadable', 'assistant', 'unreadable']);
    expect(history[1]).toMatchObject({ entryId: 'call-1', issue: expect.stringContaining('content') });
    expect(history[3]).not.toHaveProperty('entryId');
    expect(unreadable.map((entry) => entry.at)).toEqual([1, 3]);
  });
});
