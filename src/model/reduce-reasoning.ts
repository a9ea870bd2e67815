import {
  EventType,
  type ReasoningEncryptedValueEvent,
  type ReasoningEndEvent,
  type ReasoningMessageChunkEvent,
  type ReasoningMessageContentEvent,
  type ReasoningMessageEndEvent,
  type ReasoningMessageStartEvent,
  type ReasoningStartEvent,
} from '@ag-ui/core';
import { mapGet } from '../lib/persistent/persistent-map';
import { endStream, startStream, streamChunk, streamContent } from './reduce-text';
import type { SessionState } from './session-state';
import { annotate, putMessage, putToolCall } from './state-helpers';

export type ReasoningEvent =
  | ReasoningStartEvent
  | ReasoningMessageStartEvent
  | ReasoningMessageContentEvent
  | ReasoningMessageEndEvent
  | ReasoningMessageChunkEvent
  | ReasoningEndEvent
  | ReasoningEncryptedValueEvent;

function markEncrypted(state: SessionState, event: ReasoningEncryptedValueEvent): SessionState {
  if (event.subtype === 'tool-call') {
    const call = mapGet(state.toolCalls, event.entityId);
    return call
      ? putToolCall(state, { ...call, encrypted: true })
      : annotate(state, 'unknown-tool-call', event.entityId);
  }
  const message = mapGet(state.messages, event.entityId);
  return message
    ? putMessage(state, { ...message, encrypted: true })
    : annotate(state, 'unknown-message', event.entityId);
}

/**
 * Reasoning streams into messages of role `reasoning` (shown collapsed), with the same rules as
 * text. REASONING_START/END bracket a reasoning phase and close what is still open in it; an
 * encrypted value only marks its message or tool call (the value itself is never shown).
 */
export function reduceReasoning(state: SessionState, event: ReasoningEvent, at: number): SessionState {
  switch (event.type) {
    case EventType.REASONING_START:
      return state;
    case EventType.REASONING_MESSAGE_START:
      return startStream(state, event.messageId, 'reasoning', at);
    case EventType.REASONING_MESSAGE_CONTENT:
      return streamContent(state, event.messageId, 'reasoning', event.delta, at);
    case EventType.REASONING_MESSAGE_END:
      return endStream(state, event.messageId);
    case EventType.REASONING_MESSAGE_CHUNK:
      return streamChunk(state, 'reasoning', event.messageId, 'reasoning', event.delta, at);
    case EventType.REASONING_END: {
      let next = state;
      for (const id of state.openMessageIds) {
        if (mapGet(next.messages, id)?.role === 'reasoning') next = endStream(next, id);
      }
      return next;
    }
    case EventType.REASONING_ENCRYPTED_VALUE:
      return markEncrypted(state, event);
  }
}
