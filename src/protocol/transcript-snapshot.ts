import type { Message } from '@ag-ui/core';
import { contentToText } from '@ag-ui/core';
import { emptyList, listFromArray, listValues } from './persistent-list';
import { emptyMap, mapFromEntries, mapGet } from './persistent-map';
import type { SessionState, TimelineItem, ToolCallRecord, TranscriptMessage } from './session-state';

/** A whole transcript in arrival order, to replace the live one (MESSAGES_SNAPSHOT, REST history). */
export interface TranscriptSnapshot {
  messages: TranscriptMessage[];
  toolCalls: ToolCallRecord[];
  timeline: TimelineItem[];
}

const textOf = (content: unknown): string =>
  typeof content === 'string' ? content : Array.isArray(content) ? contentToText(content as Parameters<typeof contentToText>[0]) : '';

/** AG-UI messages → transcript; assistant `toolCalls` and `tool` messages stay linked by id. */
export function fromAgUiMessages(messages: readonly Message[], state: SessionState, at: number): TranscriptSnapshot {
  const snapshot: TranscriptSnapshot = { messages: [], toolCalls: [], timeline: [] };
  const calls = new Map<string, ToolCallRecord>();
  for (const message of messages) {
    if (message.role === 'tool') {
      const call = calls.get(message.toolCallId);
      if (call) Object.assign(call, { status: message.error ? 'failed' : 'completed', result: textOf(message.content), resultMessageId: message.id }, message.error ? { error: message.error } : {});
      continue;
    }
    const previous = mapGet(state.messages, message.id);
    const item: TranscriptMessage = { ...previous, id: message.id, role: message.role, text: textOf('content' in message ? message.content : ''), status: 'complete', createdAt: previous?.createdAt ?? at };
    if (message.role === 'activity') Object.assign(item, { activityType: message.activityType, content: message.content });
    snapshot.messages.push(item);
    snapshot.timeline.push({ kind: 'message', id: message.id });
    for (const toolCall of message.role === 'assistant' ? (message.toolCalls ?? []) : []) {
      const known = mapGet(state.toolCalls, toolCall.id);
      const call: ToolCallRecord = { startedAt: at, ...known, id: toolCall.id, name: toolCall.function.name, argsText: toolCall.function.arguments, status: known?.result === undefined ? 'awaiting_result' : known.status, parentMessageId: message.id };
      calls.set(call.id, call);
      snapshot.toolCalls.push(call);
      snapshot.timeline.push({ kind: 'toolCall', id: call.id });
    }
  }
  return snapshot;
}

/**
 * Replaces the transcript. What the inspector typed and the server has not yet taken stays, at
 * the end; notices and approvals keep their timeline entries, after the snapshot's.
 */
export function applyTranscript(state: SessionState, snapshot: TranscriptSnapshot): SessionState {
  const queued = state.queuedIds.map((id) => mapGet(state.messages, id)).filter((m): m is TranscriptMessage => !!m);
  const kept: TimelineItem[] = [];
  for (const item of listValues(state.timeline)) if (item.kind === 'notice' || item.kind === 'approval') kept.push(item);
  const messages = [...snapshot.messages, ...queued];
  const timeline = [...snapshot.timeline, ...kept, ...queued.map((m) => ({ kind: 'message' as const, id: m.id }))];
  const lastUser = [...messages].reverse().find((m) => m.role === 'user');
  return {
    ...state,
    messages: messages.length ? mapFromEntries(messages.map((m) => [m.id, m] as const)) : emptyMap(),
    toolCalls: snapshot.toolCalls.length ? mapFromEntries(snapshot.toolCalls.map((c) => [c.id, c] as const)) : emptyMap(),
    timeline: timeline.length ? listFromArray(timeline) : emptyList(),
    openMessageIds: [],
    openToolCallIds: snapshot.toolCalls.filter((c) => c.status === 'awaiting_result').map((c) => c.id),
    openChunk: undefined,
    lastUserMessageId: lastUser?.id,
  };
}
