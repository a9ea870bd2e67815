import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGatewayStt, realtimeSttUrl, type SttSocketLike } from './gateway-stt';
import { pcm16Base64 } from './microphone';
import { createRecordingRecognition } from './recording-recognition';

class FakeSocket implements SttSocketLike {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  says(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

function setup({
  token = () => Promise.resolve('tok'),
  micError,
}: { token?: () => Promise<string>; micError?: string } = {}) {
  const sockets: FakeSocket[] = [];
  const fallback = createRecordingRecognition();
  let record: ((samples: Float32Array, rate: number) => void) | undefined;
  const mic = { stop: vi.fn() };
  const openMicrophone = vi.fn((onSamples: (samples: Float32Array, rate: number) => void) => {
    if (micError) return Promise.reject(new DOMException('no', micError));
    record = onSamples;
    return Promise.resolve(mic);
  });
  const stt = createGatewayStt({
    token,
    fallback,
    openMicrophone,
    makeSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    silenceMs: 5000,
    settleMs: 500,
  });
  const interim: string[] = [];
  const take = () => stt.listen({ lang: 'nl-NL', onInterim: (text) => interim.push(text) });
  return {
    stt,
    sockets,
    fallback,
    mic,
    openMicrophone,
    interim,
    take,
    record: (s: Float32Array) => record?.(s, 16000),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('pcm16Base64', () => {
  it('encodes floats as 16-bit little-endian PCM, clamped, resampled to 16 kHz', () => {
    const bytes = (base64: string) => [...atob(base64)].map((char) => char.charCodeAt(0));
    expect(bytes(pcm16Base64(new Float32Array([0, 1, -1, 2]), 16000))).toEqual([0, 0, 0xff, 0x7f, 0, 0x80, 0xff, 0x7f]);
    expect(bytes(pcm16Base64(new Float32Array([0, 0.5, 1, 0.5, 0, 0]), 48000))).toHaveLength(4);
  });
});

describe('gateway speech-to-text', () => {
  it('opens the microphone, then the realtime socket with the token, and streams what was recorded', async () => {
    const { sockets, take, record } = setup();
    take();
    await vi.advanceTimersByTimeAsync(0);
    record(new Float32Array([0.5]));
    expect(sockets).toHaveLength(1);
    const url = new URL(sockets[0]!.url);
    expect(url.origin + url.pathname).toBe('wss://api.elevenlabs.io/v1/speech-to-text/realtime');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      token: 'tok',
      language_code: 'nld',
      audio_format: 'pcm_16000',
      commit_strategy: 'vad',
      model_id: 'scribe_v2_realtime',
    });
    expect(sockets[0]!.sent).toEqual([]);
    sockets[0]!.open();
    record(new Float32Array([0.25]));
    expect(sockets[0]!.sent).toEqual([
      {
        message_type: 'input_audio_chunk',
        audio_base_64: pcm16Base64(new Float32Array([0.5]), 16000),
        sample_rate: 16000,
      },
      {
        message_type: 'input_audio_chunk',
        audio_base_64: pcm16Base64(new Float32Array([0.25]), 16000),
        sample_rate: 16000,
      },
    ]);
  });

  it('reports partial transcripts and ends with the committed one, letting the microphone and socket go', async () => {
    const { sockets, take, interim, mic } = setup();
    const listening = take();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.open();
    sockets[0]!.says({ message_type: 'session_started' });
    sockets[0]!.says({ message_type: 'partial_transcript', text: 'Wat zegt' });
    sockets[0]!.says({ message_type: 'committed_transcript', text: 'Wat zegt de regelgeving?' });
    await expect(listening.ended).resolves.toEqual({ kind: 'heard', text: 'Wat zegt de regelgeving?' });
    expect(interim).toEqual(['', 'Wat zegt', 'Wat zegt de regelgeving?']);
    expect(mic.stop).toHaveBeenCalledOnce();
    expect(sockets[0]!.closed).toBe(true);
  });

  it('stop() asks for a commit and ends with what was heard when none comes in time', async () => {
    const { sockets, take } = setup();
    const listening = take();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.open();
    sockets[0]!.says({ message_type: 'partial_transcript', text: 'Hallo daar' });
    listening.stop();
    expect(sockets[0]!.sent.at(-1)).toMatchObject({
      message_type: 'input_audio_chunk',
      audio_base_64: '',
      commit: true,
    });
    await vi.advanceTimersByTimeAsync(500);
    await expect(listening.ended).resolves.toEqual({ kind: 'heard', text: 'Hallo daar' });
  });

  it('ends no-speech after a silence, cancelled on cancel(), network on a service error', async () => {
    const quiet = setup().take();
    await vi.advanceTimersByTimeAsync(5000);
    await expect(quiet.ended).resolves.toEqual({ kind: 'failed', error: 'no-speech' });

    const { sockets, take } = setup();
    const cancelled = take();
    await vi.advanceTimersByTimeAsync(0);
    cancelled.cancel();
    await expect(cancelled.ended).resolves.toEqual({ kind: 'cancelled' });
    expect(sockets[0]!.closed).toBe(true);

    const failing = take();
    await vi.advanceTimersByTimeAsync(0);
    sockets[1]!.open();
    sockets[1]!.says({ message_type: 'auth_error', error: 'expired' });
    await expect(failing.ended).resolves.toEqual({ kind: 'failed', error: 'network' });
  });

  it('a refused or missing microphone ends as such, without asking for a token', async () => {
    const token = vi.fn(() => Promise.resolve('tok'));
    const refused = setup({ token, micError: 'NotAllowedError' }).take();
    await expect(refused.ended).resolves.toEqual({ kind: 'failed', error: 'not-allowed' });
    const missing = setup({ token, micError: 'NotFoundError' }).take();
    await expect(missing.ended).resolves.toEqual({ kind: 'failed', error: 'audio-capture' });
    expect(token).not.toHaveBeenCalled();
  });

  it('without a token the take is the fallback recognizer’s', async () => {
    const { take, fallback, mic, sockets } = setup({ token: () => Promise.reject(new Error('503')) });
    const listening = take();
    await vi.advanceTimersByTimeAsync(0);
    expect(mic.stop).toHaveBeenCalledOnce();
    expect(sockets).toHaveLength(0);
    expect(fallback.hear('Via de browser')).toBe(true);
    await expect(listening.ended).resolves.toEqual({ kind: 'heard', text: 'Via de browser' });
  });

  it('names English as eng', () => {
    expect(new URL(realtimeSttUrl('t', 'en-US')).searchParams.get('language_code')).toBe('eng');
  });
});
