import { describe, expect, it, vi } from 'vitest';
import { type TtsVoice } from './tts-adapter';
import { createWebSpeechAdapter, pickVoice, type SynthLike, type UtteranceLike } from './web-speech-adapter';

const nativeVoice = (voiceURI: string, lang: string, isDefault = false) =>
  ({ voiceURI, name: `Voice ${voiceURI}`, lang, default: isDefault, localService: true }) as SpeechSynthesisVoice;

function fakeSynth(
  voices = [nativeVoice('en', 'en-US', true), nativeVoice('be', 'nl-BE'), nativeVoice('nl', 'nl-NL')],
) {
  const spoken: UtteranceLike[] = [];
  const voiceListeners = new Set<() => void>();
  const synth = {
    paused: false,
    speak: vi.fn((utterance: UtteranceLike) => void spoken.push(utterance)),
    cancel: vi.fn(() => spoken.splice(0).forEach((u) => u.onerror?.({ error: 'interrupted' }))),
    pause: vi.fn(() => void (synth.paused = true)),
    resume: vi.fn(() => void (synth.paused = false)),
    getVoices: () => voices,
    addEventListener: (_type: 'voiceschanged', listener: () => void) => void voiceListeners.add(listener),
    removeEventListener: (_type: 'voiceschanged', listener: () => void) => void voiceListeners.delete(listener),
  };
  const makeUtterance = (text: string): UtteranceLike => ({
    text,
    lang: '',
    rate: 1,
    voice: null,
    onend: null,
    onerror: null,
  });
  const adapter = createWebSpeechAdapter(synth as SynthLike, makeUtterance);
  return { synth, spoken, adapter, voiceListeners };
}

describe('pickVoice', () => {
  const voices: TtsVoice[] = [
    { id: 'en', name: 'En', lang: 'en-US', default: true },
    { id: 'be', name: 'Be', lang: 'nl-BE' },
    { id: 'nl', name: 'Nl', lang: 'nl_NL' },
  ];

  it('prefers the chosen voice, then the exact language, then the base language, then the default', () => {
    expect(pickVoice(voices, 'nl-NL', 'en')?.id).toBe('en');
    expect(pickVoice(voices, 'nl-NL', 'gone')?.id).toBe('nl');
    expect(pickVoice(voices)?.id).toBe('nl');
    expect(pickVoice(voices.slice(0, 2))?.id).toBe('be');
    expect(pickVoice(voices, 'fr-FR')?.id).toBe('en');
    expect(pickVoice(voices.slice(1), 'fr-FR')).toBeUndefined();
    expect(pickVoice([])).toBeUndefined();
  });
});

describe('web speech adapter', () => {
  it('maps voices and reports voice changes until unsubscribed', () => {
    const { adapter, voiceListeners } = fakeSynth();
    expect(adapter.available).toBe(true);
    expect(adapter.voices()[1]).toEqual({ id: 'be', name: 'Voice be', lang: 'nl-BE', default: false });
    const listener = vi.fn();
    const off = adapter.onVoicesChanged(listener);
    voiceListeners.forEach((l) => l());
    off();
    voiceListeners.forEach((l) => l());
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('speaks with the picked voice, language and a clamped rate, and ends done', async () => {
    const { adapter, spoken } = fakeSynth();
    const utterance = adapter.speak('Hallo.', { rate: 20, lang: 'nl-NL' });
    expect(spoken[0]).toMatchObject({ text: 'Hallo.', lang: 'nl-NL', rate: 10, voice: { voiceURI: 'nl' } });
    spoken[0]!.onend?.(undefined as never);
    spoken[0]!.onerror?.({ error: 'synthesis-failed' });
    await expect(utterance.ended).resolves.toBe('done');
  });

  it('ends cancelled when interrupted or cancelled, and error on other errors', async () => {
    const { adapter, spoken, synth } = fakeSynth();
    const first = adapter.speak('a', { rate: 1, lang: 'nl-NL', voiceId: 'en' });
    expect(spoken[0]?.voice?.voiceURI).toBe('en');
    first.cancel();
    first.cancel();
    expect(synth.cancel).toHaveBeenCalledTimes(1);
    await expect(first.ended).resolves.toBe('cancelled');
    const second = adapter.speak('b', { rate: 1, lang: 'nl-NL' });
    spoken[0]!.onerror?.({ error: 'canceled' });
    await expect(second.ended).resolves.toBe('cancelled');
    const third = adapter.speak('c', { rate: 1, lang: 'nl-NL' });
    spoken[1]!.onerror?.({ error: 'audio-busy' });
    await expect(third.ended).resolves.toBe('error');
  });

  it('resumes a paused engine before speaking, and passes pause, resume and cancelAll on', () => {
    const { adapter, synth } = fakeSynth();
    adapter.pause();
    adapter.speak('a', { rate: 1, lang: 'nl-NL' });
    expect(synth.resume).toHaveBeenCalledTimes(1);
    expect(synth.speak).toHaveBeenCalledTimes(1);
    adapter.resume();
    adapter.cancelAll();
    expect(synth.resume).toHaveBeenCalledTimes(2);
    expect(synth.cancel).toHaveBeenCalledTimes(1);
  });

  it('ends with error when the engine throws', async () => {
    const { adapter, synth } = fakeSynth();
    synth.speak.mockImplementation(() => {
      throw new Error('nope');
    });
    await expect(adapter.speak('a', { rate: 1, lang: 'nl-NL' }).ended).resolves.toBe('error');
  });

  it('is unavailable without speechSynthesis and then never throws', async () => {
    const adapter = createWebSpeechAdapter(undefined);
    expect(adapter.available).toBe(false);
    expect(adapter.voices()).toEqual([]);
    adapter.onVoicesChanged(() => {})();
    adapter.pause();
    adapter.resume();
    adapter.cancelAll();
    await expect(adapter.speak('a', { rate: 1, lang: 'nl-NL' }).ended).resolves.toBe('error');
  });

  it('defaults to the global speechSynthesis, absent in node', () => {
    expect(createWebSpeechAdapter().available).toBe('speechSynthesis' in globalThis);
  });
});
