import { describe, expect, it, vi } from 'vitest';
import { type AudioLike, createGatewayTtsAdapter, type GatewayFailure } from './gateway-tts-adapter';
import { createRecordingAdapter } from './recording-adapter';
import { createSpeechQueue } from './speech-queue';

const options = { rate: 1.2, lang: 'nl-NL' };

class FakeAudio implements AudioLike {
  src = '';
  playbackRate = 1;
  onended: (() => void) | null = null;
  onerror: (() => void) | null = null;
  playing = false;
  refusePlay = false;
  play = vi.fn(() => {
    if (this.refusePlay) return Promise.reject(new DOMException('no gesture', 'NotAllowedError'));
    this.playing = true;
    return Promise.resolve();
  });
  pause = vi.fn(() => void (this.playing = false));
  end() {
    this.playing = false;
    this.onended?.();
  }
}

type Answer = Response | 'network' | Promise<Response>;

function setup(answers: (text: string) => Answer = () => new Response(new Blob(['mp3']), { status: 200 })) {
  const audios: FakeAudio[] = [];
  const requests: { url: string; body: Record<string, unknown>; headers: Record<string, string> }[] = [];
  const revoked: string[] = [];
  const failures: GatewayFailure[] = [];
  const fallback = createRecordingAdapter({ speakMs: 10 });
  let made = 0;
  const fetchFake = vi.fn((url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    requests.push({ url: String(url), body, headers: init?.headers as Record<string, string> });
    const answer = answers(String(body.text));
    if (answer === 'network') return Promise.reject(new TypeError('Failed to fetch'));
    return new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      void Promise.resolve(answer).then(resolve);
    });
  });
  const adapter = createGatewayTtsAdapter({
    url: 'http://gw/gateway/elevenlabs/tts',
    voiceId: 'v1',
    headers: () => ({ 'X-API-Key': 'k' }),
    fallback,
    onFailure: (failure) => failures.push(failure),
    fetch: fetchFake as typeof fetch,
    makeAudio: () => {
      const audio = new FakeAudio();
      audios.push(audio);
      return audio;
    },
    objectUrls: { create: () => `blob:${++made}`, revoke: (url) => void revoked.push(url) },
  });
  return { adapter, audios, requests, revoked, failures, fallback, fetchFake };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('gateway TTS adapter', () => {
  it('posts each sentence with the key and voice, plays the audio from an object URL and revokes it after', async () => {
    const { adapter, audios, requests, revoked } = setup();
    const utterance = adapter.speak('Goedemorgen.', options);
    await flush();
    expect(requests).toEqual([
      {
        url: 'http://gw/gateway/elevenlabs/tts',
        body: { text: 'Goedemorgen.', voice_id: 'v1', model_id: 'eleven_multilingual_v2' },
        headers: { 'Content-Type': 'application/json', 'X-API-Key': 'k' },
      },
    ]);
    expect(audios[0]).toMatchObject({ src: 'blob:1', playbackRate: 1.2, playing: true });
    audios[0]!.end();
    await expect(utterance.ended).resolves.toBe('done');
    expect(revoked).toEqual(['blob:1']);
  });

  it('reads sentence by sentence through the speech queue', async () => {
    const { adapter, audios, requests } = setup();
    const queue = createSpeechQueue(adapter, options);
    queue.enqueue({ key: 'a', text: 'Een.' });
    queue.enqueue({ key: 'b', text: 'Twee.' });
    await flush();
    expect(requests.map((request) => request.body.text)).toEqual(['Een.']);
    audios[0]!.end();
    await flush();
    await flush();
    expect(requests.map((request) => request.body.text)).toEqual(['Een.', 'Twee.']);
    expect(queue.getState().current?.text).toBe('Twee.');
  });

  it('pauses and resumes the audio, and a sentence that arrives while paused waits', async () => {
    const { adapter, audios } = setup();
    adapter.speak('Een.', options);
    await flush();
    adapter.pause();
    expect(audios[0]!.playing).toBe(false);
    adapter.speak('Twee.', options);
    await flush();
    expect(audios[1]!.play).not.toHaveBeenCalled();
    adapter.resume();
    expect(audios[0]!.playing).toBe(true);
    expect(audios[1]!.playing).toBe(true);
  });

  it('cancel aborts a request still loading, or stops the audio, and ends cancelled', async () => {
    let release!: (response: Response) => void;
    const { adapter, audios, revoked } = setup((text) =>
      text === 'Traag.' ? new Promise<Response>((resolve) => (release = resolve)) : new Response('mp3'),
    );
    const loading = adapter.speak('Traag.', options);
    loading.cancel();
    await expect(loading.ended).resolves.toBe('cancelled');
    release(new Response('mp3'));
    await flush();
    expect(audios).toHaveLength(0);

    const playing = adapter.speak('Snel.', options);
    await flush();
    adapter.cancelAll();
    await expect(playing.ended).resolves.toBe('cancelled');
    expect(audios[0]!.playing).toBe(false);
    expect(revoked).toEqual(['blob:1']);
  });

  it.each([
    [401, 'refused'],
    [503, 'unavailable'],
  ] as const)(
    'an HTTP %i hands that sentence and the rest to the fallback, reported once as %s',
    async (status, why) => {
      const { adapter, fallback, failures, requests } = setup(() => new Response('no', { status }));
      const first = adapter.speak('Een.', options);
      await flush();
      expect(fallback.recorded.map((entry) => entry.text)).toEqual(['Een.']);
      await expect(first.ended).resolves.toBe('done');
      adapter.speak('Twee.', options);
      expect(fallback.recorded.map((entry) => entry.text)).toEqual(['Een.', 'Twee.']);
      expect(requests).toHaveLength(1);
      expect(failures).toEqual([why]);
    },
  );

  it('a network failure or unplayable audio falls back too', async () => {
    const offline = setup(() => 'network');
    offline.adapter.speak('Een.', options);
    await flush();
    expect(offline.failures).toEqual(['network']);
    expect(offline.fallback.recorded).toHaveLength(1);

    const silent = setup();
    const utterance = silent.adapter.speak('Een.', options);
    await flush();
    silent.audios[0]!.onerror?.();
    expect(silent.failures).toEqual(['playback']);
    expect(silent.revoked).toEqual(['blob:1']);
    utterance.cancel();
    await expect(utterance.ended).resolves.toBe('cancelled');
    expect(silent.fallback.recorded[0]?.end).toBe('cancelled');
  });

  it('a refused play() (no user gesture) falls back', async () => {
    const { adapter, failures, fallback } = setup();
    const audio = new FakeAudio();
    audio.refusePlay = true;
    const refusing = createGatewayTtsAdapter({
      url: 'u',
      headers: () => ({}),
      fallback,
      onFailure: (failure) => failures.push(failure),
      fetch: (() => Promise.resolve(new Response('mp3'))) as typeof fetch,
      makeAudio: () => audio,
      objectUrls: { create: () => 'blob:x', revoke: () => {} },
    });
    expect(adapter.available).toBe(true);
    refusing.speak('Een.', options);
    await flush();
    expect(failures).toEqual(['playback']);
    expect(fallback.recorded.map((entry) => entry.text)).toEqual(['Een.']);
  });
});
