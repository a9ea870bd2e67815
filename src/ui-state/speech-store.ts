import { create } from 'zustand';

export interface SpeechView {
  available: boolean;
  status: 'idle' | 'speaking' | 'paused';
  /** What is being said now, and of which message. */
  current?: { key: string; messageId?: string; text: string };
  queued: number;
  voices: { id: string; name: string; lang: string }[];
}

export interface SpeechControls {
  pause: () => void;
  resume: () => void;
  skip: () => void;
  stopAll: () => void;
  /** Turning speech on is a user gesture: it also says a short confirmation, which unlocks audio. */
  setEnabled: (on: boolean) => void;
}

interface SpeechStore {
  view: SpeechView;
  controls?: SpeechControls;
}

/** What the speech player is doing, for the header controls and the chat's "now speaking" mark. */
export const useSpeech = create<SpeechStore>()(() => ({
  view: { available: false, status: 'idle', queued: 0, voices: [] },
}));
