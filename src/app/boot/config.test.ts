import { describe, expect, it } from 'vitest';
import { resolveConfig, transportUrl } from './config';

const page = { search: '', hostname: 'inspectie.local', protocol: 'http:' };

describe('resolveConfig', () => {
  it('defaults to the mock server on port 8000 of the page host', () => {
    expect(resolveConfig(page)).toEqual({
      transport: 'agora-ws',
      agentUrl: 'http://inspectie.local:8000/agui',
      wsUrl: 'ws://inspectie.local:8000/ws',
      apiUrl: 'http://inspectie.local:8000',
      userId: 'koen',
      personas: ['koen', 'fatima', 'sanne'],
      socketOnMainThread: false,
    });
    expect(resolveConfig({ ...page, protocol: 'https:' }).wsUrl).toBe('wss://inspectie.local:8000/ws');
  });

  it('prefers URL parameters, then runtime config, then build variables', () => {
    const env = { VITE_AGORA_WS_URL: 'ws://env/ws', VITE_AGORA_API_URL: 'http://env', VITE_AGORA_USER_ID: 'sanne' };
    const runtime = { apiUrl: 'http://runtime' };
    const config = resolveConfig({ ...page, search: '?ws=ws://param/ws&user=fatima' }, runtime, env);
    expect(config).toMatchObject({ wsUrl: 'ws://param/ws', apiUrl: 'http://runtime', userId: 'fatima' });
  });

  it('takes report origins from config.js only, strings only, a bounded few', () => {
    const listed = ['https://reports.example', 42, 'https://other.example'] as unknown as string[];
    expect(resolveConfig(page, { reportOrigins: listed }).reportOrigins).toEqual([
      'https://reports.example',
      'https://other.example',
    ]);
    expect(
      resolveConfig(page, { reportOrigins: Array.from({ length: 50 }, (_, i) => `https://r${i}.example`) })
        .reportOrigins,
    ).toHaveLength(20);
    expect(resolveConfig({ ...page, search: '?reportOrigins=https://evil.example' }).reportOrigins).toBeUndefined();
  });

  it('keeps the socket in a worker unless ?socket=main asks for the page’s own thread', () => {
    expect(resolveConfig({ ...page, search: '?socket=main' }).socketOnMainThread).toBe(true);
    expect(resolveConfig({ ...page, search: '?socket=worker' }).socketOnMainThread).toBe(false);
    expect(resolveConfig(page, { socketOnMainThread: true }).socketOnMainThread).toBe(true);
  });

  it('picks the transport and its server from ?transport= with ?agent= or ?ws=, or from the runtime config', () => {
    const sse = resolveConfig({ ...page, search: '?transport=agui-sse&agent=https://agent.example/run' });
    expect(sse).toMatchObject({ transport: 'agui-sse', agentUrl: 'https://agent.example/run' });
    expect(transportUrl(sse)).toBe('https://agent.example/run');
    const v1 = resolveConfig({ ...page, search: '?transport=hai-v1&ws=ws://old.example/ws' });
    expect(transportUrl(v1)).toBe('ws://old.example/ws');
    expect(resolveConfig(page, { transport: 'hai-v1' }).transport).toBe('hai-v1');
    expect(resolveConfig({ ...page, search: '?transport=carrier-pigeon' }).transport).toBe('agora-ws');
    expect(resolveConfig(page, { agentUrl: 'http://rt/agent' }).agentUrl).toBe('http://rt/agent');
  });

  it('ignores empty values', () => {
    expect(resolveConfig({ ...page, search: '?ws=%20' }, { wsUrl: '' }).wsUrl).toBe('ws://inspectie.local:8000/ws');
  });

  it('takes the stall threshold from ?stallMs= or the runtime config, ignoring nonsense', () => {
    expect(resolveConfig({ ...page, search: '?stallMs=1500' }, { stallAfterMs: 9_000 }).stallAfterMs).toBe(1500);
    expect(resolveConfig({ ...page, search: '?stallMs=-3' }, { stallAfterMs: 9_000 }).stallAfterMs).toBe(9_000);
    expect(resolveConfig({ ...page, search: '?stallMs=soon' }).stallAfterMs).toBeUndefined();
  });

  it('takes the answer limit from ?answerMs= or the runtime config', () => {
    expect(resolveConfig({ ...page, search: '?answerMs=3000' }, { answerWithinMs: 9_000 }).answerWithinMs).toBe(3000);
    expect(resolveConfig(page, { answerWithinMs: 9_000 }).answerWithinMs).toBe(9_000);
    expect(resolveConfig(page).answerWithinMs).toBeUndefined();
  });
});

describe('resolveConfig in a production build', () => {
  const deployed = { search: '', hostname: 'agora.example', host: 'agora.example', protocol: 'https:' };

  it('talks to its own origin, as behind AGORA’s nginx or Caddy', () => {
    expect(resolveConfig(deployed, {}, { PROD: true })).toMatchObject({
      apiUrl: 'https://agora.example',
      wsUrl: 'wss://agora.example/ws',
      agentUrl: 'https://agora.example/agui',
    });
    expect(resolveConfig({ ...deployed, host: 'localhost:8080', protocol: 'http:' }, {}, { PROD: true })).toMatchObject(
      {
        apiUrl: 'http://localhost:8080',
        wsUrl: 'ws://localhost:8080/ws',
      },
    );
  });

  it('resolves relative URLs of config.js against the page', () => {
    const config = resolveConfig(deployed, { wsUrl: '/api/openai/ws', apiUrl: '/api/openai' }, { PROD: true });
    expect(config).toMatchObject({
      wsUrl: 'wss://agora.example/api/openai/ws',
      apiUrl: 'https://agora.example/api/openai',
    });
  });

  it('takes a backend from the URL or config.js, and a key only from config.js', () => {
    expect(resolveConfig({ ...deployed, search: '?backend=openai' }).backend).toBe('openai');
    expect(resolveConfig(deployed, { backend: 'mock' }).backend).toBe('mock');
    expect(resolveConfig({ ...deployed, search: '?apiKey=x&token=y' }).apiKey).toBeUndefined();
    expect(resolveConfig(deployed, { apiKey: ' kiosk ' }).apiKey).toBe('kiosk');
  });
});
