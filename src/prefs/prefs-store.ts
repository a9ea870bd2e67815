import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Language } from '../i18n/catalog';

export type SidePanel = 'tools' | 'state' | 'events';

export interface PanelLayout {
  /** Whether the side panels are shown, which tab is in front, and their share of the width (%). */
  open: boolean;
  tab: SidePanel;
  size: number;
}

interface Prefs {
  language: Language;
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
      layout: { open: false, tab: 'tools', size: 38 },
      setLayout: (layout) => set((prefs) => ({ layout: { ...prefs.layout, ...layout } })),
      setLanguage: (language) => set({ language }),
      setUserId: (userId) => set({ userId }),
    }),
    { name: 'hai.prefs', version: 1, storage: createJSONStorage(() => localStorage) },
  ),
);
