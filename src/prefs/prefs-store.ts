import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { SpokenTextType, Theme } from '../api/contract';
import type { Language } from '../lib/locale';

export type SidePanel = 'tools' | 'state' | 'events';

interface PanelLayout {
  /** Whether the side panels are shown, which tab is in front, and their share of the width (%). */
  open: boolean;
  tab: SidePanel;
  size: number;
  /** The session list beside the conversation folded away (tablet, desktop); unset means shown. */
  sidebarHidden?: boolean;
}

interface SpeechPrefs {
  /** Read answers aloud (off by default: turning it on is the gesture that unlocks audio). */
  enabled: boolean;
  voiceId?: string;
  /** Who reads aloud and listens: AGORA's gateway (the default where it has a voice) or this browser. */
  voiceSource?: 'server' | 'browser';
  rate: number;
  /** A new answer cuts off the one being read instead of waiting for it. */
  interruptOnNewAnswer: boolean;
  /** Say what a tool does when it starts ("Ik ga de regelgeving doorzoeken"). */
  speakToolNames: boolean;
  /** What the server speaks: every word (`dictate`) or a summary (`summarize`). Kept on a v2.5 server. */
  spokenTextType: SpokenTextType;
  /** A dictated message goes at once instead of waiting in the composer (unset in older stored preferences: off). */
  sendSpokenAtOnce?: boolean;
}

interface Prefs {
  language: Language;
  /** Light, dark, or as the device is; kept on a v2.5 server, this is the copy for offline and v2.4.1. */
  theme: Theme;
  setTheme: (theme: Theme) => void;
  speech: SpeechPrefs;
  setSpeech: (speech: Partial<SpeechPrefs>) => void;
  layout: PanelLayout;
  setLayout: (layout: Partial<PanelLayout>) => void;
  /** The inspector chosen here for the backend in use (`userIds[inspectorScope]`); the configured default when unset. */
  userId?: string;
  /** The inspector chosen per backend behind AGORA's gateway ('' for the server itself): each has its own users. */
  userIds: Record<string, string>;
  inspectorScope: string;
  setInspectorScope: (scope: string) => void;
  /** The backend chosen behind AGORA's gateway; '' for the gateway's default, unset for the configured one. */
  backend?: string;
  setBackend: (backend: string) => void;
  setLanguage: (language: Language) => void;
  setUserId: (userId: string) => void;
}

const maxKeptInspectors = 20;

/** This backend's inspector first, a few others after it (a stranger's list of backends has no end). */
function keptInspectors(userIds: Record<string, string>, scope: string, userId: string): Record<string, string> {
  const others = Object.entries(userIds).filter(([kept]) => kept !== scope);
  return Object.fromEntries([[scope, userId], ...others.slice(0, maxKeptInspectors - 1)]);
}

/**
 * Version 1 had no theme and no spoken text type: the defaults are added. Up to version 2 one inspector was kept
 * for every backend: it stays the choice where no backend is named.
 */
function migrate(old: Partial<Prefs>, version: number): Partial<Prefs> {
  const themed =
    version >= 2
      ? old
      : { ...old, theme: 'system' as const, speech: { ...old.speech!, spokenTextType: 'summarize' as const } };
  if (version >= 3) return themed;
  const { userId, ...rest } = themed;
  return { ...rest, userIds: userId ? { '': userId } : {} };
}

/**
 * Small persisted preferences, separate from any session. Global because they are this device's, kept across
 * reloads and read at boot before anything renders (the backend, the language, the inspector).
 */
export const usePrefs = create<Prefs>()(
  persist(
    (set) => ({
      language: 'nl',
      theme: 'system',
      setTheme: (theme) => set({ theme }),
      speech: {
        enabled: false,
        rate: 1,
        interruptOnNewAnswer: false,
        speakToolNames: false,
        spokenTextType: 'summarize',
      },
      setSpeech: (speech) => set((prefs) => ({ speech: { ...prefs.speech, ...speech } })),
      layout: { open: false, tab: 'tools', size: 38 },
      setLayout: (layout) => set((prefs) => ({ layout: { ...prefs.layout, ...layout } })),
      setLanguage: (language) => set({ language }),
      userIds: {},
      inspectorScope: '',
      setInspectorScope: (inspectorScope) =>
        set(({ userIds }) => ({ inspectorScope, userId: userIds[inspectorScope] })),
      setUserId: (userId) =>
        set(({ userIds, inspectorScope }) => ({ userId, userIds: keptInspectors(userIds, inspectorScope, userId) })),
      setBackend: (backend) => set({ backend }),
    }),
    {
      name: 'hai.prefs',
      version: 3,
      storage: createJSONStorage(() => localStorage),
      // The inspector in use follows the backend: only the choices per backend are kept.
      partialize: ({ userId: _inUse, inspectorScope: _scope, ...kept }) => kept,
      migrate: (stored, version) => migrate(stored as Partial<Prefs>, version) as Prefs,
    },
  ),
);
