import { afterEach, describe, expect, it } from 'vitest';
import { createMockServer, type MockServer } from './server';

const key = 'sleutel';
let server: MockServer | undefined;
afterEach(() => server?.close());

const start = async (tts: boolean) => {
  server = await createMockServer({ port: 0, delay: 0, seed: false, apiKey: key, tts });
  return server.url;
};
const post = (url: string, body?: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe('ElevenLabs through the gateway', () => {
  it('answers 503 while not configured', async () => {
    const url = await start(false);
    const config = await fetch(`${url}/gateway/elevenlabs/config`, { headers: { 'X-API-Key': key } });
    expect(await config.json()).toEqual({ enabled: false, voiceId: expect.any(String) as string });
    for (const path of ['tts', 'token']) {
      const res = await post(`${url}/gateway/elevenlabs/${path}`, { text: 'Hallo' });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ detail: 'ElevenLabs not configured' });
    }
    expect((await post(`${url}/gateway/elevenlabs/tts`)).status).toBe(503);
  });

  it('streams a WAV file when configured, and records each text', async () => {
    const url = await start(true);
    const config = await fetch(`${url}/gateway/elevenlabs/config?token=${key}`);
    expect(await config.json()).toMatchObject({ enabled: true });
    const res = await post(`${url}/gateway/elevenlabs/tts`, { text: 'Goedemorgen', voice_id: 'v', model_id: 'm' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    const audio = Buffer.from(await res.arrayBuffer());
    expect(audio.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(audio.subarray(8, 12).toString('ascii')).toBe('WAVE');
    expect(audio.readUInt32LE(40)).toBe(audio.length - 44);
    expect(audio.length).toBeGreaterThan(1000);
    await post(`${url}/gateway/elevenlabs/tts`, { text: 'Tot ziens' });
    expect((await post(`${url}/gateway/elevenlabs/tts`, {})).status).toBe(422);
    const recorded = await fetch(`${url}/__test__/tts-requests`);
    expect(await recorded.json()).toEqual({ texts: ['Goedemorgen', 'Tot ziens'] });
    const token = await post(`${url}/gateway/elevenlabs/token`);
    expect(await token.json()).toEqual({ token: 'fake-single-use-token' });
  });

  it('asks for the key before anything else', async () => {
    const url = await start(false);
    const res = await fetch(`${url}/gateway/elevenlabs/tts`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(401);
  });
});
