import { describe, expect, it } from 'vitest';
import { mapGet, mapSize } from '../lib/persistent/persistent-map';
import { buildApprovalResponse } from '../protocol/commands';
import { exchange, replay } from '../testing/contract-replay';
import { feed, logNotes, messageText, timelineIds } from '../testing/feed';
import { contractFixtures } from '../testing/fixtures/contract-fixtures';
import { logEntries } from './event-log';
import { reduceSession } from './reduce-session';
import { selectParsedArgs, selectPendingApprovals } from './selectors';

const { toolApprovalFlow, approvalRejected } = contractFixtures;

describe('tool approval flow', () => {
  const requestIndex = exchange(toolApprovalFlow).findIndex(
    (input) => input.type === 'frame' && input.frame.ok && input.frame.event.type === 'CUSTOM',
  );

  it('shows the request as pending, critical, with everything the inspector must judge', () => {
    const state = replay(toolApprovalFlow, requestIndex + 1);
    const [pending, ...others] = selectPendingApprovals(state);
    expect(others).toEqual([]);
    expect(pending).toMatchObject({
      approvalId: 'appr-xyz789',
      status: 'pending',
      runId: 'run-002',
      receivedAt: 1705318201100,
    });
    expect(pending?.request).toEqual({
      approvalId: 'appr-xyz789',
      toolName: 'generate_final_report',
      toolDescription: 'Generates an official inspection report PDF that will be stored permanently in the system',
      parameters: { inspectionId: 'INS-2024-001', includePhotos: true, language: 'nl' },
      reasoning:
        'User requested to generate the final inspection report. This is a critical operation that creates an official document.',
      riskLevel: 'critical',
    });
    expect(state.run.step).toBe('executing_tools');
  });

  it('records the approval once decided: approved, with feedback, no longer pending', () => {
    const waiting = replay(toolApprovalFlow, requestIndex + 1);
    const decided = reduceSession(waiting, {
      type: 'local.approval_decision',
      approvalId: 'appr-xyz789',
      approved: true,
      feedback: 'Looks good, proceed with report generation',
      at: 7,
    });
    expect(mapGet(decided.approvals, 'appr-xyz789')).toMatchObject({
      status: 'approved',
      feedback: 'Looks good, proceed with report generation',
      decidedAt: 7,
      delivery: 'queued',
    });
    expect(selectPendingApprovals(decided)).toEqual([]);
    expect(decided.queuedIds).toEqual(['appr-xyz789']);
  });

  it('answers with exactly the contract frame', () => {
    expect(toolApprovalFlow.clientFrames.at(-1)).toEqual(
      buildApprovalResponse('appr-xyz789', true, 'Looks good, proceed with report generation'),
    );
  });

  it('ends with the approval, the completed tool call and the answer, in that order', () => {
    const state = replay(toolApprovalFlow);
    expect(timelineIds(state)).toEqual([
      'message:user-1',
      'approval:appr-xyz789',
      'toolCall:call-report-001',
      'message:msg-002',
    ]);
    expect(mapGet(state.approvals, 'appr-xyz789')).toMatchObject({ status: 'approved', delivery: 'sent' });
    expect(selectPendingApprovals(state)).toEqual([]);
    expect(state.queuedIds).toEqual([]);
    const call = mapGet(state.toolCalls, 'call-report-001');
    expect(call).toEqual({
      id: 'call-report-001',
      name: 'generate_final_report',
      argsText: '{"inspectionId": "INS-2024-001", "includePhotos": true, "language": "nl"}',
      status: 'completed',
      result: 'Report generated successfully: report-INS-2024-001.pdf',
      resultMessageId: 'tool-result-report-001',
      agentId: 'general-agent',
      runId: 'run-002',
      startedAt: 1705318202000,
      argsEndedAt: 1705318204900,
      resultAt: 1705318205000,
    });
    expect(call && selectParsedArgs(call)).toEqual({
      complete: true,
      value: { inspectionId: 'INS-2024-001', includePhotos: true, language: 'nl' },
    });
    expect(mapGet(state.messages, 'msg-002')).toMatchObject({
      role: 'assistant',
      status: 'complete',
      text: 'I have successfully generated the inspection report for INS-2024-001. You can download the PDF from the link below.',
    });
    expect(state.openToolCallIds).toEqual([]);
    expect(state.currentAgent).toBe('reporting-agent');
    expect(state.run).toMatchObject({ status: 'finished', runId: 'run-002' });
    expect(logNotes(state)).toEqual([]);
  });

  it('takes `parentMessageId: null` as absent', () => {
    const start = logEntries(feed(toolApprovalFlow.serverEvents).eventLog).find((e) => e.type === 'TOOL_CALL_START');
    expect(start?.rejection).toBeUndefined();
    expect(start?.payload).not.toHaveProperty('parentMessageId');
  });
});

describe('tool approval rejected (a fragment of a run)', () => {
  it('shows the critical request pending until answered', () => {
    const state = feed(approvalRejected.serverEvents.slice(0, 1));
    expect(selectPendingApprovals(state).map((a) => [a.approvalId, a.request.riskLevel, a.request.toolName])).toEqual([
      ['appr-reject-001', 'critical', 'delete_records'],
    ]);
    expect(mapGet(state.approvals, 'appr-reject-001')?.request.parameters).toEqual({
      recordIds: ['REC-001', 'REC-002'],
    });
  });

  it('records the rejection with its feedback and shows the cancellation', () => {
    const state = replay(approvalRejected);
    expect(mapGet(state.approvals, 'appr-reject-001')).toMatchObject({
      status: 'rejected',
      feedback: "I don't want to delete these records",
      delivery: 'sent',
    });
    expect(selectPendingApprovals(state)).toEqual([]);
    expect(timelineIds(state)).toEqual(['approval:appr-reject-001', 'message:msg-cancel-001']);
    expect(messageText(state, 'msg-cancel-001')).toBe('I have cancelled the action as requested.');
    expect(mapSize(state.toolCalls)).toBe(0);
    expect(approvalRejected.clientFrames).toEqual([
      buildApprovalResponse('appr-reject-001', false, "I don't want to delete these records"),
    ]);
  });

  it('notes the STEP_FINISHED for a step this fragment never started', () => {
    expect(logNotes(feed(approvalRejected.serverEvents))).toEqual(['step-not-started executing_tools']);
  });
});
