import { describe, expect, it } from 'vitest';
import { appendToLog, createEventLog, logEntries, logEntryAt, logSize, noteLastEntry } from './event-log';

const entry = { at: 1, direction: 'in' as const, type: 'RAW', size: 2, payload: {} };

describe('event log', () => {
  it('numbers entries in order', () => {
    let log = createEventLog();
    log = appendToLog(log, entry);
    log = appendToLog(log, entry);
    expect(logEntries(log).map((e) => e.seq)).toEqual([1, 2]);
    expect(logEntryAt(log, 1)?.seq).toBe(2);
    expect(logEntryAt(log, 2)).toBeUndefined();
  });

  it('stays at its cap, counts what it dropped, and keeps its buffer bounded', () => {
    let log = createEventLog(300);
    for (let i = 0; i < 2000; i++) log = appendToLog(log, entry);
    expect(logSize(log)).toBe(300);
    expect(log.dropped).toBe(1700);
    expect(logEntries(log)[0]?.seq).toBe(1701);
    expect(logEntries(log).at(-1)?.seq).toBe(2000);
    expect(log.buffer.length).toBeLessThanOrEqual(2 * 300 + 1);
  });

  it('never changes what an earlier version shows, even when versions branch', () => {
    const one = appendToLog(createEventLog(), entry);
    const two = appendToLog(one, { ...entry, type: 'A' });
    const branch = appendToLog(one, { ...entry, type: 'B' });
    expect(logEntries(one).map((e) => e.type)).toEqual(['RAW']);
    expect(logEntries(two).map((e) => e.type)).toEqual(['RAW', 'A']);
    expect(logEntries(branch).map((e) => e.type)).toEqual(['RAW', 'B']);
  });

  it('notes the newest entry without touching earlier versions', () => {
    const first = appendToLog(createEventLog(), entry);
    const second = appendToLog(first, entry);
    const noted = noteLastEntry(noteLastEntry(second, 'unknown message'), 'after run');
    expect(logEntries(noted).map((e) => e.note)).toEqual([undefined, 'unknown message; after run']);
    expect(logEntries(first)[0]?.note).toBeUndefined();
    expect(logSize(noteLastEntry(createEventLog(), 'x'))).toBe(0);
  });

  it('copies instead of writing into a frozen buffer', () => {
    const first = appendToLog(createEventLog(), entry);
    Object.freeze(first.buffer);
    const next = noteLastEntry(appendToLog(first, entry), 'x');
    expect(logEntries(next).map((e) => e.note)).toEqual([undefined, 'x']);
    expect(logEntries(first)).toHaveLength(1);
  });
});
