import { describe, expect, it } from 'vitest';
import { parseEvent } from './parse-event';
import { reduceSession } from './reduce-session';
import type { SessionInput } from './session-input';
import { createSessionState, type SessionState } from './session-state';

const frame = (value: unknown, at = 1): SessionInput => ({ type: 'frame', frame: parseEvent(value), at, size: 10 });
const run = (...inputs: SessionInput[]): SessionState => inputs.reduce(reduceSession, createSessionState('t1'));
const text = (state: SessionState) => state.messageOrder.map((id) => state.messagesById[id]?.text);

describe('reduceSession: the thin path', () => {
  it('streams an assistant message and settles the run', () => {
    const state = run(
      frame({ type: 'RUN_STARTED', threadId: 't1', runId: 'r1' }),
      frame({ type: 'STATE_SNAPSHOT', snapshot: { currentAgent: 'general-agent', status: 'processing' } }),
      frame({ type: 'STEP_STARTED', stepName: 'thinking' }),
      frame({ type: 'TEXT_MESSAGE_START', messageId: 'm1', role: 'assistant' }),
      frame({ type: 'TEXT_MESSAGE_CONTENT', messageId: 'm1', delta: 'Goede' }),
      frame({ type: 'TEXT_MESSAGE_CONTENT', messageId: 'm1', delta: 'morgen' }),
      frame({ type: 'TEXT_MESSAGE_END', messageId: 'm1' }),
      frame({ type: 'STEP_FINISHED', stepName: 'thinking' }),
      frame({ type: 'RUN_FINISHED', threadId: 't1', runId: 'r1' }),
    );
    expect(text(state)).toEqual(['Goedemorgen']);
    expect(state.messagesById.m1).toMatchObject({ status: 'complete', agentId: 'general-agent', runId: 'r1' });
    expect(state.run).toMatchObject({ status: 'finished', runId: 'r1', step: undefined });
    expect(state.eventLog.size).toBe(9);
  });

  it('records a rejected frame with its reason and keeps going', () => {
    const state = run(frame({ type: 'NOPE' }), frame({ type: 'TEXT_MESSAGE_CONTENT', messageId: 'm', delta: 'x' }));
    const [first] = state.eventLog.chunks[0] ?? [];
    expect(first).toMatchObject({ type: 'REJECTED', rejection: 'unknown event type "NOPE"' });
    expect(text(state)).toEqual(['x']);
  });

  it('keeps RUN_ERROR visible after RUN_FINISHED and marks the streaming message incomplete', () => {
    const state = run(
      frame({ type: 'RUN_STARTED', threadId: 't1', runId: 'r1' }),
      frame({ type: 'TEXT_MESSAGE_START', messageId: 'm1', role: 'assistant' }),
      frame({ type: 'RUN_ERROR', message: 'kapot', code: 'processing_error' }),
      frame({ type: 'RUN_FINISHED', threadId: 't1', runId: 'r1' }),
    );
    expect(state.run).toMatchObject({ status: 'error', error: { message: 'kapot', code: 'processing_error' } });
    expect(state.messagesById.m1?.status).toBe('incomplete');
  });

  it('shows the typed message at once and marks it sent when it leaves', () => {
    const typed = run({ type: 'local.user_message', clientId: 'c1', text: 'Hallo', at: 5 });
    expect(typed.messagesById.c1).toMatchObject({ role: 'user', text: 'Hallo', delivery: 'queued' });
    const sent = reduceSession(typed, { type: 'local.sent', clientId: 'c1', payload: { threadId: 't1', messages: [] }, at: 6, size: 3 });
    expect(sent.messagesById.c1?.delivery).toBe('sent');
    expect(sent.eventLog.chunks[0]?.[0]).toMatchObject({ direction: 'out', type: 'RunAgentInput' });
  });

  it('marks a running run interrupted when the connection drops', () => {
    const state = run(
      frame({ type: 'RUN_STARTED', threadId: 't1', runId: 'r1' }),
      frame({ type: 'TEXT_MESSAGE_CONTENT', messageId: 'm1', delta: 'half' }),
      { type: 'local.connection', status: 'reconnecting', at: 9 },
    );
    expect(state.run.status).toBe('interrupted');
    expect(state.messagesById.m1?.status).toBe('incomplete');
  });

  it('applies a state delta without touching the previous state, and survives a failing one', () => {
    const before = run(frame({ type: 'STATE_SNAPSHOT', snapshot: { currentAgent: 'a', findings: [] } }));
    const after = reduceSession(before, frame({ type: 'STATE_DELTA', delta: [{ op: 'replace', path: '/currentAgent', value: 'b' }] }));
    expect(after.currentAgent).toBe('b');
    expect(before.agentState).toEqual({ currentAgent: 'a', findings: [] });
    const broken = reduceSession(after, frame({ type: 'STATE_DELTA', delta: [{ op: 'replace', path: '/missing/x', value: 1 }] }));
    expect(broken.agentState).toBe(after.agentState);
    expect(broken.stateDiverged?.reason).toBeTruthy();
  });
});
