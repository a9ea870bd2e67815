import { type ListenEnd, type Listening, type ListenOptions, type SpeechToText, type SttError } from './stt-adapter';

type RecordedCall =
  { call: 'listen'; lang: string; at: number; end?: ListenEnd['kind'] } | { call: 'stop' | 'cancel'; at: number };

export interface RecordingRecognitionOptions {
  /** What the takes hear, in order, one phrase a take: its first half after `stepMs`, all of it after twice that. */
  script?: readonly string[];
  /** Every take fails with this (a refused permission stays refused). */
  failWith?: SttError;
  stepMs?: number;
}

export interface RecordingRecognition extends SpeechToText {
  /** Every listen, stop and cancel so far, oldest first. */
  recorded(): readonly RecordedCall[];
  listening(): boolean;
  /**
   * The take in progress hears `text`: its final transcript, or with `final` false an interim one. False when
   * none listens.
   */
  hear(text: string, final?: boolean): boolean;
  /** The take in progress fails with `error`. False when none listens. */
  fail(error: SttError): boolean;
}

interface Take {
  heard: string;
  onInterim: (text: string) => void;
  finish: (end: ListenEnd) => void;
}

const firstHalf = (text: string) => {
  const words = text.split(/\s+/);
  return words.slice(0, Math.max(1, Math.ceil(words.length / 2))).join(' ');
};

const endWith = (heard: string): ListenEnd =>
  heard ? { kind: 'heard', text: heard } : { kind: 'failed', error: 'no-speech' };

/** See createRecordingRecognition. */
class RecordingRecognizer implements RecordingRecognition {
  readonly available = true;
  private calls: readonly RecordedCall[] = [];
  private take: Take | undefined;
  private next = 0;

  constructor(private readonly options: RecordingRecognitionOptions) {}

  readonly recorded = () => this.calls;
  readonly listening = () => this.take !== undefined;

  readonly listen = ({ lang, onInterim }: ListenOptions): Listening => {
    this.take?.finish({ kind: 'cancelled' });
    let settle!: (end: ListenEnd) => void;
    const ended = new Promise<ListenEnd>((resolve) => (settle = resolve));
    const index = this.record({ call: 'listen', lang, at: Date.now() });
    const own: Take = { heard: '', onInterim, finish: () => {} };
    own.finish = (end) => {
      if (this.take !== own) return;
      this.take = undefined;
      this.calls = this.calls.map((entry, i) => (i === index ? { ...entry, end: end.kind } : entry));
      settle(end);
    };
    this.take = own;
    this.play(own);
    const call = (name: 'stop' | 'cancel', end: () => ListenEnd) => () => {
      this.record({ call: name, at: Date.now() });
      own.finish(end());
    };
    return {
      ended,
      stop: call('stop', () => endWith(own.heard)),
      cancel: call('cancel', () => ({ kind: 'cancelled' })),
    };
  };

  readonly hear = (text: string, final = true): boolean => {
    const take = this.take;
    if (!take) return false;
    take.heard = text.trim();
    take.onInterim(take.heard);
    if (final) take.finish(endWith(take.heard));
    return true;
  };

  readonly fail = (error: SttError): boolean => {
    const take = this.take;
    take?.finish({ kind: 'failed', error });
    return take !== undefined;
  };

  private record(entry: RecordedCall): number {
    this.calls = [...this.calls, entry];
    return this.calls.length - 1;
  }

  /** What a take does by itself: fail as told, or hear the next scripted phrase (half of it first). */
  private play(own: Take) {
    const { script = [], failWith, stepMs = 50 } = this.options;
    const phrase = script[this.next];
    if (failWith) setTimeout(() => own.finish({ kind: 'failed', error: failWith }), stepMs);
    if (failWith || phrase === undefined) return;
    this.next += 1;
    setTimeout(() => this.take === own && this.hear(firstHalf(phrase), false), stepMs);
    setTimeout(() => this.take === own && this.hear(phrase), 2 * stepMs);
  }
}

/**
 * A SpeechToText fake for tests (`?stt=fake`): it records what it was asked, hears scripted phrases or what
 * `hear()` gives it, fails on request, and waits otherwise (a real recognizer would end 'no-speech'). stop()
 * ends the take with what it heard so far, else 'no-speech'; cancel() ends it 'cancelled'; a new listen()
 * cancels the take in progress. Timers are setTimeout, so fake timers drive it.
 */
export function createRecordingRecognition(options: RecordingRecognitionOptions = {}): RecordingRecognition {
  return new RecordingRecognizer(options);
}
