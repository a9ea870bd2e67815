import { describe, expect, it } from 'vitest';
import { feed, logNotes } from '../testing/feed';

const start = (runId = 'r1') => ({ type: 'RUN_STARTED', threadId: 't', runId });
const finish = (runId = 'r1') => ({ type: 'RUN_FINISHED', threadId: 't', runId });
const approvalAnswer = (approvalId: string) => ({
  type: 'CUSTOM',
  name: 'agora:tool_approval_response',
  value: { approvalId, approved: true },
});

describe('stream rules', () => {
  it('flags a run finished with a message and a tool call still open, but not a call waiting for its result', () => {
    const state = feed([
      start(),
      { type: 'TEXT_MESSAGE_START', messageId: 'm1', role: 'assistant' },
      { type: 'TOOL_CALL_START', toolCallId: 't1', toolCallName: 'search' },
      { type: 'TOOL_CALL_START', toolCallId: 't2', toolCallName: 'report' },
      { type: 'TOOL_CALL_END', toolCallId: 't2' },
      finish(),
    ]);
    expect(logNotes(state)).toEqual(['run-finished-open m1, t1']);
    expect(state.eventLog.problems).toBe(1);
  });

  it('tells events after the server ended the run from those after this client stopped it', () => {
    const late = { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm1', delta: 'x' };
    const ended = feed([
      start(),
      { type: 'TEXT_MESSAGE_START', messageId: 'm1' },
      { type: 'TEXT_MESSAGE_END', messageId: 'm1' },
      finish(),
      late,
    ]);
    expect(logNotes(ended)).toEqual(['content-after-end m1', 'after-run-end']);
    const stopped = feed([
      start(),
      { type: 'TEXT_MESSAGE_START', messageId: 'm1' },
      { type: 'local.interrupt', at: 2 },
      late,
      finish(),
    ]);
    expect(logNotes(stopped)).toEqual(['after-stop m1', 'after-stop r1']);
    expect(stopped.eventLog.problems).toBe(0);
  });

  it('flags approval answers, received or sent, for approvals never requested', () => {
    const request = { approvalId: 'a1', toolName: 'report', riskLevel: 'high' };
    const state = feed([
      start(),
      { type: 'CUSTOM', name: 'agora:tool_approval_request', value: request },
      approvalAnswer('a1'),
      approvalAnswer('a9'),
      { type: 'local.sent', clientId: 'a8', payload: approvalAnswer('a8'), at: 3, size: 9 },
    ]);
    expect(logNotes(state)).toEqual(['approval-unknown a9', 'approval-unknown a8']);
  });

  it('counts rejected frames as problems, and notes that are no violation not', () => {
    const state = feed([start(), { type: 'NOPE' }, { type: 'CUSTOM', name: 'x:other', value: 1 }]);
    expect(logNotes(state)).toEqual(['custom-unhandled x:other']);
    expect(state.eventLog.problems).toBe(1);
  });
});
