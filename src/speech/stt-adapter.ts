/** Why listening failed, as the inspector is told: no permission, no microphone, nothing heard, the service. */
export type SttError = 'not-allowed' | 'audio-capture' | 'no-speech' | 'network';

export type ListenEnd = { kind: 'heard'; text: string } | { kind: 'failed'; error: SttError } | { kind: 'cancelled' };

export interface ListenOptions {
  /** BCP 47 tag: nl-NL or en-US. */
  lang: string;
  /** Everything heard so far (final and interim), each time it changes. */
  onInterim: (text: string) => void;
}

export interface Listening {
  /** Settles exactly once and never rejects; an empty transcript ends as 'no-speech'. */
  readonly ended: Promise<ListenEnd>;
  /** Stops listening; what was heard so far becomes the final transcript. */
  stop(): void;
  /** Stops and drops what was heard; `ended` resolves 'cancelled' (a no-op once ended). */
  cancel(): void;
}

export interface SpeechToText {
  /** False: no recognizer here; listen() then ends at once with 'network'. */
  readonly available: boolean;
  /** One utterance: it ends by itself when the speaker pauses, or on stop(). */
  listen(options: ListenOptions): Listening;
}

/** A take that is over before it starts (no recognizer, or it threw). */
export const endedListening = (end: ListenEnd): Listening => ({
  ended: Promise.resolve(end),
  stop: () => {},
  cancel: () => {},
});
