import { describe, expect, it } from 'vitest';
import { listToArray } from '../lib/persistent/persistent-list';
import { mapGet, mapSize } from '../lib/persistent/persistent-map';
import { buildApprovalResponse } from '../protocol/commands';
import { feed, frame, logNotes, messageText, timelineIds } from '../testing/feed';
import { contractFixtures, contractScenarioCount, type ContractSequence } from '../testing/fixtures/contract-fixtures';
import { logEntries } from './event-log';
import { reduceSession } from './reduce-session';
import { selectAgentState, selectParsedArgs, selectPendingApprovals } from './selectors';
import type { SessionInput } from './session-input';
import { createSessionState, type SessionState } from './session-state';

const { basicConversation, toolApprovalFlow, runError, moderation, approvalRejected } = contractFixtures;

interface Frame {
  type?: string;
  timestamp?: number;
  messages?: { content: string }[];
  value?: { approvalId: string; approved: boolean; feedback?: string };
}

/** The fixture as the app lives it: typed messages and approval answers become local inputs, then go out. */
function exchange(sequence: ContractSequence): SessionInput[] {
  let at = 0;
  let typed = 0;
  return sequence.steps.flatMap(({ direction, event }): SessionInput[] => {
    const value = event as Frame;
    if (direction === 'in') {
      at = value.timestamp ?? at + 1;
      return [frame(event, at)];
    }
    at += 1;
    const sent = (clientId: string): SessionInput => ({
      type: 'local.sent',
      clientId,
      payload: event,
      at,
      size: JSON.stringify(event).length,
    });
    if (value.messages) {
      const clientId = `user-${(typed += 1)}`;
      return [{ type: 'local.user_message', clientId, text: value.messages.at(-1)?.content ?? '', at }, sent(clientId)];
    }
    if (!value.value) throw new Error(`${sequence.name}: unexpected client frame`);
    const { approvalId, approved, feedback } = value.value;
    return [{ type: 'local.approval_decision', approvalId, approved, feedback, at }, sent(approvalId)];
  });
}

const replay = (sequence: ContractSequence, upTo?: number): SessionState =>
  exchange(sequence).slice(0, upTo).reduce(reduceSession, createSessionState('abc123-def456-789'));

const rejected = (state: SessionState) => logEntries(state.eventLog).filter((entry) => entry.rejection !== undefined);
const inboundTypes = (state: SessionState) =>
  logEntries(state.eventLog)
    .filter((e) => e.direction === 'in')
    .map((e) => e.type);
const typesOf = (events: unknown[]) =>
  events.map((e) => {
    const { type, name } = e as { type: string; name?: string };
    return name ? `${type}:${name}` : type;
  });

it('knows every scenario of the fixture files', () => {
  expect(Object.keys(contractFixtures)).toHaveLength(contractScenarioCount);
});

describe.each(Object.values(contractFixtures))('contract fixture $name', (sequence) => {
  it('accepts and logs every server frame in order, rejecting none', () => {
    const state = feed(sequence.serverEvents);
    expect(rejected(state)).toEqual([]);
    expect(inboundTypes(state)).toEqual(typesOf(sequence.serverEvents));
  });

  it('logs what the client sent as outbound frames', () => {
    const outbound = logEntries(replay(sequence).eventLog).filter((e) => e.direction === 'out');
    expect(outbound.map((e) => e.payload)).toEqual(sequence.clientFrames);
  });
});

