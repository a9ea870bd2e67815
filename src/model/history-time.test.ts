import { describe, expect, it } from 'vitest';
import { fromHistory, type HistoryEntryLike } from './history';
import { historyTime } from './history-time';

describe('historyTime', () => {
  it('reads Unix milliseconds, as the contract writes timestamps', () => {
    expect(historyTime({ role: 'user', timestamp: 1705318200000 })).toBe(1705318200000);
  });

  it('reads seconds, numeric strings and ISO strings', () => {
    expect(historyTime({ timestamp: 1705318200 })).toBe(1705318200000);
    expect(historyTime({ timestamp: '1705318200000' })).toBe(1705318200000);
    expect(historyTime({ timestamp: '2024-01-15T11:30:00Z' })).toBe(Date.parse('2024-01-15T11:30:00Z'));
  });

  it('falls back to createdAt and created_at', () => {
    expect(historyTime({ createdAt: '2025-12-01T10:30:00Z' })).toBe(Date.parse('2025-12-01T10:30:00Z'));
    expect(historyTime({ timestamp: null, created_at: 1705318200000 })).toBe(1705318200000);
  });

  it('gives nothing for null, missing or unreadable values', () => {
    expect(historyTime({ role: 'assistant' })).toBeUndefined();
    expect(historyTime({ timestamp: null })).toBeUndefined();
    expect(historyTime({ timestamp: 'gisteren' })).toBeUndefined();
    expect(historyTime({ timestamp: Number.NaN, createdAt: '' })).toBeUndefined();
    expect(historyTime({ timestamp: -5 })).toBeUndefined();
    expect(historyTime({ timestamp: { at: 1 } })).toBeUndefined();
  });
});

describe('fromHistory with dated entries', () => {
  it('keeps the server time on the messages that have one, and none on the others', () => {
    const { messages } = fromHistory(
      't',
      [
        { role: 'user', content: 'Hoi', timestamp: 1705318200000 } as HistoryEntryLike,
        { role: 'assistant', content: 'Dag', agent_id: 'general-agent', timestamp: null } as HistoryEntryLike,
      ],
      42,
    );
    expect(messages.map((message) => message.sentAt)).toEqual([1705318200000, undefined]);
    expect(messages.every((message) => message.createdAt === 42)).toBe(true);
  });
});
