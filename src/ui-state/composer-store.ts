import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Sender } from '../session/sender';
import { writeComposerBox } from './composer-box';

interface ComposerState {
  /**
   * What is being typed: every change in the page's one box (src/ui-state/composer-box.ts) at once, kept
   * across a reload; a change made here (sent, taken back to edit) is written into the box at once.
   */
  draft: string;
  setDraft: (draft: string) => void;
}

export const useComposer = create<ComposerState>()(
  persist(
    (set) => ({
      draft: '',
      setDraft(draft) {
        writeComposerBox(draft);
        set({ draft });
      },
    }),
    {
      name: 'hai.composer',
      storage: createJSONStorage(() => localStorage),
      // The draft survives a reload; what was sent is in the thread's outbox.
      partialize: ({ draft }) => ({ draft }),
    },
  ),
);

/** Sends what the box holds (`text`: the box's value now) through the one send path; the box empties when it went. */
export function sendFromBox(sender: Sender, text: string = useComposer.getState().draft): boolean {
  if (!sender.send(text)) return false;
  useComposer.getState().setDraft('');
  return true;
}
