import { describe, expect, it } from 'vitest';
import { appendToLog, createEventLog, logEntries } from './event-log';

const entry = { at: 1, direction: 'in' as const, type: 'RAW', size: 2, payload: {} };

describe('event log', () => {
  it('numbers entries in order', () => {
    let log = createEventLog();
    log = appendToLog(log, entry);
    log = appendToLog(log, entry);
    expect(logEntries(log).map((e) => e.seq)).toEqual([1, 2]);
  });

  it('stays bounded and counts what it dropped', () => {
    let log = createEventLog(300);
    for (let i = 0; i < 2000; i++) log = appendToLog(log, entry);
    expect(log.size).toBeLessThanOrEqual(300);
    expect(log.size + log.dropped).toBe(2000);
    expect(logEntries(log).at(-1)?.seq).toBe(2000);
  });

  it('never changes a previous log', () => {
    const first = appendToLog(createEventLog(), entry);
    appendToLog(first, entry);
    expect(logEntries(first)).toHaveLength(1);
  });
});
