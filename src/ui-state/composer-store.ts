import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface ComposerState {
  /**
   * What is being typed: every change in the page's one box (src/ui-state/composer-box.ts) at once, kept
   * across a reload; a change made here (sent, taken back to edit, heard) is written into the box at once by the
   * composer that hosts it.
   */
  draft: string;
  setDraft: (draft: string) => void;
}

/**
 * Global because the draft outlives every screen: kept across a reload and written outside React, by index.html's
 * box before the app runs (app/boot/shell-composer.ts) and by voice input.
 */
export const useComposer = create<ComposerState>()(
  persist(
    (set) => ({
      draft: '',
      setDraft: (draft) => set({ draft }),
    }),
    {
      name: 'hai.composer',
      storage: createJSONStorage(() => localStorage),
      // The draft survives a reload; what was sent is in the thread's outbox.
      partialize: ({ draft }) => ({ draft }),
    },
  ),
);

/** A message taken back to be edited goes before whatever was being typed: nothing typed is lost. */
export function takeBackToEdit(text: string): void {
  const { draft, setDraft } = useComposer.getState();
  setDraft(draft.trim() ? `${text}\n\n${draft}` : text);
}
