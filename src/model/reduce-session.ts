import { EventType, type AGUIEvent } from '@ag-ui/core';
import { maxValueDepth } from '../lib/bound-depth';
import { mapGet } from '../lib/persistent/persistent-map';
import { AgoraEvent } from '../protocol/agora-events';
import { isRunFrame, type ClientFrame } from '../protocol/commands';
import { appendToLog, logEntryAt, logSize } from './event-log';
import type { RuleId } from './protocol-rules';
import { reduceActivity } from './reduce-activity';
import { reduceAgentState } from './reduce-agent-state';
import { checkApprovalAnswer, reduceCustom } from './reduce-custom';
import { reduceLocal } from './reduce-local';
import { reduceMessagesSnapshot } from './reduce-messages-snapshot';
import { reduceReasoning } from './reduce-reasoning';
import { reduceRun } from './reduce-run';
import { reduceSubagents } from './reduce-subagents';
import { reduceText } from './reduce-text';
import { closeToolChunk, reduceToolCalls } from './reduce-tool-calls';
import { awaitRun, beginUnstartedRun, markEndWithoutStart } from './run-without-start';
import type { SessionInput } from './session-input';
import type { SessionState } from './session-state';
import { annotate, closeMessage } from './state-helpers';

/** Applies one validated AG-UI event. Every event type of @ag-ui/core has a case. */
function reduceEvent(state: SessionState, event: AGUIEvent, at: number): SessionState {
  switch (event.type) {
    case EventType.RUN_STARTED:
    case EventType.RUN_FINISHED:
    case EventType.RUN_ERROR:
    case EventType.STEP_STARTED:
    case EventType.STEP_FINISHED:
      return reduceRun(state, event, at);
    case EventType.TEXT_MESSAGE_START:
    case EventType.TEXT_MESSAGE_CONTENT:
    case EventType.TEXT_MESSAGE_END:
    case EventType.TEXT_MESSAGE_CHUNK:
      return reduceText(state, event, at);
    case EventType.TOOL_CALL_START:
    case EventType.TOOL_CALL_ARGS:
    case EventType.TOOL_CALL_END:
    case EventType.TOOL_CALL_RESULT:
    case EventType.TOOL_CALL_CHUNK:
      return reduceToolCalls(state, event, at);
    case EventType.STATE_SNAPSHOT:
    case EventType.STATE_DELTA:
      return reduceAgentState(state, event, at);
    case EventType.MESSAGES_SNAPSHOT:
      return reduceMessagesSnapshot(state, event, at);
    case EventType.ACTIVITY_SNAPSHOT:
    case EventType.ACTIVITY_DELTA:
      return reduceActivity(state, event, at);
    case EventType.REASONING_START:
    case EventType.REASONING_MESSAGE_START:
    case EventType.REASONING_MESSAGE_CONTENT:
    case EventType.REASONING_MESSAGE_END:
    case EventType.REASONING_MESSAGE_CHUNK:
    case EventType.REASONING_END:
    case EventType.REASONING_ENCRYPTED_VALUE:
      return reduceReasoning(state, event, at);
    case EventType.SUBAGENT_STARTED:
    case EventType.SUBAGENT_FINISHED:
    case EventType.SUBAGENT_ERROR:
      return reduceSubagents(state, event, at);
    case EventType.CUSTOM:
      return reduceCustom(state, event, at);
    case EventType.RAW:
      // Kept in the event log for the inspector; it carries nothing this client can act on.
      return state;
  }
}

const chunkTypes = {
  text: EventType.TEXT_MESSAGE_CHUNK,
  reasoning: EventType.REASONING_MESSAGE_CHUNK,
  tool: EventType.TOOL_CALL_CHUNK,
} as const;

/** AG-UI chunk streams have no end event: one ends when an event of another kind arrives. */
function closeOpenChunk(state: SessionState, event: AGUIEvent, at: number): SessionState {
  const open = state.openChunk;
  if (!open || chunkTypes[open.kind] === event.type) return state;
  const closed = { ...state, openChunk: undefined };
  if (open.kind === 'tool') return closeToolChunk(closed, open.id, at);
  return mapGet(closed.messages, open.id)?.status === 'streaming' ? closeMessage(closed, open.id) : closed;
}

