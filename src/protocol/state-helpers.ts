import { noteLastEntry } from './event-log';
import { listPush } from './persistent-list';
import { mapGet, mapHas, mapSet } from './persistent-map';
import type { MessageStatus, SessionState, TimelineKind, ToolCallRecord, TranscriptMessage } from './session-state';

/** Records in the event log what the reducer made of the current frame (unknown id, duplicate, …). */
export function note(state: SessionState, text: string): SessionState {
  return { ...state, eventLog: noteLastEntry(state.eventLog, text) };
}

function appendToTimeline(state: SessionState, kind: TimelineKind, id: string): SessionState {
  return { ...state, timeline: listPush(state.timeline, { kind, id }) };
}

/** Stores a message; a new one also takes its place at the end of the timeline. */
export function putMessage(state: SessionState, message: TranscriptMessage): SessionState {
  const isNew = !mapHas(state.messages, message.id);
  const next = { ...state, messages: mapSet(state.messages, message.id, message) };
  return isNew ? appendToTimeline(next, 'message', message.id) : next;
}

/** Stores a tool call; a new one also takes its place in the timeline where it happened. */
export function putToolCall(state: SessionState, call: ToolCallRecord): SessionState {
  const isNew = !mapHas(state.toolCalls, call.id);
  const next = { ...state, toolCalls: mapSet(state.toolCalls, call.id, call) };
  return isNew ? appendToTimeline(next, 'toolCall', call.id) : next;
}

export function addTimelineItem(state: SessionState, kind: TimelineKind, id: string): SessionState {
  return appendToTimeline(state, kind, id);
}

/** Opens a streaming message of the given role, attributed to the current agent and run. */
export function openMessage(state: SessionState, id: string, role: string, at: number): SessionState {
  const message: TranscriptMessage = { id, role, text: '', status: 'streaming', createdAt: at };
  if (role === 'assistant' && state.currentAgent) message.agentId = state.currentAgent;
  if (state.run.runId) message.runId = state.run.runId;
  return { ...putMessage(state, message), openMessageIds: [...state.openMessageIds, id] };
}

/** Replaces a message already stored (the streaming hot path: one map write, no timeline check). */
export function replaceMessage(state: SessionState, message: TranscriptMessage): SessionState {
  return { ...state, messages: mapSet(state.messages, message.id, message) };
}

export function appendText(state: SessionState, id: string, delta: string): SessionState {
  const message = mapGet(state.messages, id);
  if (!message || delta === '') return state;
  return replaceMessage(state, { ...message, text: message.text + delta });
}

export function closeMessage(state: SessionState, id: string, status: Exclude<MessageStatus, 'streaming'> = 'complete'): SessionState {
  const message = mapGet(state.messages, id);
  if (!message || message.status !== 'streaming') return state;
  const next = putMessage(state, { ...message, status });
  return { ...next, openMessageIds: state.openMessageIds.filter((open) => open !== id) };
}

/**
 * Settles everything still streaming when a run ends or is cut off: messages get `status`;
 * tool calls still waiting become interrupted unless the run ended normally.
 */
export function settleOpen(state: SessionState, status: Exclude<MessageStatus, 'streaming'>): SessionState {
  let next: SessionState = { ...state, openChunk: undefined };
  for (const id of state.openMessageIds) next = closeMessage(next, id, status);
  if (status === 'incomplete') {
    for (const id of state.openToolCallIds) {
      const call = mapGet(next.toolCalls, id);
      if (call && (call.status === 'streaming_args' || call.status === 'awaiting_result')) next = putToolCall(next, { ...call, status: 'interrupted' });
    }
    next = { ...next, openToolCallIds: [] };
  }
  return next;
}
