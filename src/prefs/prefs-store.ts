import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Language } from '../i18n/catalog';

interface Prefs {
  language: Language;
  setLanguage: (language: Language) => void;
}

/** Small persisted preferences, separate from any session. */
export const usePrefs = create<Prefs>()(
  persist(
    (set) => ({
      language: 'nl',
      setLanguage: (language) => set({ language }),
    }),
    { name: 'hai.prefs', version: 1, storage: createJSONStorage(() => localStorage) },
  ),
);
