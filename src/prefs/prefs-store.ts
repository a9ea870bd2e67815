import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Language } from '../i18n/catalog';

interface Prefs {
  language: Language;
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
      setLanguage: (language) => set({ language }),
      setUserId: (userId) => set({ userId }),
    }),
    { name: 'hai.prefs', version: 1, storage: createJSONStorage(() => localStorage) },
  ),
);
