import type { CustomEvent } from '@ag-ui/core';
import type { z } from 'zod';
import { mapGet, mapHas, mapSet } from '../lib/persistent/persistent-map';
import { stringField } from '../lib/record';
import {
  AgoraErrorSchema,
  AgoraEvent,
  ToolApprovalRequestSchema,
  type ToolApprovalRequest,
} from '../protocol/agora-events';
import { askedInMessage } from './approval-place';
import { reduceSpoken } from './reduce-spoken';
import type { ApprovalRecord, Notice, SessionState } from './session-state';
import { addTimelineItem, annotate, putMessage } from './state-helpers';

const invalid = (state: SessionState, name: string, error: z.ZodError) =>
  annotate(state, 'invalid-value', name, error.issues[0]?.message);

/** An answer names an approval this session was asked for; the server never sends one, a replayed log may. */
export function checkApprovalAnswer(state: SessionState, value: unknown): SessionState {
  const approvalId = stringField(value, 'approvalId');
  if (approvalId !== undefined && mapHas(state.approvals, approvalId)) return state;
  return annotate(state, 'approval-unknown', approvalId);
}

/** The tool call a request names (`toolCallId`): not in AGORA's contract, but a server may name the call it asks about. */
export function namedToolCall(request: ToolApprovalRequest): string | undefined {
  return stringField(request, 'toolCallId') || undefined;
}

/** A request asked when no run was open, or naming a call this conversation never had: marked, still answerable. */
function markOutOfPlace(state: SessionState, record: ApprovalRecord): SessionState {
  const late = record.outsideRun ? annotate(state, 'approval-after-run', record.approvalId) : state;
  const callId = namedToolCall(record.request);
  return callId && !mapHas(state.toolCalls, callId) ? annotate(late, 'approval-unknown-call', callId) : late;
}

function approvalRequest(state: SessionState, value: unknown, at: number): SessionState {
  const parsed = ToolApprovalRequestSchema.safeParse(value);
  if (!parsed.success) return invalid(state, AgoraEvent.toolApprovalRequest, parsed.error);
  const { approvalId } = parsed.data;
  if (mapHas(state.approvals, approvalId)) return annotate(state, 'approval-duplicate', approvalId);
  const record: ApprovalRecord = { approvalId, request: parsed.data, status: 'pending', receivedAt: at };
  if (state.run.runId) record.runId = state.run.runId;
  const inMessage = askedInMessage(state);
  if (inMessage) record.inMessage = inMessage;
  if (state.run.status !== 'running' && state.run.status !== 'idle') record.outsideRun = true;
  const added = { ...state, approvals: mapSet(state.approvals, approvalId, record) };
  return markOutOfPlace(addTimelineItem(added, 'approval', approvalId), record);
}

function agoraError(state: SessionState, value: unknown, at: number): SessionState {
  const parsed = AgoraErrorSchema.safeParse(value);
  if (!parsed.success) return invalid(state, AgoraEvent.error, parsed.error);
  const { errorCode, message, details } = parsed.data;
  const id = `agora-error-${state.eventLog.nextSeq - 1}`;
  const culprit =
    state.run.status === 'running' && state.lastUserMessageId
      ? mapGet(state.messages, state.lastUserMessageId)
      : undefined;
  const notice: Notice = { id, kind: 'agora_error', code: errorCode, message, details, at, causedBy: culprit?.id };
  const next = { ...state, notices: mapSet(state.notices, id, notice) };
  const flagged = culprit ? putMessage(next, { ...culprit, flaggedBy: { errorCode, message } }) : next;
  return addTimelineItem(flagged, 'notice', id);
}

/**
 * CUSTOM events: the AGORA extensions of the contract — approval requests (pending, in arrival
 * order, one per approvalId), `agora:error` (a notice in the timeline; during a run it also flags
 * the user message that caused it) and the spoken text stream; an approval answer for an approval
 * never requested is annotated. Any other name only stays in the event log, annotated as not handled.
 */
export function reduceCustom(state: SessionState, event: CustomEvent, at: number): SessionState {
  switch (event.name) {
    case AgoraEvent.toolApprovalRequest:
      return approvalRequest(state, event.value, at);
    case AgoraEvent.toolApprovalResponse:
      return checkApprovalAnswer(state, event.value);
    case AgoraEvent.error:
      return agoraError(state, event.value, at);
    case AgoraEvent.spokenTextStart:
      return reduceSpoken(state, 'start', event.value);
    case AgoraEvent.spokenTextContent:
      return reduceSpoken(state, 'content', event.value);
    case AgoraEvent.spokenTextEnd:
      return reduceSpoken(state, 'end', event.value);
    case AgoraEvent.spokenTextError:
      return reduceSpoken(state, 'error', event.value);
    default:
      return annotate(state, 'custom-unhandled', event.name);
  }
}
