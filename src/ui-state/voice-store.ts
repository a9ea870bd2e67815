import { create } from 'zustand';
import type { MessageKey } from '../i18n/catalog';
import type { LoopPhase } from '../speech/hands-free-loop';
import { sttSupported } from '../speech/stt-support';

export interface VoiceControls {
  /** Microphone button or shortcut down: starts listening, or stops a take in progress. */
  press: () => void;
  /** Let go: a press held long enough (push to talk) stops listening; a tap keeps listening. */
  release: () => void;
  setHandsFree: (on: boolean) => void;
}

/** What hands-free needs to know of the open conversation (mirrored by the app's speech wiring). */
export interface ConversationFacts {
  runActive: boolean;
  /** Counts runs that ended, so a new end is seen even when nothing else changed. */
  runsEnded: number;
  /** The first approval waiting for the inspector, with what is read aloud about it. */
  approval?: { id: string; tool: string; reasoning?: string };
}

interface VoiceStore {
  /** This browser can listen; otherwise the microphone is not shown. */
  supported: boolean;
  listening: boolean;
  handsFree: LoopPhase;
  /** The last thing to tell: a failure, or why hands-free stopped. */
  notice?: MessageKey;
  /** Set by the app once the speech player has loaded: loads the recognizer (its own chunk) on first use. */
  load?: () => Promise<VoiceControls>;
  controls?: VoiceControls;
  conversation: ConversationFacts;
}

/** Voice input's state for the composer, and the hooks between it, the speech player and the conversation. */
export const useVoice = create<VoiceStore>()(() => ({
  supported: typeof window !== 'undefined' && sttSupported(window.location.search),
  listening: false,
  handsFree: 'off',
  conversation: { runActive: false, runsEnded: 0 },
}));

let loading: Promise<VoiceControls | undefined> | undefined;

/** Runs `act` with the voice controls, loading them first if this is the first use; calls keep their order. */
export function withVoice(act: (controls: VoiceControls) => void): void {
  const { controls, load } = useVoice.getState();
  if (controls) return act(controls);
  if (!load) return;
  loading ??= load().then(
    (loaded) => {
      useVoice.setState({ controls: loaded });
      return loaded;
    },
    () => (loading = undefined),
  );
  void loading.then((loaded) => loaded && act(loaded));
}
