import { EventType } from '@ag-ui/core';
import { describe, expect, it } from 'vitest';
import { annotateLastEntry, appendToLog, createEventLog, logEntries, logEntryAt, logSize } from './event-log';

const entry = {
  at: 1,
  direction: 'in',
  kind: 'event',
  type: 'RAW',
  size: 2,
  payload: { type: EventType.RAW, event: {} },
} as const;
const late = { rule: 'after-run-end' } as const;

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

  it('annotates the newest entry once per rule without touching earlier versions', () => {
    const first = appendToLog(createEventLog(), entry);
    const second = appendToLog(first, entry);
    const unknown = { rule: 'unknown-message', subject: 'm' } as const;
    const noted = annotateLastEntry(annotateLastEntry(annotateLastEntry(second, unknown), unknown), late);
    expect(logEntries(noted).map((e) => e.annotations?.map(({ rule }) => rule))).toEqual([
      undefined,
      ['unknown-message', 'after-run-end'],
    ]);
    expect(noted.problems).toBe(1);
    expect(logEntries(first)[0]?.annotations).toBeUndefined();
    expect(logSize(annotateLastEntry(createEventLog(), late))).toBe(0);
  });

  it('copies instead of writing into a frozen buffer', () => {
    const first = appendToLog(createEventLog(), entry);
    Object.freeze(first.buffer);
    const next = annotateLastEntry(appendToLog(first, entry), late);
    expect(logEntries(next).map((e) => e.annotations?.length)).toEqual([undefined, 1]);
    expect(logEntries(first)).toHaveLength(1);
  });

  it('counts flagged entries in view as they come and drop out, but not notes', () => {
    let log = createEventLog(3);
    log = appendToLog(log, { ...entry, kind: 'rejected', payload: '{', rejection: 'not JSON' });
    log = annotateLastEntry(appendToLog(log, entry), late);
    log = annotateLastEntry(appendToLog(log, entry), { rule: 'custom-unhandled', subject: 'x' });
    expect(log.problems).toBe(2);
    for (let i = 0; i < 2; i++) log = appendToLog(log, entry);
    expect(log.problems).toBe(0);
  });
});
