import { describe, expect, it } from 'vitest';
import { feed } from '../testing/feed';
import { selectRunTimeline, selectToolCallList } from './debug-selectors';

const run = [
  { type: 'RUN_STARTED', threadId: 't', runId: 'r' },
  { type: 'STATE_SNAPSHOT', snapshot: { currentAgent: 'general-agent', status: 'processing' } },
  { type: 'STEP_STARTED', stepName: 'routing' },
  { type: 'STEP_FINISHED', stepName: 'routing' },
  { type: 'STATE_SNAPSHOT', snapshot: { currentAgent: 'history-agent', status: 'processing' } },
  { type: 'STATE_DELTA', delta: [{ op: 'add', path: '/findings', value: [] }] },
  { type: 'TOOL_CALL_START', toolCallId: 'c1', toolCallName: 'get_company_info' },
  { type: 'TOOL_CALL_START', toolCallId: 'c2', toolCallName: 'get_inspection_history' },
  { type: 'STATE_DELTA', delta: [{ op: 'remove', path: '/nope' }] },
  { type: 'RUN_FINISHED', threadId: 't', runId: 'r' },
];

describe('debug selectors', () => {
  it('lists tool calls in order and caches the list per version', () => {
    const state = feed(run);
    expect(selectToolCallList(state).map((call) => call.id)).toEqual(['c1', 'c2']);
    expect(selectToolCallList(state)).toBe(selectToolCallList(state));
  });

  it('tells the latest run as steps, agent changes, tools and its end', () => {
    const earlier = feed([
      { type: 'RUN_STARTED', threadId: 't', runId: 'r0' },
      { type: 'STEP_STARTED', stepName: 'old' },
      { type: 'RUN_FINISHED', threadId: 't', runId: 'r0' },
    ]);
    const moments = selectRunTimeline(feed(run, earlier));
    expect(
      moments.map((m) =>
        m.kind === 'step'
          ? `${m.kind}:${m.label}:${m.step}`
          : m.kind === 'agent'
            ? `agent:${m.agent}`
            : m.kind === 'tool'
              ? `tool:${m.name}`
              : `run:${m.label}`,
      ),
    ).toEqual([
      'run:started',
      'agent:general-agent',
      'step:started:routing',
      'step:finished:routing',
      'agent:history-agent',
      'tool:get_company_info',
      'tool:get_inspection_history',
      'run:finished',
    ]);
  });
});
