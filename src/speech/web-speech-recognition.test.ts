import { describe, expect, it, vi } from 'vitest';
import { sttSupported } from './stt-support';
import {
  createWebSpeechRecognition,
  findRecognition,
  transcriptOf,
  type RecognitionClass,
  type RecognitionLike,
} from './web-speech-recognition';

/** What the browser would pass: results, each a list of alternatives. */
const results = (...texts: string[]) =>
  texts.map((transcript) => [{ transcript, confidence: 1 }]) as unknown as SpeechRecognitionResultList;

interface FakeOptions {
  availability?: string | 'throws';
  /** Give the class Chrome's `processLocally` and static `available()`. */
  onDevice?: boolean;
  startThrows?: boolean;
}

function fakeRecognition({ availability = 'available', onDevice = true, startThrows = false }: FakeOptions = {}) {
  const made: FakeRecognition[] = [];
  class FakeRecognition implements RecognitionLike {
    lang = '';
    /** Chrome's, on the prototype where it has one (see `onDevice`), so not a field here. */
    declare processLocally?: boolean;
    interimResults = false;
    continuous = true;
    onresult: RecognitionLike['onresult'] = null;
    onerror: RecognitionLike['onerror'] = null;
    onend: RecognitionLike['onend'] = null;
    start = vi.fn(() => {
      if (startThrows) throw new Error('InvalidStateError');
    });
    stop = vi.fn(() => this.onend?.());
    abort = vi.fn(() => {
      this.onerror?.({ error: 'aborted' });
      this.onend?.();
    });
    constructor() {
      made.push(this);
    }
    /** The browser's events for one take. */
    hear(...texts: string[]) {
      this.onresult?.({ results: results(...texts) });
    }
    fail(error: SpeechRecognitionErrorCode) {
      this.onerror?.({ error });
      this.onend?.();
    }
  }
  const available = vi.fn(async () => {
    if (availability === 'throws') throw new Error('blocked by policy');
    return availability;
  });
  if (onDevice) {
    Object.assign(FakeRecognition, { available });
    Object.defineProperty(FakeRecognition.prototype, 'processLocally', { value: false, writable: true });
  }
  return { Recognition: FakeRecognition as unknown as RecognitionClass, made, available };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('web speech recognition', () => {
  it('finds the standard or the webkit recognizer, and says when there is none', () => {
    const { Recognition } = fakeRecognition();
    expect(findRecognition({ webkitSpeechRecognition: Recognition })).toBe(Recognition);
    expect(findRecognition({ SpeechRecognition: Recognition, webkitSpeechRecognition: 1 })).toBe(Recognition);
    expect(findRecognition({})).toBeUndefined();
    expect(sttSupported('', { webkitSpeechRecognition: Recognition })).toBe(true);
    expect(sttSupported('?stt=fake', {})).toBe(true);
    expect(sttSupported('', {})).toBe(false);
  });

  it('without a recognizer is unavailable and ends a take at once, never throwing', async () => {
    const stt = createWebSpeechRecognition(undefined);
    expect(stt.available).toBe(false);
    await expect(stt.listen({ lang: 'nl-NL', onInterim: () => {} }).ended).resolves.toEqual({
      kind: 'failed',
      error: 'network',
    });
  });

  it('listens in the language asked with interim results, reports what is heard so far, and ends with the transcript', async () => {
    const { Recognition, made } = fakeRecognition();
    const heard: string[] = [];
    const take = createWebSpeechRecognition(Recognition).listen({ lang: 'nl-NL', onInterim: (t) => heard.push(t) });
    await settle();
    const [recognition] = made;
    expect(recognition).toMatchObject({ lang: 'nl-NL', interimResults: true, continuous: false });
    expect(recognition!.start).toHaveBeenCalledOnce();
    recognition!.hear('Start inspectie');
    recognition!.hear('Start inspectie', ' bij Bella Rosa ');
    take.stop();
    expect(heard).toEqual(['Start inspectie', 'Start inspectie bij Bella Rosa']);
    await expect(take.ended).resolves.toEqual({ kind: 'heard', text: 'Start inspectie bij Bella Rosa' });
  });

  it('prefers recognition on this device when the browser says the language is available there', async () => {
    const local = fakeRecognition({ availability: 'available' });
    createWebSpeechRecognition(local.Recognition).listen({ lang: 'en-US', onInterim: () => {} });
    await settle();
    expect(local.available).toHaveBeenCalledWith({ langs: ['en-US'], processLocally: true });
    expect(local.made[0]!.processLocally).toBe(true);

    for (const options of [{ availability: 'downloadable' }, { availability: 'throws' }, { onDevice: false }]) {
      const remote = fakeRecognition(options);
      createWebSpeechRecognition(remote.Recognition).listen({ lang: 'nl-NL', onInterim: () => {} });
      await settle();
      expect(remote.made[0]!.processLocally, JSON.stringify(options)).toBeFalsy();
    }
  });

  it('asks about a language once, and falls back to the service for good when the device turns it down', async () => {
    const { Recognition, made, available } = fakeRecognition();
    const stt = createWebSpeechRecognition(Recognition);
    const first = stt.listen({ lang: 'nl-NL', onInterim: () => {} });
    await settle();
    made[0]!.fail('language-not-supported');
    await expect(first.ended).resolves.toEqual({ kind: 'failed', error: 'network' });
    stt.listen({ lang: 'nl-NL', onInterim: () => {} });
    await settle();
    expect(made[1]!.processLocally).toBe(false);
    expect(available).toHaveBeenCalledOnce();
  });

  it('maps the browser errors to what the inspector is told', async () => {
    const cases: [SpeechRecognitionErrorCode, string][] = [
      ['not-allowed', 'not-allowed'],
      ['service-not-allowed', 'network'],
      ['audio-capture', 'audio-capture'],
      ['no-speech', 'no-speech'],
      ['network', 'network'],
      ['language-not-supported', 'network'],
    ];
    for (const [browser, told] of cases) {
      const { Recognition, made } = fakeRecognition({ onDevice: false });
      const take = createWebSpeechRecognition(Recognition).listen({ lang: 'nl-NL', onInterim: () => {} });
      await settle();
      made[0]!.fail(browser);
      await expect(take.ended).resolves.toEqual({ kind: 'failed', error: told });
    }
  });

  it('ends an empty take as no speech, a cancelled one as cancelled, and a throwing start as a service failure', async () => {
    const silent = fakeRecognition();
    const quiet = createWebSpeechRecognition(silent.Recognition).listen({ lang: 'nl-NL', onInterim: () => {} });
    await settle();
    silent.made[0]!.stop();
    await expect(quiet.ended).resolves.toEqual({ kind: 'failed', error: 'no-speech' });

    const cancelled = fakeRecognition();
    const take = createWebSpeechRecognition(cancelled.Recognition).listen({ lang: 'nl-NL', onInterim: () => {} });
    await settle();
    cancelled.made[0]!.hear('iets');
    take.cancel();
    await expect(take.ended).resolves.toEqual({ kind: 'cancelled' });
    expect(cancelled.made[0]!.abort).toHaveBeenCalledOnce();

    const broken = fakeRecognition({ startThrows: true });
    const failed = createWebSpeechRecognition(broken.Recognition).listen({ lang: 'nl-NL', onInterim: () => {} });
    await expect(failed.ended).resolves.toEqual({ kind: 'failed', error: 'network' });
  });

  it('never starts a take stopped or cancelled before the device check answered', async () => {
    const { Recognition, made } = fakeRecognition();
    const stt = createWebSpeechRecognition(Recognition);
    const stopped = stt.listen({ lang: 'nl-NL', onInterim: () => {} });
    stopped.stop();
    const cancelled = stt.listen({ lang: 'nl-NL', onInterim: () => {} });
    cancelled.cancel();
    await expect(stopped.ended).resolves.toEqual({ kind: 'failed', error: 'no-speech' });
    await expect(cancelled.ended).resolves.toEqual({ kind: 'cancelled' });
    expect(made).toEqual([]);
  });

  it('joins results with single spaces', () => {
    expect(transcriptOf(results('Koelcel', '  is 9 graden '))).toBe('Koelcel is 9 graden');
    expect(transcriptOf(results())).toBe('');
  });
});
