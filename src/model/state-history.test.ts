import { describe, expect, it } from 'vitest';
import { treeToJson } from '../lib/persistent/json-tree';
import { listGet, listSize, listToArray } from '../lib/persistent/persistent-list';
import { feed } from '../testing/feed';
import { logEntries } from './event-log';
import { momentIndex, STATE_HISTORY_CAP } from './state-history';

const snapshot = (value: unknown) => ({ type: 'STATE_SNAPSHOT', snapshot: value });
const delta = (...ops: unknown[]) => ({ type: 'STATE_DELTA', delta: ops });
const replace = (path: string, value: unknown) => delta({ op: 'replace', path, value });

describe('state history', () => {
  it('keeps the state each snapshot and delta left, with what a delta changed', () => {
    const state = feed([
      snapshot({ status: 'processing', findings: [] }),
      { type: 'STEP_STARTED', stepName: 'thinking' },
      delta({ op: 'add', path: '/findings/-', value: 'koelcel' }),
      replace('/status', 'completed'),
    ]);
    const moments = listToArray(state.stateHistory.moments);
    expect(moments.map((moment) => moment.kind)).toEqual(['snapshot', 'delta', 'delta']);
    expect(moments.map((moment) => treeToJson(moment.tree))).toEqual([
      { status: 'processing', findings: [] },
      { status: 'processing', findings: ['koelcel'] },
      { status: 'completed', findings: ['koelcel'] },
    ]);
    expect(moments[1]).toMatchObject({ paths: ['/findings/-'], ops: [{ op: 'add', path: '/findings/-' }] });
    expect(moments[0]?.paths).toEqual([]);
    const logged = logEntries(state.eventLog).filter((entry) => entry.type.startsWith('STATE_'));
    expect(moments.map((moment) => moment.seq)).toEqual(logged.map((entry) => entry.seq));
    expect(moments[2]?.tree).toBe(state.agentState);
  });

  it('shares what a delta left untouched with the moment before it', () => {
    const state = feed([snapshot({ big: { a: [1, 2, 3] }, n: 0 }), replace('/n', 1)]);
    const [before, after] = listToArray(state.stateHistory.moments);
    const child = (tree: unknown) => (tree as { entries: unknown }).entries;
    expect(before?.tree).not.toBe(after?.tree);
    expect(treeToJson(before!.tree)).toEqual({ big: { a: [1, 2, 3] }, n: 0 });
    expect(child(before?.tree)).not.toBe(child(after?.tree));
    expect((treeToJson(before!.tree) as { big: unknown }).big).toBe((treeToJson(after!.tree) as { big: unknown }).big);
  });

  it('records a failed delta with its reason and the last good state', () => {
    const state = feed([snapshot({ n: 0 }), replace('/missing/deep', 1)]);
    const failed = listGet(state.stateHistory.moments, 1);
    expect(failed).toMatchObject({ kind: 'delta', paths: [] });
    expect(failed?.failed).toMatch(/patch failed/);
    expect(failed?.tree).toBe(listGet(state.stateHistory.moments, 0)?.tree);
  });

  it(`keeps the last ${STATE_HISTORY_CAP} and counts every one`, () => {
    const events = [snapshot({ n: 0 }), ...Array.from({ length: STATE_HISTORY_CAP + 9 }, (_, n) => replace('/n', n))];
    const { stateHistory } = feed(events);
    expect(listSize(stateHistory.moments)).toBe(STATE_HISTORY_CAP);
    expect(stateHistory.total).toBe(STATE_HISTORY_CAP + 10);
    expect(treeToJson(listGet(stateHistory.moments, 0)!.tree)).toEqual({ n: 9 });
  });

  it('finds a moment by its seq until it is dropped', () => {
    const { stateHistory } = feed([snapshot({}), { type: 'RUN_STARTED', threadId: 't', runId: 'r' }, replace('', {})]);
    const seqs = listToArray(stateHistory.moments).map((moment) => moment.seq);
    expect(seqs.map((seq) => momentIndex(stateHistory, seq))).toEqual([0, 1]);
    expect(momentIndex(stateHistory, seqs[0]! + 1)).toBe(-1);
    expect(momentIndex(stateHistory, 999)).toBe(-1);
  });

  it('is not touched by other events', () => {
    const state = feed([snapshot({ n: 0 })]);
    expect(feed([{ type: 'STEP_STARTED', stepName: 'x' }], state).stateHistory).toBe(state.stateHistory);
  });
});
