import { describe, expect, it } from 'vitest';
import { appendToLog, createEventLog, logEntries, logSize, noteLastEntry } from './event-log';

const entry = { at: 1, direction: 'in' as const, type: 'RAW', size: 2, payload: {} };

describe('event log', () => {
  it('numbers entries in order', () => {
    let log = createEventLog();
    log = appendToLog(log, entry);
    log = appendToLog(log, entry);
    expect(logEntries(log).map((e) => e.seq)).toEqual([1, 2]);
  });

  it('stays at its cap and counts what it dropped', () => {
    let log = createEventLog(300);
    for (let i = 0; i < 2000; i++) log = appendToLog(log, entry);
    expect(logSize(log)).toBe(300);
    expect(log.dropped).toBe(1700);
    expect(logEntries(log)[0]?.seq).toBe(1701);
    expect(logEntries(log).at(-1)?.seq).toBe(2000);
  });

  it('notes the newest entry without touching earlier logs', () => {
    const first = appendToLog(createEventLog(), entry);
    const noted = noteLastEntry(noteLastEntry(first, 'unknown message'), 'after run');
    expect(logEntries(noted)[0]?.note).toBe('unknown message; after run');
    expect(logEntries(first)[0]?.note).toBeUndefined();
    expect(noteLastEntry(createEventLog(), 'x').entries).toEqual(createEventLog().entries);
  });
});
