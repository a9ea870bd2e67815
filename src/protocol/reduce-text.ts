import {
  EventType,
  type TextMessageChunkEvent,
  type TextMessageContentEvent,
  type TextMessageEndEvent,
  type TextMessageStartEvent,
} from '@ag-ui/core';
import { putMessage } from './messages';
import type { SessionState, TranscriptMessage } from './session-state';

export type TextEvent = TextMessageStartEvent | TextMessageContentEvent | TextMessageEndEvent | TextMessageChunkEvent;

function openMessage(state: SessionState, id: string, role: string, at: number): SessionState {
  const message: TranscriptMessage = { id, role, text: '', status: 'streaming', createdAt: at };
  if (role === 'assistant' && state.currentAgent) message.agentId = state.currentAgent;
  if (state.run.runId) message.runId = state.run.runId;
  const next = putMessage(state, message);
  return { ...next, openMessageIds: [...state.openMessageIds, id] };
}

function append(state: SessionState, id: string, delta: string, at: number): SessionState {
  const opened = state.messagesById[id] ? state : openMessage(state, id, 'assistant', at);
  const message = opened.messagesById[id]!;
  if (delta === '') return opened;
  return putMessage(opened, { ...message, text: message.text + delta });
}

function close(state: SessionState, id: string): SessionState {
  const message = state.messagesById[id];
  if (!message || message.status !== 'streaming') return state;
  const next = putMessage(state, { ...message, status: 'complete' });
  return { ...next, openMessageIds: state.openMessageIds.filter((open) => open !== id) };
}

/**
 * Text messages. A duplicate START is ignored; CONTENT before START creates the message;
 * END for an unknown or settled message changes nothing. CHUNK expands to start + content
 * (it closes with the run, as AG-UI chunks carry no end of their own).
 */
export function reduceText(state: SessionState, event: TextEvent, at: number): SessionState {
  switch (event.type) {
    case EventType.TEXT_MESSAGE_START:
      return state.messagesById[event.messageId] ? state : openMessage(state, event.messageId, event.role ?? 'assistant', at);
    case EventType.TEXT_MESSAGE_CONTENT:
      return append(state, event.messageId, event.delta, at);
    case EventType.TEXT_MESSAGE_END:
      return close(state, event.messageId);
    case EventType.TEXT_MESSAGE_CHUNK: {
      const id = event.messageId ?? state.openMessageIds[state.openMessageIds.length - 1];
      if (!id) return state;
      const started = state.messagesById[id] ? state : openMessage(state, id, event.role ?? 'assistant', at);
      return append(started, id, event.delta ?? '', at);
    }
  }
}
