import { type SpeakOptions, type TtsAdapter, type Utterance } from './tts-adapter';

interface SpeechItem {
  key: string;
  messageId?: string;
  text: string;
}

interface SpeechQueueState {
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

interface Speaking {
  item: SpeechItem;
  utterance: Utterance;
}

/** See createSpeechQueue. */
class SpeechController implements SpeechQueue {
  private speakOptions: SpeakOptions;
  private enabled: boolean;
  private paused = false;
  private current: Speaking | undefined;
  private queue: SpeechItem[] = [];
  private readonly seen = new Set<string>();
  private readonly silenced = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private state: SpeechQueueState;

  constructor(
    private readonly adapter: TtsAdapter,
    options: SpeechQueueOptions,
  ) {
    this.speakOptions = { rate: options.rate, lang: options.lang, voiceId: options.voiceId };
    this.enabled = options.enabled ?? true;
    this.state = this.snapshot();
  }

  readonly getState = (): SpeechQueueState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  enqueue(item: SpeechItem): void {
    if (!this.enabled || !this.adapter.available || this.seen.has(item.key)) return;
    if (item.messageId !== undefined && this.silenced.has(item.messageId)) return;
    this.seen.add(item.key);
    this.queue.push({ ...item });
    this.pump();
    this.publish();
  }

  setEnabled(on: boolean): void {
    if (on === this.enabled) return;
    this.enabled = on;
    if (!on) this.clear(false);
    this.publish();
  }

  pause(): void {
    if (this.paused || !this.enabled) return;
    this.paused = true;
    this.adapter.pause();
    this.publish();
  }

  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    this.adapter.resume();
    this.pump();
    this.publish();
  }

  skip(): void {
    this.cancelCurrent();
    this.pump();
    this.publish();
  }

  stopAll(): void {
    this.clear(true);
    this.publish();
  }

  setOptions(patch: Partial<SpeakOptions>): void {
    this.speakOptions = {
      rate: patch.rate ?? this.speakOptions.rate,
      lang: patch.lang ?? this.speakOptions.lang,
      voiceId: 'voiceId' in patch ? patch.voiceId : this.speakOptions.voiceId,
    };
  }

  private snapshot(): SpeechQueueState {
    const status = this.paused ? 'paused' : this.current ? 'speaking' : 'idle';
    const { enabled, current, queue, adapter } = this;
    return { enabled, status, current: current?.item, queued: queue.length, available: adapter.available };
  }

  private publish(): void {
    const next = this.snapshot();
    const same = (Object.keys(next) as (keyof SpeechQueueState)[]).every((key) => next[key] === this.state[key]);
    if (same) return;
    this.state = next;
    this.listeners.forEach((listener) => listener());
  }

  private pump(): void {
    while (this.enabled && !this.paused && !this.current && this.queue.length > 0) this.start(this.queue.shift()!);
  }

  private start(item: SpeechItem): void {
    try {
      const utterance = this.adapter.speak(item.text, { ...this.speakOptions });
      const active = { item, utterance };
      this.current = active;
      const onEnd = () => {
        if (this.current !== active) return;
        this.current = undefined;
        this.pump();
        this.publish();
      };
      utterance.ended.then(onEnd, onEnd);
    } catch {
      this.current = undefined;
    }
  }

  private cancelCurrent(): void {
    const active = this.current;
    this.current = undefined;
    try {
      active?.utterance.cancel();
    } catch {
      this.adapter.cancelAll();
    }
  }

  private clear(silence: boolean): void {
    if (silence)
      [this.current?.item, ...this.queue].forEach(
        (item) => item?.messageId !== undefined && this.silenced.add(item.messageId),
      );
    this.cancelCurrent();
    this.queue = [];
    if (this.paused) {
      this.paused = false;
      this.adapter.resume();
    }
  }
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
  return new SpeechController(adapter, options);
}
