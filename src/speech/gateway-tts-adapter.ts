import { type SpeakOptions, type TtsAdapter, type Utterance, type UtteranceEnd } from './tts-adapter';

/** The parts of `HTMLAudioElement` used here, so tests can pass a fake. */
export interface AudioLike {
  src: string;
  playbackRate: number;
  onended: (() => void) | null;
  onerror: (() => void) | null;
  play(): Promise<void>;
  pause(): void;
}

/** Why the gateway's voice gave up: a refused key, no voice service behind it, no answer, or unplayable audio. */
export type GatewayFailure = 'refused' | 'unavailable' | 'network' | 'playback';

export interface GatewayTtsOptions {
  /** The gateway's `…/gateway/elevenlabs/tts`. */
  url: string;
  /** The gateway's configured voice; the gateway's default when absent. */
  voiceId?: string;
  headers: () => Record<string, string>;
  /** Speaks the sentence that failed and everything after it. */
  fallback: TtsAdapter;
  onFailure: (failure: GatewayFailure) => void;
  fetch?: typeof fetch;
  makeAudio?: () => AudioLike;
  objectUrls?: { create(blob: Blob): string; revoke(url: string): void };
}

const failureOf = (status: number): GatewayFailure => (status === 401 || status === 403 ? 'refused' : 'unavailable');

interface Engine {
  options: GatewayTtsOptions;
  fetchAudio: typeof fetch;
  makeAudio: () => AudioLike;
  objectUrls: { create(blob: Blob): string; revoke(url: string): void };
  live: Set<GatewayUtterance>;
  paused: () => boolean;
  /** The first failure: reported once, and the fallback speaks from then on. */
  giveUp(failure: GatewayFailure): void;
}

/** One sentence: fetched, played from an object URL, or handed to the fallback when the gateway fails. */
class GatewayUtterance implements Utterance {
  readonly ended: Promise<UtteranceEnd>;
  private settle!: (end: UtteranceEnd) => void;
  private readonly abort = new AbortController();
  private audio: AudioLike | undefined;
  private src: string | undefined;
  private handedOver: Utterance | undefined;
  private over = false;

  constructor(
    readonly text: string,
    private readonly speakOptions: SpeakOptions,
    private readonly engine: Engine,
  ) {
    this.ended = new Promise((resolve) => (this.settle = resolve));
    engine.live.add(this);
    this.load().catch(() => this.fail('network'));
  }

  readonly cancel = (): void => {
    this.abort.abort();
    this.handedOver?.cancel();
    this.finish('cancelled');
  };

  hold(): void {
    this.audio?.pause();
  }

  play(): void {
    this.audio?.play().catch(() => this.fail('playback'));
  }

  private async load(): Promise<void> {
    const { options, fetchAudio } = this.engine;
    const response = await fetchAudio(options.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...options.headers() },
      // It carries the key: a redirect (the browser would forward the key) is a failure, not followed.
      redirect: 'manual',
      body: JSON.stringify({ text: this.text, voice_id: options.voiceId, model_id: 'eleven_multilingual_v2' }),
      signal: this.abort.signal,
    });
    if (!response.ok) return this.fail(failureOf(response.status));
    const blob = await response.blob();
    if (this.over) return;
    const audio = this.engine.makeAudio();
    this.src = this.engine.objectUrls.create(blob);
    this.audio = audio;
    audio.playbackRate = Math.min(4, Math.max(0.5, this.speakOptions.rate));
    audio.onended = () => this.finish('done');
    audio.onerror = () => this.fail('playback');
    audio.src = this.src;
    if (!this.engine.paused()) this.play();
  }

  private release(): void {
    this.engine.live.delete(this);
    if (this.audio) {
      this.audio.onended = this.audio.onerror = null;
      this.audio.pause();
    }
    if (this.src) this.engine.objectUrls.revoke(this.src);
    this.src = undefined;
  }

  private finish(end: UtteranceEnd): void {
    if (this.over) return;
    this.over = true;
    this.release();
    this.settle(end);
  }

  private fail(failure: GatewayFailure): void {
    if (this.over || this.handedOver) return;
    this.release();
    this.engine.giveUp(failure);
    this.handedOver = this.engine.options.fallback.speak(this.text, this.speakOptions);
    void this.handedOver.ended.then((end) => this.finish(end));
  }
}

/**
 * A TtsAdapter that has AGORA's gateway say each sentence (ElevenLabs behind it, the key stays on the server):
 * one POST per utterance, its audio played from an object URL that is revoked when it ends. pause() holds the
 * audio (and a sentence still loading waits), resume() plays on, cancel() aborts the request or stops the audio.
 * The first failure (401/403, another error status, no answer, unplayable audio) is reported once; that sentence
 * and every later one go to `fallback`. Voices are the fallback's: the gateway has one.
 */
export function createGatewayTtsAdapter(options: GatewayTtsOptions): TtsAdapter {
  const { fallback } = options;
  let failed = false;
  let paused = false;
  const engine: Engine = {
    options,
    fetchAudio: options.fetch ?? ((input, init) => fetch(input, init)),
    makeAudio: options.makeAudio ?? (() => new Audio() as unknown as AudioLike),
    objectUrls: options.objectUrls ?? {
      create: (blob) => URL.createObjectURL(blob),
      revoke: (url) => URL.revokeObjectURL(url),
    },
    live: new Set(),
    paused: () => paused,
    giveUp(failure) {
      if (failed) return;
      failed = true;
      options.onFailure(failure);
    },
  };
  return {
    available: true,
    voices: () => fallback.voices(),
    onVoicesChanged: (listener) => fallback.onVoicesChanged(listener),
    speak: (text, speakOptions) =>
      failed ? fallback.speak(text, speakOptions) : new GatewayUtterance(text, speakOptions, engine),
    pause() {
      paused = true;
      engine.live.forEach((utterance) => utterance.hold());
      fallback.pause();
    },
    resume() {
      paused = false;
      engine.live.forEach((utterance) => utterance.play());
      fallback.resume();
    },
    cancelAll() {
      [...engine.live].forEach((utterance) => utterance.cancel());
      fallback.cancelAll();
    },
  };
}
