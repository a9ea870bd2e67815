import type { IncomingMessage, ServerResponse } from 'node:http';
import { isObject, parseJsonBody, readBody } from './http-body';

/** The gateway's default voice (its `GATEWAY_ELEVENLABS_VOICE_ID`). */
const mockVoiceId = 'pNInz6obpgDQGcFmaJgB';

const sampleRate = 16_000;

/** A short tone as a 16-bit mono PCM WAV file: enough for a browser to decode and play. */
function toneWav(seconds = 0.3, hertz = 440): Buffer {
  const samples = Math.round(sampleRate * seconds);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples * 2, 40);
  const fade = sampleRate / 100;
  for (let i = 0; i < samples; i += 1) {
    const envelope = Math.min(1, i / fade, (samples - i) / fade);
    wav.writeInt16LE(Math.round(6000 * envelope * Math.sin((2 * Math.PI * hertz * i) / sampleRate)), 44 + i * 2);
  }
  return wav;
}

type Send = (res: ServerResponse, status: number, body: unknown) => void;

/** ElevenLabs behind the gateway: its config, a single-use token, and text-to-speech streamed back. */
export function createElevenLabs(enabled: boolean, send: Send) {
  const texts: string[] = [];
  const notConfigured = (res: ServerResponse): boolean => {
    if (!enabled) send(res, 503, { detail: 'ElevenLabs not configured' });
    return !enabled;
  };
  const tts = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (notConfigured(res)) return;
    const body = parseJsonBody(await readBody(req));
    if (!isObject(body)) {
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      return void res.end('Internal Server Error');
    }
    if (typeof body.text !== 'string') return send(res, 422, { detail: 'text must be a string' });
    texts.push(body.text);
    res.writeHead(200, { 'Content-Type': 'audio/wav' });
    const wav = toneWav();
    const chunk = Math.ceil(wav.length / 4);
    for (let at = 0; at < wav.length && !res.destroyed; at += chunk) {
      res.write(wav.subarray(at, at + chunk));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    res.end();
  };
  return {
    /** Every text asked for, in order (for tests). */
    texts: (): readonly string[] => texts,
    config: (res: ServerResponse) => send(res, 200, { enabled, voiceId: mockVoiceId }),
    token: (res: ServerResponse) => {
      if (!notConfigured(res)) send(res, 200, { token: 'fake-single-use-token' });
    },
    tts: (req: IncomingMessage, res: ServerResponse) => void tts(req, res).catch(() => res.destroy()),
  };
}
