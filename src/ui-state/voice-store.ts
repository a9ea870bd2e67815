import { create } from 'zustand';
import type { MessageKey } from '../i18n/catalog';
import type { LoopPhase } from '../speech/hands-free-loop';
import { sttSupported } from '../speech/stt-support';

interface VoiceStore {
  /** This browser can listen; otherwise the microphone is not shown. */
  supported: boolean;
  listening: boolean;
  handsFree: LoopPhase;
  /** The last thing to tell: a failure, or why hands-free stopped. */
  notice?: MessageKey;
}

/**
 * What voice input shows: the microphone, the hands-free switch and its line (its controls: `AppController.voice`).
 * Global because the voice controller, loaded on first use outside React, writes it.
 */
export const useVoice = create<VoiceStore>()(() => ({
  supported: typeof window !== 'undefined' && sttSupported(window.location.search),
  listening: false,
  handsFree: 'off',
}));