describe('basic conversation', () => {
  const answer =
    'Based on the Dutch food safety regulations, restaurants must maintain proper temperature control for all perishable items.';

  it('shows one complete assistant answer from general-agent and a finished run', () => {
    const state = feed(basicConversation.serverEvents);
    expect(timelineIds(state)).toEqual(['message:msg-001']);
    expect(mapGet(state.messages, 'msg-001')).toMatchObject({
      role: 'assistant',
      text: answer,
      status: 'complete',
      agentId: 'general-agent',
      runId: 'run-001',
    });
    expect(state.run).toMatchObject({ status: 'finished', threadId: 'abc123-def456-789', runId: 'run-001' });
    expect(state.run.step).toBeUndefined();
    expect(state.run.error).toBeUndefined();
    expect(state.currentAgent).toBe('general-agent');
    expect(selectAgentState(state)).toEqual({
      threadId: 'abc123-def456-789',
      runId: 'run-001',
      currentAgent: 'general-agent',
      status: 'completed',
    });
    expect(state.openMessageIds).toEqual([]);
    expect(logNotes(state)).toEqual([]);
  });

  it('puts the typed question before the answer and marks it sent', () => {
    const state = replay(basicConversation);
    expect(timelineIds(state)).toEqual(['message:user-1', 'message:msg-001']);
    expect(mapGet(state.messages, 'user-1')).toMatchObject({
      role: 'user',
      text: 'What are the food safety regulations for restaurants?',
      delivery: 'sent',
    });
    expect(state.queuedIds).toEqual([]);
    expect(state.run).toMatchObject({ startedAt: 1705318200000, finishedAt: 1705318201600 });
  });

  it('streams the answer while the run is open', () => {
    const state = feed(basicConversation.serverEvents.slice(0, 8));
    expect(mapGet(state.messages, 'msg-001')).toMatchObject({
      status: 'streaming',
      text: 'Based on the Dutch food safety ',
    });
    expect(state.run).toMatchObject({ status: 'running', step: 'thinking' });
  });
});

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

describe('run error', () => {
  const message = 'Error processing message: LLM rate limit exceeded';

  it('keeps the error (message and code) and the error status after RUN_FINISHED', () => {
    const state = replay(runError);
    expect(state.run).toMatchObject({
      status: 'error',
      runId: 'run-error-001',
      error: { message, code: 'processing_error' },
      finishedAt: 1705318200600,
    });
    expect(state.run.step).toBeUndefined();
    expect(state.currentAgent).toBe('general-agent');
    const [user, notice, ...rest] = listToArray(state.timeline);
    expect(rest).toEqual([]);
    expect(user).toEqual({ kind: 'message', id: 'user-1' });
    expect(notice?.kind).toBe('notice');
    expect(mapGet(state.notices, notice?.id ?? '')).toMatchObject({
      kind: 'run_error',
      message,
      code: 'processing_error',
      at: 1705318200500,
      causedBy: 'user-1',
    });
  });

  it('does not flag the RUN_FINISHED the contract always sends after RUN_ERROR', () => {
    expect(logNotes(feed(runError.serverEvents))).toEqual([]);
  });
});

describe('moderation', () => {
  const message = 'Your message contains prohibited content and cannot be processed';
  const details = { reason: 'content_policy_violation', category: 'inappropriate_language' };

  it('shows the agora:error as a notice, without failing the run', () => {
    const state = feed(moderation.serverEvents);
    const [notice, ...rest] = listToArray(state.timeline);
    expect(rest).toEqual([]);
    expect(mapGet(state.notices, notice?.id ?? '')).toEqual({
      id: notice?.id,
      kind: 'agora_error',
      code: 'moderation_violation',
      message,
      details,
      at: 1,
      causedBy: undefined,
    });
    expect(state.run).toMatchObject({ status: 'finished', runId: 'run-mod-001' });
    expect(state.run.error).toBeUndefined();
    expect(logNotes(state)).toEqual([]);
  });

  it('flags the message the inspector typed', () => {
    const state = replay(moderation);
    const [user, notice] = listToArray(state.timeline);
    expect(timelineIds(state)).toHaveLength(2);
    expect(user).toEqual({ kind: 'message', id: 'user-1' });
    expect(mapGet(state.messages, 'user-1')).toMatchObject({
      text: '[inappropriate content]',
      delivery: 'sent',
      flaggedBy: { errorCode: 'moderation_violation', message },
    });
    expect(mapGet(state.notices, notice?.id ?? '')).toMatchObject({
      kind: 'agora_error',
      code: 'moderation_violation',
      details,
      causedBy: 'user-1',
      at: 1705318200100,
    });
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
    expect(logNotes(feed(approvalRejected.serverEvents))).toEqual(['step "executing_tools" was not the current step']);
  });
});

it('accepts the contract RUN_FINISHED example with `result: null`', () => {
  const state = feed([
    { type: 'RUN_STARTED', threadId: 't', runId: 'r', timestamp: 1705318200000 },
    { type: 'RUN_FINISHED', threadId: 't', runId: 'r', result: null, timestamp: 1705318205000 },
  ]);
  expect(rejected(state)).toEqual([]);
  expect(state.run.status).toBe('finished');
});
