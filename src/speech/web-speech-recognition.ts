import { fieldOf } from '../lib/record';
import {
  endedListening,
  type ListenEnd,
  type Listening,
  type ListenOptions,
  type SpeechToText,
  type SttError,
} from './stt-adapter';

/** The parts of the browser's `SpeechRecognition` used here, so tests can pass a fake. */
export interface RecognitionLike {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  /** Chrome: recognize on this device, never on a server. */
  processLocally?: boolean;
  onresult: ((event: Pick<SpeechRecognitionEvent, 'results'>) => void) | null;
  onerror: ((event: Pick<SpeechRecognitionErrorEvent, 'error'>) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export interface RecognitionClass {
  new (): RecognitionLike;
  /** Chrome: whether `langs` can be recognized (with `processLocally`, on this device). */
  available?: (options: { langs: string[]; processLocally: boolean }) => Promise<string>;
}

const isClass = (value: unknown): value is RecognitionClass => typeof value === 'function';

/** The browser's recognizer (standard or webkit-prefixed), if it has one. */
export function findRecognition(scope: object = globalThis): RecognitionClass | undefined {
  const standard = fieldOf(scope, 'SpeechRecognition');
  const prefixed = fieldOf(scope, 'webkitSpeechRecognition');
  return isClass(standard) ? standard : isClass(prefixed) ? prefixed : undefined;
}

const errorOf = (code: string): SttError =>
  code === 'not-allowed' || code === 'audio-capture' || code === 'no-speech' ? code : 'network';

/** Everything heard so far: final results and the interim one, in order, spaces tidied. */
export function transcriptOf(results: SpeechRecognitionResultList): string {
  let text = '';
  for (let index = 0; index < results.length; index++) text += ` ${results[index]?.[0]?.transcript ?? ''}`;
  return text.replace(/\s+/g, ' ').trim();
}

/** Whether `lang` can be recognized on this device: asked once per language, false on any doubt. */
function onDeviceCheck(Recognition: RecognitionClass) {
  const known = new Map<string, Promise<boolean>>();
  const ask = async (lang: string) => {
    if (typeof Recognition.available !== 'function' || !('processLocally' in Recognition.prototype)) return false;
    return (await Recognition.available({ langs: [lang], processLocally: true })) === 'available';
  };
  return {
    local(lang: string): Promise<boolean> {
      if (!known.has(lang))
        known.set(
          lang,
          ask(lang).catch(() => false),
        );
      return known.get(lang)!;
    },
    refuse: (lang: string) => known.set(lang, Promise.resolve(false)),
  };
}

/**
 * A SpeechToText over the Web Speech API: interim results on, one utterance a take, on this device when
 * the browser says the language is available there (Chrome's `processLocally`), else its default service.
 * An on-device take that fails for want of the language does not try on-device again. Errors map to
 * 'not-allowed', 'audio-capture', 'no-speech' or (anything else: network, service, language) 'network';
 * nothing here throws.
 */
export function createWebSpeechRecognition(found = findRecognition()): SpeechToText {
  if (!found) return { available: false, listen: () => endedListening({ kind: 'failed', error: 'network' }) };
  const Recognition = found;
  const onDevice = onDeviceCheck(Recognition);

  function listen({ lang, onInterim }: ListenOptions): Listening {
    let settle!: (end: ListenEnd) => void;
    const ended = new Promise<ListenEnd>((resolve) => (settle = resolve));
    let over = false;
    let stopped = false;
    let recognition: RecognitionLike | undefined;
    const finish = (end: ListenEnd) => {
      if (over) return;
      over = true;
      settle(end);
    };
    void onDevice.local(lang).then((local) => {
      if (over) return;
      if (stopped) return finish({ kind: 'failed', error: 'no-speech' });
      try {
        recognition = start(new Recognition(), { lang, local, onInterim, finish, refuse: () => onDevice.refuse(lang) });
      } catch {
        finish({ kind: 'failed', error: 'network' });
      }
    });
    return {
      ended,
      stop() {
        stopped = true;
        recognition?.stop();
      },
      cancel() {
        finish({ kind: 'cancelled' });
        recognition?.abort();
      },
    };
  }

  return { available: true, listen };
}

interface TakeOptions {
  lang: string;
  local: boolean;
  onInterim: (text: string) => void;
  finish: (end: ListenEnd) => void;
  /** The device turned the language down: use the service from now on. */
  refuse: () => void;
}

function start(recognition: RecognitionLike, { lang, local, onInterim, finish, refuse }: TakeOptions) {
  let heard = '';
  let failure: SttError | undefined;
  recognition.lang = lang;
  recognition.interimResults = true;
  recognition.continuous = false;
  if (local) recognition.processLocally = true;
  recognition.onresult = (event) => {
    heard = transcriptOf(event.results);
    onInterim(heard);
  };
  recognition.onerror = (event) => {
    if (event.error === 'aborted') return finish({ kind: 'cancelled' });
    if (local && (event.error === 'language-not-supported' || event.error === 'service-not-allowed')) refuse();
    failure = errorOf(event.error);
  };
  recognition.onend = () => {
    if (failure) finish({ kind: 'failed', error: failure });
    else finish(heard ? { kind: 'heard', text: heard } : { kind: 'failed', error: 'no-speech' });
  };
  recognition.start();
  return recognition;
}
