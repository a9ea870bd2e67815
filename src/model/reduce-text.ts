import {
  EventType,
  type TextMessageChunkEvent,
  type TextMessageContentEvent,
  type TextMessageEndEvent,
  type TextMessageStartEvent,
} from '@ag-ui/core';
import { mapGet } from '../lib/persistent/persistent-map';
import { closedByClient } from './closed-by-client';
import type { SessionState } from './session-state';
import { annotate, appendText, closeMessage, openMessage, replaceMessage } from './state-helpers';

export type TextEvent = TextMessageStartEvent | TextMessageContentEvent | TextMessageEndEvent | TextMessageChunkEvent;

/** START for a message id; a duplicate START is ignored (and noted). */
export function startStream(state: SessionState, id: string, role: string, at: number): SessionState {
  if (mapGet(state.messages, id)) return annotate(state, 'start-duplicate', id);
  return openMessage(state, id, role, at);
}

/** CONTENT for a message id; content before START creates the message; late content joins a cut-off message. */
export function streamContent(state: SessionState, id: string, role: string, delta: string, at: number): SessionState {
  const message = mapGet(state.messages, id);
  if (message?.status === 'streaming')
    return delta === '' ? state : replaceMessage(state, { ...message, text: message.text + delta });
  // Settled by the client (its run was cut off or stopped), not ended by the server: late text stays with it.
  if (message?.status === 'incomplete' && delta !== '')
    return annotate(replaceMessage(state, { ...message, text: message.text + delta }), 'after-stop', id);
  if (message) return closedByClient(state, 'text', id, false) ?? annotate(state, 'content-after-end', id);
  return appendText(annotate(openMessage(state, id, role, at), 'content-before-start', id), id, delta);
}

export function endStream(state: SessionState, id: string): SessionState {
  const message = mapGet(state.messages, id);
  if (!message) return annotate(state, 'end-without-start', id);
  if (message.status !== 'streaming')
    return closedByClient(state, 'text', id, true) ?? annotate(state, 'end-duplicate', id);
  return closeMessage(state, id);
}

/** A chunk opens its message if needed and stays open until an event of another kind arrives. */
export function streamChunk(
  state: SessionState,
  kind: 'text' | 'reasoning',
  messageId: string | undefined,
  role: string,
  delta: string | undefined,
  at: number,
): SessionState {
  const id = messageId ?? (state.openChunk?.kind === kind ? state.openChunk.id : undefined);
  if (!id) return annotate(state, 'chunk-without-id');
  const started = mapGet(state.messages, id) ? state : openMessage(state, id, role, at);
  const withChunk = { ...started, openChunk: { kind, id } };
  return delta ? streamContent(withChunk, id, role, delta, at) : withChunk;
}

/**
 * Text messages. A duplicate START is ignored; CONTENT before START creates the message;
 * END for an unknown or settled message changes nothing (both noted in the event log; the first END
 * for a message this client closed itself is noted as such, not as a duplicate).
 * CHUNK expands to start + content and closes when an event of another kind arrives.
 */
export function reduceText(state: SessionState, event: TextEvent, at: number): SessionState {
  switch (event.type) {
    case EventType.TEXT_MESSAGE_START:
      return startStream(state, event.messageId, event.role ?? 'assistant', at);
    case EventType.TEXT_MESSAGE_CONTENT:
      return streamContent(state, event.messageId, 'assistant', event.delta, at);
    case EventType.TEXT_MESSAGE_END:
      return endStream(state, event.messageId);
    case EventType.TEXT_MESSAGE_CHUNK:
      return streamChunk(state, 'text', event.messageId, event.role ?? 'assistant', event.delta, at);
  }
}
