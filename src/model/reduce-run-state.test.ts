import { describe, expect, it } from 'vitest';
import { mapGet } from '../lib/persistent/persistent-map';
import { feed, logNotes, timelineIds } from '../testing/feed';
import { selectAgentState } from './selectors';

const started = { type: 'RUN_STARTED', threadId: 't', runId: 'r1' };

describe('run lifecycle', () => {
  it('goes idle → running → finished and tracks one current step', () => {
    const running = feed([
      started,
      { type: 'STEP_STARTED', stepName: 'routing' },
      { type: 'STEP_FINISHED', stepName: 'routing' },
      { type: 'STEP_STARTED', stepName: 'thinking' },
    ]);
    expect(running.run).toMatchObject({ status: 'running', runId: 'r1', step: 'thinking' });
    const stray = feed([{ type: 'STEP_FINISHED', stepName: 'routing' }], running);
    expect(stray.run.step).toBe('thinking');
    expect(logNotes(stray)).toContain('step-not-started routing');
    expect(feed([{ type: 'RUN_FINISHED', threadId: 't', runId: 'r1' }], running).run).toMatchObject({
      status: 'finished',
      step: undefined,
    });
  });

  it('shows a run error where it happened and keeps it after RUN_FINISHED', () => {
    const state = feed([
      { type: 'local.user_message', clientId: 'u1', text: 'Doe iets', at: 1 },
      started,
      { type: 'TEXT_MESSAGE_START', messageId: 'm' },
      { type: 'RUN_ERROR', message: 'LLM rate limit', code: 'processing_error' },
      { type: 'RUN_FINISHED', threadId: 't', runId: 'r1' },
    ]);
    expect(state.run).toMatchObject({
      status: 'error',
      error: { message: 'LLM rate limit', code: 'processing_error' },
    });
    expect(mapGet(state.messages, 'm')?.status).toBe('incomplete');
    const noticeId = timelineIds(state)
      .find((id) => id.startsWith('notice:'))!
      .slice('notice:'.length);
    expect(mapGet(state.notices, noticeId)).toMatchObject({
      kind: 'run_error',
      code: 'processing_error',
      causedBy: 'u1',
    });
  });

  it('marks a run interrupted when the connection drops mid-run, not when idle', () => {
    const state = feed([
      started,
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm', delta: 'half' },
      { type: 'TOOL_CALL_START', toolCallId: 't', toolCallName: 'x' },
      { type: 'local.connection', status: 'reconnecting', at: 9 },
    ]);
    expect(state.run.status).toBe('interrupted');
    expect(mapGet(state.messages, 'm')?.status).toBe('incomplete');
    expect(mapGet(state.toolCalls, 't')?.status).toBe('interrupted');
    expect(feed([{ type: 'local.connection', status: 'reconnecting', at: 9 }]).run.status).toBe('idle');
  });

  it('remembers when the next reconnect attempt starts', () => {
    const state = feed([{ type: 'local.connection', status: 'reconnecting', at: 1, nextAttemptAt: 1500 }]);
    expect(state).toMatchObject({ connection: 'reconnecting', reconnectAt: 1500 });
    expect(feed([{ type: 'local.connection', status: 'open', at: 2 }], state).reconnectAt).toBeUndefined();
  });

  it('returns the same state for a connection status it already has', () => {
    const state = feed([{ type: 'local.connection', status: 'open', at: 1 }]);
    expect(feed([{ type: 'local.connection', status: 'open', at: 2 }], state)).toBe(state);
  });
});

describe('agent state', () => {
  const snapshot = {
    type: 'STATE_SNAPSHOT',
    snapshot: { currentAgent: 'general-agent', inspection: { findings: [] }, other: { big: true } },
  };

  it('applies deltas sharing what they did not touch and remembers the changed paths', () => {
    const before = feed([snapshot]);
    const after = feed(
      [
        {
          type: 'STATE_DELTA',
          delta: [
            { op: 'add', path: '/inspection/findings/-', value: { id: 'f1' } },
            { op: 'replace', path: '/currentAgent', value: 'history-agent' },
          ],
        },
      ],
      before,
    );
    expect(after.currentAgent).toBe('history-agent');
    expect((selectAgentState(after) as { other: unknown }).other).toBe(
      (selectAgentState(before) as { other: unknown }).other,
    );
    expect(after.lastPatch?.paths).toEqual(['/inspection/findings/-', '/currentAgent']);
    expect((selectAgentState(before) as { inspection: { findings: unknown[] } }).inspection.findings).toEqual([]);
  });

  it('marks the state diverged by a failing patch until the next snapshot', () => {
    const good = feed([snapshot]);
    const broken = feed([{ type: 'STATE_DELTA', delta: [{ op: 'remove', path: '/missing' }] }], good);
    expect(broken.agentState).toBe(good.agentState);
    expect(broken.stateDiverged).toMatchObject({
      reason: expect.stringMatching(/patch failed/),
      patch: [{ op: 'remove', path: '/missing' }],
    });
    expect(feed([snapshot], broken).stateDiverged).toBeUndefined();
  });
});
