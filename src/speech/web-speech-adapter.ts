import { type SpeakOptions, type TtsAdapter, type TtsVoice, type Utterance, type UtteranceEnd } from './tts-adapter';

/** The parts of `SpeechSynthesisUtterance` used here, so tests can pass a fake. */
export interface UtteranceLike {
  text: string;
  lang: string;
  rate: number;
  voice: SpeechSynthesisVoice | null;
  onend: ((event: never) => unknown) | null;
  onerror: ((event: { error?: string }) => unknown) | null;
}

/** The parts of `speechSynthesis` used here. */
export interface SynthLike {
  readonly paused: boolean;
  speak(utterance: never): void;
  cancel(): void;
  pause(): void;
  resume(): void;
  getVoices(): SpeechSynthesisVoice[];
  addEventListener(type: 'voiceschanged', listener: () => void): void;
  removeEventListener(type: 'voiceschanged', listener: () => void): void;
}

const normalizeLang = (lang: string) => lang.replace('_', '-').toLowerCase();

/**
 * Chooses the voice to speak `lang` with: the voice with id `preferredId` if present, else one whose
 * language is exactly `lang` (case and `_`/`-` ignored), else one of the same base language
 * (`nl-BE` for `nl-NL`), else the engine's default voice, else undefined.
 */
export function pickVoice<V extends TtsVoice>(
  voices: readonly V[],
  lang = 'nl-NL',
  preferredId?: string,
): V | undefined {
  const wanted = normalizeLang(lang);
  const base = wanted.split('-')[0];
  return (
    (preferredId === undefined ? undefined : voices.find((voice) => voice.id === preferredId)) ??
    voices.find((voice) => normalizeLang(voice.lang) === wanted) ??
    voices.find((voice) => normalizeLang(voice.lang).split('-')[0] === base) ??
    voices.find((voice) => voice.default === true)
  );
}

const toVoice = (voice: SpeechSynthesisVoice): TtsVoice & { native: SpeechSynthesisVoice } => ({
  id: voice.voiceURI,
  name: voice.name,
  lang: voice.lang,
  default: voice.default,
  native: voice,
});

const defaultUtterance = (text: string) => new SpeechSynthesisUtterance(text) as unknown as UtteranceLike;

/** An utterance that is over before it starts (no engine, or the engine threw). */
const endedUtterance = (text: string, end: UtteranceEnd): Utterance => ({
  text,
  ended: Promise.resolve(end),
  cancel: () => {},
});

/**
 * A TtsAdapter over the Web Speech API. `available` is false when `synth` is missing; speak() then
 * returns an utterance that has ended with 'error'. An utterance ends 'done' on `end`, 'cancelled' on
 * an `interrupted`/`canceled` error or on cancel(), and 'error' on any other error or a throwing engine.
 * Web Speech cannot cancel a single utterance, so cancel() cancels everything the engine holds.
 */
export function createWebSpeechAdapter(
  synth: SynthLike | undefined = globalThis.speechSynthesis as SynthLike | undefined,
  makeUtterance: (text: string) => UtteranceLike = defaultUtterance,
): TtsAdapter {
  // Chrome may garbage-collect an utterance that nothing references and never fire its `end`.
  const alive = new Set<UtteranceLike>();
  const voices = () => (synth ? synth.getVoices().map(toVoice) : []);

  function speak(text: string, options: SpeakOptions): Utterance {
    if (!synth) return endedUtterance(text, 'error');
    let settle!: (end: UtteranceEnd) => void;
    let over = false;
    const ended = new Promise<UtteranceEnd>((resolve) => (settle = resolve));
    const native = makeUtterance(text);
    const finish = (end: UtteranceEnd) => {
      if (over) return;
      over = true;
      alive.delete(native);
      settle(end);
    };
    native.lang = options.lang;
    native.rate = Math.min(10, Math.max(0.1, options.rate));
    native.voice = pickVoice(voices(), options.lang, options.voiceId)?.native ?? null;
    native.onend = () => finish('done');
    native.onerror = (event) =>
      finish(event.error === 'interrupted' || event.error === 'canceled' ? 'cancelled' : 'error');
    alive.add(native);
    try {
      // A cancel() while paused leaves Chrome paused, and the next utterance would never start.
      if (synth.paused) synth.resume();
      synth.speak(native as never);
    } catch {
      finish('error');
    }
    const cancel = () => {
      if (over) return;
      finish('cancelled');
      synth.cancel();
    };
    return { text, ended, cancel };
  }

  return {
    available: synth !== undefined,
    voices: () => voices().map(({ id, name, lang, default: isDefault }) => ({ id, name, lang, default: isDefault })),
    onVoicesChanged(listener) {
      if (!synth) return () => {};
      synth.addEventListener('voiceschanged', listener);
      return () => synth.removeEventListener('voiceschanged', listener);
    },
    speak,
    pause: () => synth?.pause(),
    resume: () => synth?.resume(),
    cancelAll: () => synth?.cancel(),
  };
}
