import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecordingRecognition } from './recording-recognition';

beforeEach(() => vi.useFakeTimers({ now: 1000 }));
afterEach(() => vi.useRealTimers());

describe('recording recognition', () => {
  it('hears the scripted phrases in order, one a take, half of each first', async () => {
    const stt = createRecordingRecognition({ script: ['Start inspectie bij Bella Rosa', 'Stop'], stepMs: 50 });
    const heard: string[] = [];
    const first = stt.listen({ lang: 'nl-NL', onInterim: (text) => heard.push(text) });
    expect(stt.listening()).toBe(true);
    await vi.advanceTimersByTimeAsync(50);
    expect(heard).toEqual(['Start inspectie bij']);
    await vi.advanceTimersByTimeAsync(50);
    await expect(first.ended).resolves.toEqual({ kind: 'heard', text: 'Start inspectie bij Bella Rosa' });
    expect(stt.listening()).toBe(false);
    const second = stt.listen({ lang: 'en-US', onInterim: () => {} });
    await vi.advanceTimersByTimeAsync(100);
    await expect(second.ended).resolves.toEqual({ kind: 'heard', text: 'Stop' });
    expect(stt.recorded()).toEqual([
      { call: 'listen', lang: 'nl-NL', at: 1000, end: 'heard' },
      { call: 'listen', lang: 'en-US', at: 1100, end: 'heard' },
    ]);
  });

  it('waits without a script until it is told what it hears, or to fail', async () => {
    const stt = createRecordingRecognition();
    expect(stt.hear('niemand luistert')).toBe(false);
    const take = stt.listen({ lang: 'nl-NL', onInterim: () => {} });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(stt.hear('Koelcel', false)).toBe(true);
    expect(stt.hear('Koelcel is 9 graden')).toBe(true);
    await expect(take.ended).resolves.toEqual({ kind: 'heard', text: 'Koelcel is 9 graden' });
    const failing = stt.listen({ lang: 'nl-NL', onInterim: () => {} });
    expect(stt.fail('audio-capture')).toBe(true);
    expect(stt.fail('audio-capture')).toBe(false);
    await expect(failing.ended).resolves.toEqual({ kind: 'failed', error: 'audio-capture' });
  });

  it('fails every take as told (a refused permission stays refused)', async () => {
    const stt = createRecordingRecognition({ failWith: 'not-allowed', script: ['nooit gehoord'] });
    for (let i = 0; i < 2; i++) {
      const take = stt.listen({ lang: 'nl-NL', onInterim: () => {} });
      await vi.advanceTimersByTimeAsync(200);
      await expect(take.ended).resolves.toEqual({ kind: 'failed', error: 'not-allowed' });
    }
  });

  it('records stop and cancel: stop keeps what was heard (else no speech), cancel drops it', async () => {
    const stt = createRecordingRecognition();
    const kept = stt.listen({ lang: 'nl-NL', onInterim: () => {} });
    stt.hear('Muizenkeutels', false);
    kept.stop();
    await expect(kept.ended).resolves.toEqual({ kind: 'heard', text: 'Muizenkeutels' });
    const empty = stt.listen({ lang: 'nl-NL', onInterim: () => {} });
    empty.stop();
    await expect(empty.ended).resolves.toEqual({ kind: 'failed', error: 'no-speech' });
    const dropped = stt.listen({ lang: 'nl-NL', onInterim: () => {} });
    stt.hear('iets', false);
    dropped.cancel();
    await expect(dropped.ended).resolves.toEqual({ kind: 'cancelled' });
    expect(stt.recorded().map((call) => [call.call, 'end' in call ? call.end : undefined])).toEqual([
      ['listen', 'heard'],
      ['stop', undefined],
      ['listen', 'failed'],
      ['stop', undefined],
      ['listen', 'cancelled'],
      ['cancel', undefined],
    ]);
  });

  it('cancels the take in progress when a new one starts', async () => {
    const stt = createRecordingRecognition();
    const old = stt.listen({ lang: 'nl-NL', onInterim: () => {} });
    stt.listen({ lang: 'nl-NL', onInterim: () => {} });
    await expect(old.ended).resolves.toEqual({ kind: 'cancelled' });
    expect(stt.listening()).toBe(true);
  });
});
