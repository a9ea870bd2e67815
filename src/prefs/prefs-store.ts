import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Language } from '../lib/locale';

export type SidePanel = 'tools' | 'state' | 'events';

export interface PanelLayout {
  /** Whether the side panels are shown, which tab is in front, and their share of the width (%). */
  open: boolean;
  tab: SidePanel;
  size: number;
}

export interface SpeechPrefs {
  /** Read answers aloud (off by default: turning it on is the gesture that unlocks audio). */
  enabled: boolean;
  voiceId?: string;
  rate: number;
  /** A new answer cuts off the one being read instead of waiting for it. */
  interruptOnNewAnswer: boolean;
  /** Say what a tool does when it starts ("Ik ga de regelgeving doorzoeken"). */
  speakToolNames: boolean;
}

interface Prefs {
  language: Language;
  speech: SpeechPrefs;
  setSpeech: (speech: Partial<SpeechPrefs>) => void;
  layout: PanelLayout;
  setLayout: (layout: Partial<PanelLayout>) => void;
  /** The inspector persona chosen here; the configured default when unset. */
  userId?: string;
  setLanguage: (language: Language) => void;
  setUserId: (userId: string) => void;
}

/** Small persisted preferences, separate from any session. */
export const usePrefs = create<Prefs>()(
  persist(
    (set) => ({
      language: 'nl',
      speech: { enabled: false, rate: 1, interruptOnNewAnswer: false, speakToolNames: false },
      setSpeech: (speech) => set((prefs) => ({ speech: { ...prefs.speech, ...speech } })),
      layout: { open: false, tab: 'tools', size: 38 },
      setLayout: (layout) => set((prefs) => ({ layout: { ...prefs.layout, ...layout } })),
      setLanguage: (language) => set({ language }),
      setUserId: (userId) => set({ userId }),
    }),
    { name: 'hai.prefs', version: 1, storage: createJSONStorage(() => localStorage) },
  ),
);
