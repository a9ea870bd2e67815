import { describe, expect, it } from 'vitest';
import type { ToolCallRecord } from '../../../model/session-state';
import { anyCall, filterToolCalls, newestRunning, presentValues } from './tool-call-filter';

const call = (id: string, extra: Partial<ToolCallRecord> = {}): ToolCallRecord => ({
  id,
  name: 'search',
  argsText: '',
  status: 'completed',
  startedAt: 0,
  ...extra,
});

const calls = [
  call('a', { status: 'streaming_args', agentId: 'regulation-agent' }),
  call('b', { status: 'awaiting_result', name: 'lookup', agentId: 'history-agent' }),
  call('c', { status: 'failed', name: 'lookup' }),
  call('d', { status: 'interrupted', agentId: 'regulation-agent' }),
  call('e', { status: 'awaiting_result', restored: true }),
];
const ids = (list: readonly ToolCallRecord[]) => list.map((item) => item.id);

describe('filterToolCalls', () => {
  it('keeps the same list when nothing is filtered', () => {
    expect(filterToolCalls(calls, anyCall)).toBe(calls);
  });

  it('counts both streaming and awaiting calls as running', () => {
    expect(ids(filterToolCalls(calls, { status: 'running' }))).toEqual(['a', 'b', 'e']);
    expect(ids(filterToolCalls(calls, { status: 'failed' }))).toEqual(['c']);
  });

  it('combines status, name and agent; an empty agent means none known', () => {
    expect(ids(filterToolCalls(calls, { status: 'all', name: 'lookup' }))).toEqual(['b', 'c']);
    expect(ids(filterToolCalls(calls, { status: 'all', agent: '' }))).toEqual(['c', 'e']);
    expect(ids(filterToolCalls(calls, { status: 'running', agent: 'regulation-agent' }))).toEqual(['a']);
  });
});

describe('presentValues', () => {
  it('lists distinct sorted values and keeps the selected one', () => {
    expect(presentValues(calls, (item) => item.name)).toEqual(['lookup', 'search']);
    expect(presentValues(calls, (item) => item.name, 'gone')).toEqual(['gone', 'lookup', 'search']);
  });
});

describe('newestRunning', () => {
  it('skips restored calls and finds the last live running one', () => {
    expect(newestRunning(calls)).toBe('b');
    expect(newestRunning([call('x')])).toBeUndefined();
  });
});
