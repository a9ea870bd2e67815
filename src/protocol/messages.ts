import type { MessageStatus, SessionState, TranscriptMessage } from './session-state';

/** Replaces one message; only that message and the lookup table get a new identity. */
export function putMessage(state: SessionState, message: TranscriptMessage): SessionState {
  const exists = message.id in state.messagesById;
  return {
    ...state,
    messagesById: { ...state.messagesById, [message.id]: message },
    messageOrder: exists ? state.messageOrder : [...state.messageOrder, message.id],
  };
}

/** Settles every message still streaming (e.g. at run end or when the stream is cut off). */
export function settleStreaming(state: SessionState, status: Exclude<MessageStatus, 'streaming'>): SessionState {
  const open = state.openMessageIds;
  if (open.length === 0) return state;
  const messagesById = { ...state.messagesById };
  for (const id of open) {
    const message = messagesById[id];
    if (message?.status === 'streaming') messagesById[id] = { ...message, status };
  }
  return { ...state, messagesById, openMessageIds: [] };
}
