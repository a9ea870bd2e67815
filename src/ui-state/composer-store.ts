import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { writeComposerBox } from './composer-box';

/** A message sent before the conversation's engine had loaded: it waits here, kept across a reload. */
export interface EarlyMessage {
  threadId: string;
  text: string;
  at: number;
}

interface ComposerState {
  /**
   * What is being typed: every change in the page's one box (src/ui-state/composer-box.ts) at once, kept
   * across a reload; a change made here (sent, taken back to edit) is written into the box at once.
   */
  draft: string;
  early: readonly EarlyMessage[];
  setDraft: (draft: string) => void;
  queueEarly: (message: EarlyMessage) => void;
  /** The thread's early messages, removed from the queue: the caller sends them (exactly once). */
  takeEarly: (threadId: string) => readonly EarlyMessage[];
}

export const useComposer = create<ComposerState>()(
  persist(
    (set, get) => ({
      draft: '',
      early: [],
      setDraft(draft) {
        writeComposerBox(draft);
        set({ draft });
      },
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
      // The draft and the early messages survive a reload.
      partialize: ({ draft, early }) => ({ draft, early }),
    },
  ),
);
