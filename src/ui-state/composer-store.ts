import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** A message sent before the conversation's engine had loaded: it waits here, kept across a reload. */
export interface EarlyMessage {
  threadId: string;
  text: string;
  at: number;
}

interface ComposerState {
  /**
   * What is being typed. Kept here, not in the box, because the box moves: the shell shows it at once,
   * the conversation's own takes over when the engine has loaded, and neither may lose a character.
   */
  draft: string;
  /** The caret of a focused box that went away, so the next one takes focus where typing was. */
  handoff?: { start: number; end: number };
  early: readonly EarlyMessage[];
  setDraft: (draft: string) => void;
  setHandoff: (handoff: { start: number; end: number } | undefined) => void;
  queueEarly: (message: EarlyMessage) => void;
  /** The thread's early messages, removed from the queue: the caller sends them (exactly once). */
  takeEarly: (threadId: string) => readonly EarlyMessage[];
}

export const useComposer = create<ComposerState>()(
  persist(
    (set, get) => ({
      draft: '',
      early: [],
      setDraft: (draft) => set({ draft }),
      setHandoff: (handoff) => set({ handoff }),
      queueEarly: (message) => set({ early: [...get().early, message] }),
      takeEarly(threadId) {
        const taken = get().early.filter((message) => message.threadId === threadId);
        if (taken.length > 0) set({ early: get().early.filter((message) => message.threadId !== threadId) });
        return taken;
      },
    }),
    {
      name: 'hai.composer',
      storage: createJSONStorage(() => localStorage),
      // The draft and the early messages survive a reload; where the caret was does not.
      partialize: ({ draft, early }) => ({ draft, early }),
    },
  ),
);
