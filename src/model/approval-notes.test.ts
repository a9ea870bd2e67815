import { describe, expect, it } from 'vitest';
import { mapGet } from '../lib/persistent/persistent-map';
import { feed, logNotes } from '../testing/feed';
import { selectApprovalOutsideRun, selectApprovalUnknownCall } from './approval-notes';
import { isProblem } from './protocol-rules';
import { selectPendingApprovals } from './selectors';

const start = (runId = 'r1') => ({ type: 'RUN_STARTED', threadId: 't', runId });
const finish = (runId = 'r1') => ({ type: 'RUN_FINISHED', threadId: 't', runId });
const request = (approvalId: string, extra: Record<string, unknown> = {}) => ({
  type: 'CUSTOM',
  name: 'agora:tool_approval_request',
  value: { approvalId, toolName: 'generate_final_report', parameters: { id: 'INS-1' }, riskLevel: 'high', ...extra },
});
const toolStart = (toolCallId: string) => ({ type: 'TOOL_CALL_START', toolCallId, toolCallName: 'search' });

describe('approvals out of place', () => {
  it('leaves an approval asked during its run unmarked (also one naming a call that started)', () => {
    const state = feed([
      start(),
      toolStart('c1'),
      request('a', { toolCallId: 'c1' }),
      { type: 'TOOL_CALL_END', toolCallId: 'c1' },
      finish(),
    ]);
    expect(logNotes(state)).toEqual([]);
    expect(selectApprovalOutsideRun(state, 'a')).toBe(false);
    expect(selectApprovalUnknownCall(state, 'a')).toBeUndefined();
  });

  it('marks an approval after RUN_FINISHED, RUN_ERROR or a cut-off run, and keeps it pending and answerable', () => {
    const afterFinish = feed([start(), finish(), request('a')]);
    expect(logNotes(afterFinish)).toEqual(['approval-after-run a', 'after-run-end']);
    expect(isProblem({ rule: 'approval-after-run' })).toBe(true);
    expect(selectApprovalOutsideRun(afterFinish, 'a')).toBe(true);
    expect(selectPendingApprovals(afterFinish).map((approval) => approval.approvalId)).toEqual(['a']);
    const decided = feed([{ type: 'local.approval_decision', approvalId: 'a', approved: true, at: 5 }], afterFinish);
    expect(mapGet(decided.approvals, 'a')?.status).toBe('approved');

    const afterError = feed([start(), { type: 'RUN_ERROR', message: 'kapot' }, request('b')]);
    expect(selectApprovalOutsideRun(afterError, 'b')).toBe(true);
    const cutOff = feed([start(), { type: 'local.connection', status: 'reconnecting', at: 3 }, request('c')]);
    expect(selectApprovalOutsideRun(cutOff, 'c')).toBe(true);
  });

  it('does not mark an approval before any run (a server that sends no RUN_STARTED)', () => {
    const state = feed([request('a')]);
    expect(logNotes(state)).toEqual([]);
    expect(selectApprovalOutsideRun(state, 'a')).toBe(false);
  });

  it('marks an approval naming a tool call that never started; the note goes once the call starts', () => {
    const state = feed([start(), request('a', { toolCallId: 'ghost' })]);
    expect(logNotes(state)).toEqual(['approval-unknown-call ghost']);
    expect(selectApprovalUnknownCall(state, 'a')).toBe('ghost');
    expect(selectApprovalUnknownCall(feed([toolStart('ghost')], state), 'a')).toBeUndefined();
  });

  it('reads only a non-empty string as the named call, and marks both faults on one frame', () => {
    expect(logNotes(feed([start(), request('a', { toolCallId: 42 }), request('b', { toolCallId: '' })]))).toEqual([]);
    const both = feed([start(), finish(), request('a', { toolCallId: 'ghost' })]);
    expect(logNotes(both)).toEqual(['approval-after-run a', 'approval-unknown-call ghost', 'after-run-end']);
  });

  it('leaves a duplicate as before: marked, not shown again', () => {
    const state = feed([start(), finish(), request('a'), request('a')]);
    expect(logNotes(state).slice(-2)).toEqual(['approval-duplicate a', 'after-run-end']);
    expect(selectPendingApprovals(state)).toHaveLength(1);
  });
});
