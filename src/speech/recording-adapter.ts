import { type SpeakOptions, type TtsAdapter, type TtsVoice, type Utterance, type UtteranceEnd } from './tts-adapter';

interface RecordedUtterance {
  readonly text: string;
  /** Date.now() when speak() was called. */
  readonly at: number;
  readonly options: SpeakOptions;
  readonly end?: UtteranceEnd;
}

export interface RecordingAdapterOptions {
  /** How long each utterance "speaks" before it ends 'done'. */
  speakMs?: number;
  voices?: TtsVoice[];
  available?: boolean;
  /** Makes the utterance for `text` end with 'error', or makes speak() throw. */
  failWith?: (text: string) => 'error' | 'throw' | undefined;
}

export interface RecordingAdapter extends TtsAdapter {
  /** Every speak() call so far, oldest first; a new array (and entry) whenever anything changes. */
  readonly recorded: readonly RecordedUtterance[];
  readonly paused: boolean;
  subscribe(listener: () => void): () => void;
  setVoices(voices: TtsVoice[]): void;
}

interface Live {
  index: number;
  remaining: number;
  startedAt: number;
  timer?: ReturnType<typeof setTimeout>;
  finish(end: UtteranceEnd): void;
}

/** The voices on offer, and who hears when they change. */
function createVoiceList(initial: TtsVoice[], available: boolean) {
  let voices = initial;
  const listeners = new Set<() => void>();
  return {
    voices: () => (available ? [...voices] : []),
    onVoicesChanged(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setVoices(next: TtsVoice[]) {
      voices = next;
      listeners.forEach((listener) => listener());
    },
  };
}

/** The utterances in progress, each on a timer that pause() holds and resume() lets run out its remaining time. */
function createLiveUtterances(endOf: (entry: Live) => UtteranceEnd) {
  const live = new Set<Live>();
  let paused = false;
  const arm = (entry: Live) => {
    entry.startedAt = Date.now();
    entry.timer = setTimeout(() => entry.finish(endOf(entry)), entry.remaining);
  };
  const hold = (entry: Live) => {
    clearTimeout(entry.timer);
    entry.timer = undefined;
    entry.remaining = Math.max(0, entry.remaining - (Date.now() - entry.startedAt));
  };
  return {
    paused: () => paused,
    add(entry: Live) {
      live.add(entry);
      if (!paused) arm(entry);
    },
    delete: (entry: Live) => live.delete(entry),
    /** Holds every timer; false when already paused. */
    pause(): boolean {
      if (paused) return false;
      paused = true;
      live.forEach(hold);
      return true;
    },
    /** Runs every timer again; false when not paused. */
    resume(): boolean {
      if (!paused) return false;
      paused = false;
      live.forEach(arm);
      return true;
    },
    cancelAll: () => [...live].forEach((entry) => entry.finish('cancelled')),
  };
}

/**
 * A TtsAdapter fake that records every speak() call and ends each utterance 'done' after `speakMs`
 * (a setTimeout, so fake timers drive it). pause() holds the timers of the utterances in progress,
 * and of any started while paused; resume() lets them run out their remaining time. cancelAll() ends
 * every utterance in progress with 'cancelled'. When unavailable, speak() records nothing and returns
 * an utterance that has ended 'error'.
 */
export function createRecordingAdapter({
  speakMs = 0,
  voices = [{ id: 'nl', name: 'Test NL', lang: 'nl-NL' }],
  available = true,
  failWith,
}: RecordingAdapterOptions = {}): RecordingAdapter {
  let recorded: readonly RecordedUtterance[] = [];
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const live = createLiveUtterances((entry) =>
    failWith?.(recorded[entry.index]!.text) === 'error' ? 'error' : 'done',
  );

  function speak(text: string, options: SpeakOptions): Utterance {
    if (!available) return { text, ended: Promise.resolve('error'), cancel: () => {} };
    if (failWith?.(text) === 'throw') throw new Error(`recording adapter: speak failed for "${text}"`);
    let settle!: (end: UtteranceEnd) => void;
    const ended = new Promise<UtteranceEnd>((resolve) => (settle = resolve));
    const entry: Live = {
      index: recorded.length,
      remaining: speakMs,
      startedAt: Date.now(),
      finish(end) {
        if (!live.delete(entry)) return;
        clearTimeout(entry.timer);
        recorded = recorded.map((item, i) => (i === entry.index ? { ...item, end } : item));
        settle(end);
        notify();
      },
    };
    recorded = [...recorded, { text, at: Date.now(), options: { ...options } }];
    live.add(entry);
    notify();
    return { text, ended, cancel: () => entry.finish('cancelled') };
  }

  return {
    available,
    get recorded() {
      return recorded;
    },
    get paused() {
      return live.paused();
    },
    ...createVoiceList(voices, available),
    speak,
    pause() {
      if (live.pause()) notify();
    },
    resume() {
      if (live.resume()) notify();
    },
    cancelAll: live.cancelAll,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
