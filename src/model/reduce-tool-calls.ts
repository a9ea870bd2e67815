import {
  contentToText,
  EventType,
  type ToolCallArgsEvent,
  type ToolCallChunkEvent,
  type ToolCallEndEvent,
  type ToolCallResultEvent,
  type ToolCallStartEvent,
} from '@ag-ui/core';
import { maxValueDepth, textDepth } from '../lib/bound-depth';
import { mapGet, mapSet } from '../lib/persistent/persistent-map';
import { stringField } from '../lib/record';
import { closedByClient } from './closed-by-client';
import type { RuleId } from './protocol-rules';
import type { SessionState, ToolCallRecord } from './session-state';
import { annotate, putToolCall, replaceMessage } from './state-helpers';
import { learnToolNames } from './tool-names';

export type ToolCallEvent =
  ToolCallStartEvent | ToolCallArgsEvent | ToolCallEndEvent | ToolCallResultEvent | ToolCallChunkEvent;

const unknownToolName = 'unknown_tool';

function newCall(
  state: SessionState,
  id: string,
  name: string,
  at: number,
  extra: Partial<ToolCallRecord> = {},
): ToolCallRecord {
  const call: ToolCallRecord = { id, name, argsText: '', status: 'streaming_args', startedAt: at, ...extra };
  if (state.currentAgent) call.agentId = state.currentAgent;
  if (state.run.runId) call.runId = state.run.runId;
  return call;
}

/** Links a starting call to its parent message: listed there now, or once that message starts. */
function linkToParent(state: SessionState, call: ToolCallRecord): SessionState {
  const parentId = call.parentMessageId;
  if (!parentId) return putToolCall(state, call);
  const parent = mapGet(state.messages, parentId);
  if (!parent) {
    const waiting = mapGet(state.awaitingParent, parentId) ?? [];
    return {
      ...putToolCall(state, call),
      awaitingParent: mapSet(state.awaitingParent, parentId, [...waiting, call.id]),
    };
  }
  const inline = parent.role === 'assistant' && parent.status === 'streaming';
  const next = putToolCall(state, inline ? { ...call, inline } : call);
  return replaceMessage(next, { ...parent, toolCallIds: [...(parent.toolCallIds ?? []), call.id] });
}

function start(
  state: SessionState,
  id: string,
  name: string,
  at: number,
  extra: Partial<ToolCallRecord>,
): SessionState {
  if (mapGet(state.toolCalls, id)) return annotate(state, 'start-duplicate', id);
  const next = linkToParent(state, newCall(state, id, name, at, extra));
  return { ...next, openToolCallIds: [...state.openToolCallIds, id] };
}

/** A tool call this session never saw start becomes a visible orphan record, not a blank pill. */
function known(state: SessionState, id: string, at: number, rule: RuleId): [SessionState, ToolCallRecord] {
  const existing = mapGet(state.toolCalls, id);
  if (existing) return [state, existing];
  const orphan = newCall(state, id, unknownToolName, at, { orphan: true });
  const next = annotate(putToolCall(state, orphan), rule, id);
  return [{ ...next, openToolCallIds: [...next.openToolCallIds, id] }, orphan];
}

function args(state: SessionState, id: string, delta: string, at: number): SessionState {
  const [next, call] = known(state, id, at, 'unknown-tool-call');
  if (call.status !== 'streaming_args')
    return closedByClient(next, 'tool', id, false) ?? annotate(next, 'content-after-end', id);
  return delta === '' ? next : putToolCall(next, { ...call, argsText: call.argsText + delta });
}

function end(state: SessionState, id: string, at: number): SessionState {
  const [next, call] = known(state, id, at, 'end-without-start');
  if (call.status !== 'streaming_args')
    return closedByClient(next, 'tool', id, true) ?? annotate(next, 'end-duplicate', id);
  const ended = putToolCall(next, { ...call, status: 'awaiting_result', argsEndedAt: at });
  return markDeepText(ended, call.argsText, id);
}

/** Arguments or a result whose text nests too deep: the views read them bounded (`boundDepth`); the log says so. */
function markDeepText(state: SessionState, text: string | undefined, id: string): SessionState {
  return text && textDepth(text, maxValueDepth) > maxValueDepth ? annotate(state, 'value-too-deep', id) : state;
}

function result(state: SessionState, event: ToolCallResultEvent, at: number): SessionState {
  const [next, call] = known(state, event.toolCallId, at, 'unknown-tool-call');
  const error = stringField(event, 'error');
  const settled: ToolCallRecord = {
    ...call,
    status: error ? 'failed' : 'completed',
    result: contentToText(event.content),
    resultMessageId: event.messageId,
    resultAt: at,
    argsEndedAt: call.argsEndedAt ?? at,
  };
  if (error) settled.error = error;
  const open = next.openToolCallIds.filter((other) => other !== call.id);
  return markDeepText({ ...putToolCall(next, settled), openToolCallIds: open }, settled.result, call.id);
}

function chunk(state: SessionState, event: ToolCallChunkEvent, at: number): SessionState {
  const id = event.toolCallId ?? (state.openChunk?.kind === 'tool' ? state.openChunk.id : undefined);
  if (!id) return annotate(state, 'chunk-without-id');
  const extra = event.parentMessageId ? { parentMessageId: event.parentMessageId } : {};
  const started = mapGet(state.toolCalls, id)
    ? state
    : start(state, id, event.toolCallName ?? unknownToolName, at, extra);
  const withChunk = { ...started, openChunk: { kind: 'tool' as const, id } };
  return event.delta ? args(withChunk, id, event.delta, at) : withChunk;
}

/**
 * Tool calls: START → ARGS* (deltas concatenated, never parsed here) → END → RESULT.
 * START keeps `toolDisplayName` and `toolSpokenName` for the labels; a `parentMessageId` links the
 * call to that message, at once when it is on screen (then shown inside it) or when it starts.
 * A duplicate START is ignored; ARGS/END/RESULT for an unknown id create an orphan record;
 * CHUNK expands to start + args and ends when an event of another kind arrives. A RESULT
 * carrying an `error` marks the call failed.
 */
export function reduceToolCalls(state: SessionState, event: ToolCallEvent, at: number): SessionState {
  switch (event.type) {
    case EventType.TOOL_CALL_START: {
      const extra: Partial<ToolCallRecord> = {};
      if (event.parentMessageId) extra.parentMessageId = event.parentMessageId;
      const toolSpokenName = stringField(event, 'toolSpokenName');
      const toolDisplayName = stringField(event, 'toolDisplayName');
      if (toolSpokenName?.trim()) extra.spokenName = toolSpokenName;
      if (!toolDisplayName?.trim()) return start(state, event.toolCallId, event.toolCallName, at, extra);
      const started = start(state, event.toolCallId, event.toolCallName, at, {
        ...extra,
        displayName: toolDisplayName,
      });
      return learnToolNames(started, [[event.toolCallName, toolDisplayName]]);
    }
    case EventType.TOOL_CALL_ARGS:
      return args(state, event.toolCallId, event.delta, at);
    case EventType.TOOL_CALL_END:
      return end(state, event.toolCallId, at);
    case EventType.TOOL_CALL_RESULT:
      return result(state, event, at);
    case EventType.TOOL_CALL_CHUNK:
      return chunk(state, event, at);
  }
}

/** Closes an open tool-call chunk stream (AG-UI: a chunk ends when another kind of event arrives). */
export function closeToolChunk(state: SessionState, id: string, at: number): SessionState {
  const call = mapGet(state.toolCalls, id);
  return call?.status === 'streaming_args' ? end(state, id, at) : state;
}
