import { create } from 'zustand';

/** One request to bring something into view; a new object each time, so asking twice still counts. */
export interface FocusRequest {
  id: string;
  nonce: number;
}

interface Focus {
  /** The chat asked the debug panel to show this tool call. */
  toolCall?: FocusRequest;
  /** A panel asked the chat to show this message. */
  message?: FocusRequest;
  showToolCall: (toolCallId: string) => void;
  showMessage: (messageId: string) => void;
}

let nonce = 0;

/** Cross-panel navigation: one panel asks, another shows. Transient; not persisted. */
export const useFocus = create<Focus>()((set) => ({
  showToolCall: (id) => set({ toolCall: { id, nonce: ++nonce } }),
  showMessage: (id) => set({ message: { id, nonce: ++nonce } }),
}));
