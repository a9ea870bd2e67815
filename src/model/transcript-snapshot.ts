import { contentToText, type Message } from '@ag-ui/core';
import { emptyList, listFromArray } from '../lib/persistent/persistent-list';
import { emptyMap, mapFromEntries, mapGet } from '../lib/persistent/persistent-map';
import type { SessionState, TimelineItem, ToolCallRecord, TranscriptMessage } from './session-state';

/** A whole transcript in arrival order, to replace the live one (MESSAGES_SNAPSHOT, REST history). */
export interface TranscriptSnapshot {
  messages: TranscriptMessage[];
  toolCalls: ToolCallRecord[];
  timeline: TimelineItem[];
}

/** Builds a snapshot where an id seen again replaces its record in place instead of listing it twice. */
export function snapshotBuilder() {
  const messages = new Map<string, TranscriptMessage>();
  const calls = new Map<string, ToolCallRecord>();
  const timeline: TimelineItem[] = [];
  return {
    message(message: TranscriptMessage) {
      if (!messages.has(message.id)) timeline.push({ kind: 'message', id: message.id });
      messages.set(message.id, message);
    },
    call(call: ToolCallRecord) {
      if (!calls.has(call.id)) timeline.push({ kind: 'toolCall', id: call.id });
      calls.set(call.id, call);
    },
    getCall: (id: string) => calls.get(id),
    build: (): TranscriptSnapshot => ({ messages: [...messages.values()], toolCalls: [...calls.values()], timeline }),
  };
}

const textOf = (content: unknown): string =>
  typeof content === 'string'
    ? content
    : Array.isArray(content)
      ? contentToText(content as Parameters<typeof contentToText>[0])
      : '';

/** AG-UI messages → transcript; assistant `toolCalls` and `tool` messages stay linked by id. */
export function fromAgUiMessages(messages: readonly Message[], state: SessionState, at: number): TranscriptSnapshot {
  const snapshot = snapshotBuilder();
  for (const message of messages) {
    if (message.role === 'tool') {
      const call = snapshot.getCall(message.toolCallId) ?? mapGet(state.toolCalls, message.toolCallId);
      if (!call) continue;
      const settled: ToolCallRecord = {
        ...call,
        status: message.error ? 'failed' : 'completed',
        result: textOf(message.content),
        resultMessageId: message.id,
      };
      if (message.error) settled.error = message.error;
      snapshot.call(settled);
      continue;
    }
    const previous = mapGet(state.messages, message.id);
    const item: TranscriptMessage = {
      ...previous,
      id: message.id,
      role: message.role,
      text: textOf('content' in message ? message.content : ''),
      status: 'complete',
      createdAt: previous?.createdAt ?? at,
    };
    if (previous?.delivery) item.delivery = 'sent';
    if (message.role === 'activity')
      Object.assign(item, { activityType: message.activityType, content: message.content });
    snapshot.message(item);
    for (const toolCall of message.role === 'assistant' ? (message.toolCalls ?? []) : []) {
      const known = snapshot.getCall(toolCall.id) ?? mapGet(state.toolCalls, toolCall.id);
      const settled = known && (known.result !== undefined || known.status !== 'streaming_args');
      const status = settled ? known.status : 'awaiting_result';
      snapshot.call({
        startedAt: at,
        ...known,
        id: toolCall.id,
        name: toolCall.function.name,
        argsText: toolCall.function.arguments,
        status,
        parentMessageId: message.id,
      });
    }
  }
  return snapshot.build();
}

/** What the inspector typed and the server has not taken (queued or held back). */
export const isUnsent = (message: TranscriptMessage | undefined): message is TranscriptMessage =>
  message?.role === 'user' && message.delivery !== undefined && message.delivery !== 'sent';

/** Puts a whole transcript (already merged with what is to stay of the live one) in place of the live one. */
export function replaceTranscript(state: SessionState, merged: TranscriptSnapshot): SessionState {
  const { messages, toolCalls, timeline } = merged;
  const byId = new Map(messages.map((m) => [m.id, m] as const));
  const lastUser = timeline.findLast((item) => item.kind === 'message' && byId.get(item.id)?.role === 'user');
  return {
    ...state,
    messages: messages.length ? mapFromEntries([...byId]) : emptyMap(),
    toolCalls: toolCalls.length ? mapFromEntries(toolCalls.map((c) => [c.id, c] as const)) : emptyMap(),
    timeline: timeline.length ? listFromArray(timeline) : emptyList(),
    queuedIds: state.queuedIds.filter((id) => !mapGet(state.messages, id) || isUnsent(byId.get(id))),
    openMessageIds: [],
    openToolCallIds: toolCalls.filter((c) => c.status === 'awaiting_result').map((c) => c.id),
    awaitingParent: emptyMap(),
    openChunk: undefined,
    lastUserMessageId: lastUser?.id,
  };
}