/** How the log names an event: a custom event by its name. */
const eventType = (event: AGUIEvent) => (event.type === EventType.CUSTOM ? `CUSTOM:${event.name}` : event.type);

/** How the log names a client frame: a run by the AG-UI input it is, an approval answer by its name. */
const sentType = (frame: ClientFrame) => (isRunFrame(frame) ? 'RunAgentInput' : `CUSTOM:${frame.name}`);

function reduceFrame(state: SessionState, input: Extract<SessionInput, { type: 'frame' }>): SessionState {
  const { frame, at, size } = input;
  if (!frame.ok) {
    const { raw: payload, reason: rejection } = frame;
    const entry = { at, size, direction: 'in', kind: 'rejected', type: 'REJECTED', payload, rejection } as const;
    const rejected = { ...state, eventLog: appendToLog(state.eventLog, entry) };
    return frame.deepCut ? annotate(rejected, 'value-too-deep', 'REJECTED', deepDetail) : rejected;
  }
  const { event } = frame;
  const logged = {
    ...state,
    eventLog: appendToLog(state.eventLog, {
      at,
      size,
      direction: 'in',
      kind: 'event',
      type: eventType(event),
      payload: event,
    }),
  };
  const begun = beginUnstartedRun(logged, event, at);
  const late = lateRule(begun.run, event);
  if (hiddenRunGoesOn(begun.run, event)) return annotate(begun, 'after-stop', begun.run.runId);
  const reduced = markEndWithoutStart(begun.run, reduceEvent(closeOpenChunk(begun, event, at), event, at), event);
  const marked = frame.deepCut ? annotate(reduced, 'value-too-deep', eventType(event), deepDetail) : reduced;
  return late && !notedClosedLocally(marked) ? annotate(marked, late) : marked;
}

/** What the inspector reads about a value bounded by `boundDepth`. */
const deepDetail = `nested deeper than ${maxValueDepth} levels; the deeper part is kept as text`;

/** The inspector pressed Stop: what that run still sends is logged (an expected note), not shown, until a new run. */
function hiddenRunGoesOn({ status, hidden, runId }: SessionState['run'], event: AGUIEvent): boolean {
  if (status !== 'interrupted' || !hidden) return false;
  return event.type !== EventType.RUN_STARTED || event.runId === runId;
}

/** The frame's end was for something this client had closed itself: that note says why it came late. */
function notedClosedLocally({ eventLog }: SessionState): boolean {
  const entry = logEntryAt(eventLog, logSize(eventLog) - 1);
  return entry?.annotations?.some(({ rule }) => rule === 'closed-locally') ?? false;
}

/** An event after its run ended: a rule broken when the server ended it, expected when this client stopped it. */
function lateRule({ status, outcome }: SessionState['run'], event: AGUIEvent): RuleId | undefined {
  const closingAfterError = status === 'error' && event.type === EventType.RUN_FINISHED;
  if (status === 'running' || status === 'idle' || event.type === EventType.RUN_STARTED || closingAfterError) return;
  return status === 'interrupted' && outcome !== 'cancelled' ? 'after-stop' : 'after-run-end';
}

/** An outbound frame; an approval answer must name an approval this session was asked for. */
function logSent(state: SessionState, input: Extract<SessionInput, { type: 'local.sent' }>): SessionState {
  const { at, size, payload } = input;
  const entry = { at, size, direction: 'out', kind: 'sent', type: sentType(payload), payload } as const;
  const logged = { ...state, eventLog: appendToLog(state.eventLog, entry) };
  const answer = !isRunFrame(payload) && payload.name === AgoraEvent.toolApprovalResponse;
  return answer ? checkApprovalAnswer(logged, payload.value) : logged;
}

/**
 * The session reducer: logs every frame, valid or rejected, and applies valid events and local
 * facts. Pure, never throws on any input, and per event O(log n) in the size of the conversation.
 */
export function reduceSession(state: SessionState, input: SessionInput): SessionState {
  switch (input.type) {
    case 'frame':
      return reduceFrame(state.stalledSince === undefined ? state : { ...state, stalledSince: undefined }, input);
    case 'local.sent':
      return reduceLocal(awaitRun(logSent(state, input), input.payload), input);
    default:
      return reduceLocal(state, input);
  }
}
