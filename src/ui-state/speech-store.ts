import { create } from 'zustand';

interface SpeechView {
  available: boolean;
  status: 'idle' | 'speaking' | 'paused';
  /** What is being said now, and of which message. */
  current?: { key: string; messageId?: string; text: string };
  queued: number;
  voices: { id: string; name: string; lang: string }[];
}

interface SpeechStore {
  /** The speech player has loaded (its own chunk, after first paint): until then there is nothing to control. */
  ready: boolean;
  view: SpeechView;
}

/**
 * What the speech player is doing, for the header controls and the chat's "now speaking" mark (its controls:
 * `AppController.speech`). Global because the player, made at boot in its own chunk outside React, writes it.
 */
export const useSpeech = create<SpeechStore>()(() => ({
  ready: false,
  view: { available: false, status: 'idle', queued: 0, voices: [] },
}));
