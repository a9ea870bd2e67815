import { type SpeakOptions, type TtsAdapter, type Utterance } from './tts-adapter';

export interface SpeechItem {
  key: string;
  messageId?: string;
  text: string;
}

export interface SpeechQueueState {
  enabled: boolean;
  status: 'idle' | 'speaking' | 'paused';
  current?: Readonly<SpeechItem>;
  queued: number;
  available: boolean;
}

export interface SpeechQueueOptions extends SpeakOptions {
  /** Default true. */
  enabled?: boolean;
}

export interface SpeechQueue {
  enqueue(item: SpeechItem): void;
  setEnabled(on: boolean): void;
  pause(): void;
  resume(): void;
  skip(): void;
  stopAll(): void;
  setOptions(options: Partial<SpeakOptions>): void;
  getState(): SpeechQueueState;
  subscribe(listener: () => void): () => void;
}

/**
 * A controller that speaks items one at a time, strictly in the order they were enqueued.
 *
 * Edge rules:
 * - an item whose key was enqueued before is ignored, so the wiring may offer sentences again;
 * - while disabled or without a speech engine, enqueue() is ignored and the key is not remembered;
 * - setEnabled(false) cancels the current utterance and clears the queue at once;
 * - while paused nothing new starts; skip() while paused drops the current item and stays paused;
 * - stopAll() cancels the current item, clears the queue, ends a pause, and ignores later items of
 *   the messages it cut off (an answer still streaming does not start speaking again);
 * - an utterance that ends with 'error', or a speak() that throws, moves on to the next item;
 * - getState() returns the same object until something visible changed.
 */
export function createSpeechQueue(adapter: TtsAdapter, options: SpeechQueueOptions): SpeechQueue {
  let speak: SpeakOptions = { rate: options.rate, lang: options.lang, voiceId: options.voiceId };
  let enabled = options.enabled ?? true;
  let paused = false;
  let current: { item: SpeechItem; utterance: Utterance } | undefined;
  let queue: SpeechItem[] = [];
  const seen = new Set<string>();
  const silenced = new Set<string>();
  const listeners = new Set<() => void>();
  let state = snapshot();

  function snapshot(): SpeechQueueState {
    const status = paused ? 'paused' : current ? 'speaking' : 'idle';
    return { enabled, status, current: current?.item, queued: queue.length, available: adapter.available };
  }

  function publish() {
    const next = snapshot();
    const same = (Object.keys(next) as (keyof SpeechQueueState)[]).every((key) => next[key] === state[key]);
    if (same) return;
    state = next;
    listeners.forEach((listener) => listener());
  }

  function pump() {
    while (enabled && !paused && !current && queue.length > 0) {
      const item = queue.shift()!;
      try {
        const utterance = adapter.speak(item.text, { ...speak });
        const active = { item, utterance };
        current = active;
        const onEnd = () => {
          if (current !== active) return;
          current = undefined;
          pump();
          publish();
        };
        utterance.ended.then(onEnd, onEnd);
      } catch {
        current = undefined;
      }
    }
  }

  function cancelCurrent() {
    const active = current;
    current = undefined;
    try {
      active?.utterance.cancel();
    } catch {
      adapter.cancelAll();
    }
  }

  function clear(silence: boolean) {
    if (silence) {
      [current?.item, ...queue].forEach((item) => item?.messageId !== undefined && silenced.add(item.messageId));
    }
    cancelCurrent();
    queue = [];
    if (paused) {
      paused = false;
      adapter.resume();
    }
  }

  return {
    enqueue(item) {
      if (!enabled || !adapter.available || seen.has(item.key)) return;
      if (item.messageId !== undefined && silenced.has(item.messageId)) return;
      seen.add(item.key);
      queue.push({ ...item });
      pump();
      publish();
    },
    setEnabled(on) {
      if (on === enabled) return;
      enabled = on;
      if (!on) clear(false);
      publish();
    },
    pause() {
      if (paused || !enabled) return;
      paused = true;
      adapter.pause();
      publish();
    },
    resume() {
      if (!paused) return;
      paused = false;
      adapter.resume();
      pump();
      publish();
    },
    skip() {
      cancelCurrent();
      pump();
      publish();
    },
    stopAll() {
      clear(true);
      publish();
    },
    setOptions(patch) {
      speak = {
        rate: patch.rate ?? speak.rate,
        lang: patch.lang ?? speak.lang,
        voiceId: 'voiceId' in patch ? patch.voiceId : speak.voiceId,
      };
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
