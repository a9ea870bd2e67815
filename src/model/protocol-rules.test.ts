import { describe, expect, it } from 'vitest';
import { feed, logNotes } from '../testing/feed';
import { logEntries } from './event-log';
import { isProblem } from './protocol-rules';

const start = (runId = 'r1') => ({ type: 'RUN_STARTED', threadId: 't', runId });
const finish = (runId = 'r1') => ({ type: 'RUN_FINISHED', threadId: 't', runId });
const approvalAnswer = (approvalId: string) => ({
  type: 'CUSTOM',
  name: 'agora:tool_approval_response',
  value: { approvalId, approved: true },
});

const spoken = (phase: 'start' | 'content' | 'end', messageId = 'm1') => ({
  type: 'CUSTOM',
  name: `agora:spoken_text_${phase}`,
  value: phase === 'content' ? { messageId, delta: 'x' } : { messageId },
});
/** A run with a step, a message, its spoken twin and a tool call's arguments still open. */
const openRun = [
  start(),
  { type: 'STEP_STARTED', stepName: 'thinking' },
  { type: 'TEXT_MESSAGE_START', messageId: 'm1', role: 'assistant' },
  spoken('start'),
  { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm1', delta: 'Inspectie' },
  spoken('content'),
];
const problemNotes = (state: ReturnType<typeof feed>) =>
  logEntries(state.eventLog)
    .flatMap((entry) => entry.annotations ?? [])
    .filter(isProblem)
    .map(({ rule, subject }) => `${rule} ${subject}`);

describe('what this client closed itself', () => {
  it('notes, never flags, the ends a stopped run still sends (cancel=late)', () => {
    const state = feed([
      ...openRun,
      { type: 'TOOL_CALL_START', toolCallId: 't1', toolCallName: 'search' },
      { type: 'local.interrupt', at: 2 },
      { type: 'TOOL_CALL_END', toolCallId: 't1' },
      { type: 'TEXT_MESSAGE_END', messageId: 'm1' },
      spoken('end'),
      { type: 'STEP_FINISHED', stepName: 'thinking' },
      { type: 'STATE_SNAPSHOT', snapshot: { status: 'completed' } },
      finish(),
    ]);
    expect(problemNotes(state)).toEqual([]);
    expect(state.eventLog.problems).toBe(0);
    expect(logNotes(state)).toEqual([
      'closed-locally t1',
      'closed-locally m1',
      'closed-locally m1',
      'closed-locally thinking',
      'after-stop',
      'after-stop r1',
    ]);
  });

  it('notes the spoken rest of a stopped run that arrives while the next run streams (lateSpoken)', () => {
    const state = feed([...openRun, { type: 'local.interrupt', at: 2 }, start('r2'), spoken('content'), spoken('end')]);
    expect(state.eventLog.problems).toBe(0);
    expect(logNotes(state)).toEqual(['after-stop m1', 'closed-locally m1']);
  });

  it('notes late spoken frames after a rejected approval ended the run, flagging only what the run left open', () => {
    const request = { approvalId: 'a1', toolName: 'generate_final_report', riskLevel: 'high' };
    const state = feed([
      ...openRun,
      { type: 'CUSTOM', name: 'agora:tool_approval_request', value: request },
      { type: 'local.approval_decision', approvalId: 'a1', approved: false, at: 2 },
      finish(),
      spoken('content'),
      spoken('end'),
    ]);
    expect(problemNotes(state)).toEqual(['run-finished-open m1']);
    expect(logNotes(state)).toEqual(['run-finished-open m1', 'closed-locally m1', 'closed-locally m1']);
  });

  it('flags what the server sends for a stream it left open when it finished the run: only spoken text runs on', () => {
    const state = feed([
      ...openRun,
      finish(),
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm1', delta: 'te laat' },
      { type: 'STEP_FINISHED', stepName: 'thinking' },
      spoken('end'),
    ]);
    expect(problemNotes(state)).toEqual([
      'run-finished-open m1',
      'content-after-end m1',
      'after-run-end undefined',
      'step-not-started thinking',
      'after-run-end undefined',
    ]);
    expect(logNotes(state).at(-1)).toBe('closed-locally m1');
  });

  it('still flags a real duplicate end from the server, also after the one this client expected', () => {
    const twice = feed([
      start(),
      { type: 'TEXT_MESSAGE_START', messageId: 'm1' },
      { type: 'TEXT_MESSAGE_END', messageId: 'm1' },
      { type: 'TEXT_MESSAGE_END', messageId: 'm1' },
      { type: 'STEP_FINISHED', stepName: 'thinking' },
    ]);
    expect(problemNotes(twice)).toEqual(['end-duplicate m1', 'step-not-started thinking']);
    const stopped = feed([
      ...openRun,
      { type: 'local.interrupt', at: 2 },
      start('r2'),
      { type: 'TEXT_MESSAGE_END', messageId: 'm1' },
      { type: 'TEXT_MESSAGE_END', messageId: 'm1' },
      spoken('end'),
      spoken('end'),
      { type: 'STEP_FINISHED', stepName: 'thinking' },
      { type: 'STEP_FINISHED', stepName: 'thinking' },
    ]);
    expect(problemNotes(stopped)).toEqual(['end-duplicate m1', 'end-duplicate m1', 'step-not-started thinking']);
  });
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
