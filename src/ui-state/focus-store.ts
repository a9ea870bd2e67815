import { create } from 'zustand';

interface Focus {
  /** A tool call the inspector asked to see in the debug panel (from a chip in the chat). */
  toolCallId?: string;
  /** A message to bring into view in the chat (from the debug panel). */
  messageId?: string;
  /** Bumped on every request, so asking for the same target twice still scrolls to it. */
  nonce: number;
  showToolCall: (toolCallId: string) => void;
  showMessage: (messageId: string) => void;
}

/** Cross-panel navigation: one panel asks, another shows. Transient; not persisted. */
export const useFocus = create<Focus>()((set) => ({
  nonce: 0,
  showToolCall: (toolCallId) => set((focus) => ({ toolCallId, nonce: focus.nonce + 1 })),
  showMessage: (messageId) => set((focus) => ({ messageId, nonce: focus.nonce + 1 })),
}));
