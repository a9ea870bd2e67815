export interface TtsVoice {
  id: string;
  name: string;
  lang: string;
  /** The engine's own default voice, where it says so. */
  default?: boolean;
}

export interface SpeakOptions {
  voiceId?: string;
  rate: number;
  lang: string;
}

export type UtteranceEnd = 'done' | 'cancelled' | 'error';

export interface Utterance {
  readonly text: string;
  /** Settles exactly once and never rejects. */
  readonly ended: Promise<UtteranceEnd>;
  /** Stops this utterance; `ended` then resolves 'cancelled' (a no-op once ended). */
  cancel(): void;
}

export interface TtsAdapter {
  /** False: no speech engine here; speak() then returns an utterance that ends with 'error'. */
  readonly available: boolean;
  voices(): TtsVoice[];
  onVoicesChanged(listener: () => void): () => void;
  /** Starts at once; the queue calls it one utterance at a time. */
  speak(text: string, options: SpeakOptions): Utterance;
  pause(): void;
  resume(): void;
  cancelAll(): void;
}
