import { describe, expect, it } from 'vitest';
import { treeToJson } from '../lib/persistent/json-tree';
import { feed } from '../testing/feed';
import { createEventLog } from './event-log';
import { createSessionState } from './session-state';
import { stateMarks, stateMomentAt } from './state-history';

const snapshot = (value: unknown) => ({ type: 'STATE_SNAPSHOT', snapshot: value });
const delta = (...ops: unknown[]) => ({ type: 'STATE_DELTA', delta: ops });
const replace = (path: string, value: unknown) => delta({ op: 'replace', path, value });

describe('state time-travel from the event log', () => {
  it('marks each snapshot and delta, and rebuilds the state each left, with what a delta changed', () => {
    const state = feed([
      snapshot({ status: 'processing', findings: [] }),
      { type: 'STEP_STARTED', stepName: 'thinking' },
      delta({ op: 'add', path: '/findings/-', value: 'koelcel' }),
      replace('/status', 'completed'),
    ]);
    const marks = stateMarks(state.eventLog);
    expect(marks.map((mark) => mark.kind)).toEqual(['snapshot', 'delta', 'delta']);
    const moments = marks.map((mark) => stateMomentAt(state.eventLog, mark.seq)!);
    expect(moments.map((moment) => treeToJson(moment.tree))).toEqual([
      { status: 'processing', findings: [] },
      { status: 'processing', findings: ['koelcel'] },
      { status: 'completed', findings: ['koelcel'] },
    ]);
    expect(moments[1]).toMatchObject({ paths: ['/findings/-'], ops: [{ op: 'add', path: '/findings/-' }] });
    expect(moments[0]?.paths).toEqual([]);
    expect(treeToJson(moments[2]!.tree)).toEqual(treeToJson(state.agentState));
  });

  it('keeps the last good state for a delta that failed, with the reason', () => {
    const state = feed([snapshot({ a: 1 }), replace('/missing/deep', 2), replace('/a', 3)]);
    const [, failed, after] = stateMarks(state.eventLog).map((mark) => stateMomentAt(state.eventLog, mark.seq)!);
    expect(failed).toMatchObject({ kind: 'delta', paths: [] });
    expect(failed?.failed).toEqual(expect.any(String));
    expect(treeToJson(failed!.tree)).toEqual({ a: 1 });
    expect(treeToJson(after!.tree)).toEqual({ a: 3 });
  });

  it('once the log has dropped entries, starts at its first snapshot', () => {
    const events = [snapshot({ n: 0 }), replace('/n', 1), replace('/n', 2), snapshot({ n: 10 }), replace('/n', 11)];
    const state = feed(events, { ...createSessionState('thread-1'), eventLog: createEventLog(4) });
    const marks = stateMarks(state.eventLog);
    expect(marks.map((mark) => mark.kind)).toEqual(['snapshot', 'delta']);
    expect(treeToJson(stateMomentAt(state.eventLog, marks[1]!.seq)!.tree)).toEqual({ n: 11 });
  });

  it('lists snapshots and deltas with their ops and failures', () => {
    const state = feed([
      snapshot({ a: 1 }),
      delta({ op: 'add', path: '/b', value: [] }),
      delta({ op: 'remove', path: '/nope' }),
    ]);
    const marks = stateMarks(state.eventLog);
    expect(marks.map((mark) => mark.kind)).toEqual(['snapshot', 'delta', 'delta']);
    expect(marks[0]?.ops).toBeUndefined();
    expect(marks[1]?.ops).toEqual([{ op: 'add', path: '/b', value: [] }]);
    expect(marks[2]?.failed).toMatch(/patch failed/);
  });

  it('keeps the last `limit` marks, whatever limit an earlier call on the same log asked for', () => {
    const state = feed([snapshot({ n: 0 }), replace('/n', 1), replace('/n', 2), replace('/n', 3)]);
    const seqs = (limit?: number) => stateMarks(state.eventLog, limit).map((mark) => mark.seq);
    const all = seqs();
    expect(all).toHaveLength(4);
    expect(seqs(2)).toEqual(all.slice(-2));
    expect(seqs(3)).toEqual(all.slice(-3));
    expect(seqs()).toEqual(all);
    expect(seqs(50)).toEqual(all);
    expect(stateMarks(state.eventLog, 2)).toBe(stateMarks(state.eventLog, 2));
  });

  it('knows no moment for a seq the log does not hold as a state event', () => {
    const state = feed([snapshot({ a: 1 }), { type: 'STEP_STARTED', stepName: 'x' }]);
    const step = state.eventLog.nextSeq - 1;
    expect(stateMomentAt(state.eventLog, step)).toBeUndefined();
    expect(stateMomentAt(state.eventLog, 999)).toBeUndefined();
  });
});
