import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { RawClient } from './raw-client';
import { createMockServer, type MockServer } from './server';
import { TestClient } from './test-client';

const key = 'sleutel-123';
let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, delay: 0, seed: false, apiKey: key });
});
afterAll(() => server.close());

const call = async (path: string, init: RequestInit = {}) => {
  const res = await fetch(`${server.url}${path}`, init);
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as unknown) : undefined };
};
const withKey = (value = key): RequestInit => ({ headers: { 'X-API-Key': value } });
const wsBase = () => server.url.replace(/^http/, 'ws');

/** Resolves with the close code and reason of a socket the server accepted. */
const closing = (url: string, headers: Record<string, string> = {}) =>
  new Promise<{ opened: boolean; code: number; reason: string }>((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    let opened = false;
    ws.once('open', () => (opened = true));
    ws.once('close', (code, reason) => resolve({ opened, code, reason: String(reason) }));
    ws.once('error', reject);
  });

describe('gateway auth over HTTP', () => {
  it('answers 401 without a key or with a wrong one', async () => {
    expect(await call('/sessions?user_id=koen')).toMatchObject({ status: 401, body: { detail: 'Missing API Key' } });
    expect(await call('/sessions?user_id=koen', withKey('fout'))).toMatchObject({
      status: 401,
      body: { detail: 'Invalid API Key' },
    });
    expect(await call('/api/openai/sessions?user_id=koen&token=fout')).toMatchObject({
      body: { detail: 'Invalid API Key' },
    });
    expect(await call('/gateway/elevenlabs/config')).toMatchObject({ status: 401 });
  });

  it('passes with the header or ?token=, and the header wins', async () => {
    expect(await call('/sessions?user_id=koen', withKey())).toMatchObject({ status: 200, body: { sessions: [] } });
    expect(await call(`/api/openai/sessions?user_id=koen&token=${key}`)).toMatchObject({ status: 200 });
    expect(await call(`/sessions?user_id=koen&token=${key}`, withKey('fout'))).toMatchObject({ status: 401 });
  });

  it('keeps its own health and backend list open', async () => {
    expect((await call('/health')).body).toEqual({ status: 'healthy', service: 'api-gateway' });
    expect((await call('/gateway/backends')).body).toEqual({
      backends: ['openai', 'langgraph', 'mock'],
      default: 'langgraph',
      routes: { openai: '/api/openai/*', langgraph: '/api/langgraph/*', mock: '/api/mock/*' },
    });
    expect(await call('/api/openai/health', withKey())).toMatchObject({ body: { service: 'agora-mock' } });
    expect(await call('/api/openai/health')).toMatchObject({ status: 401 });
  });

  it('answers a preflight for any header, X-API-Key included, before auth', async () => {
    const res = await fetch(`${server.url}/api/openai/sessions`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-api-key',
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-headers')).toBe('x-api-key');
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const denied = await call('/sessions', { headers: { Origin: 'http://localhost:5173' } });
    expect(denied.status).toBe(401);
    expect(denied.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('leaves the test hooks open, also under a backend prefix', async () => {
    expect(await call('/__test__/received-frames')).toMatchObject({ status: 200 });
    expect(await call('/api/mock/__test__/received-frames')).toMatchObject({ status: 200, body: { frames: [] } });
  });
});

describe('gateway auth over WebSocket', () => {
  it.each(['/ws', '/api/openai/ws', '/v1/ws'])('accepts %s without a valid key, then closes 4001', async (path) => {
    expect(await closing(`${wsBase()}${path}`)).toEqual({ opened: true, code: 4001, reason: 'Unauthorized' });
    expect(await closing(`${wsBase()}${path}?token=fout`)).toMatchObject({ code: 4001 });
    expect(await closing(`${wsBase()}${path}`, { 'x-api-key': 'fout' })).toMatchObject({ code: 4001 });
  });

  it('runs with the right key, as ?token= or header', async () => {
    const client = await TestClient.connect(`${wsBase()}/api/openai/ws?token=${key}&delay=0`);
    const events = await client.run({ threadId: 'gw-token', text: 'Hallo' });
    expect(events.at(-1)?.type).toBe('RUN_FINISHED');
    await client.close();
    const raw = await new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(`${wsBase()}/api/mock/ws`, { headers: { 'x-api-key': key } });
      ws.once('open', () => resolve(ws));
      ws.once('error', reject);
    });
    raw.close();
  });

  it('refuses other socket paths, and closes 1011 for an unknown backend', async () => {
    await expect(RawClient.connect(`${wsBase()}/elders?token=${key}`)).rejects.toThrow(/403/);
    expect(await closing(`${wsBase()}/api/onbekend/ws?token=${key}`)).toMatchObject({ opened: true, code: 1011 });
  });
});

describe('backends behind the gateway', () => {
  it('keeps each backend its own sessions', async () => {
    const client = await TestClient.connect(`${wsBase()}/api/mock/ws?token=${key}`);
    await client.run({ threadId: 'alleen-mock', text: 'Hallo' });
    await client.close();
    const backends = server.backends;
    expect(backends?.mock.store.get('alleen-mock')).toBeDefined();
    expect(backends?.openai.store.get('alleen-mock')).toBeUndefined();
    expect(backends?.langgraph.store.get('alleen-mock')).toBeUndefined();
    expect(server.store).toBe(backends?.langgraph.store);
    const metadata = '/sessions/alleen-mock/metadata';
    expect(await call(`/api/mock${metadata}`, withKey())).toMatchObject({ status: 200 });
    expect(await call(`/api/openai${metadata}`, withKey())).toMatchObject({ status: 404 });
    // Refused sockets never reach a backend: nothing here connected to langgraph with a valid key.
    expect(backends?.langgraph.receivedFrames.size).toBe(0);
  });
});

describe('the gateway’s mock backend', () => {
  it('hands over as AGORA’s own mock server does, with transfer_to_agent, unless a connection asks otherwise', async () => {
    const firstTool = async (path: string) => {
      const client = await TestClient.connect(`${wsBase()}${path}`);
      const events = await client.run({ threadId: `handoff-${path.length}`, text: 'Start inspectie bij Bella Rosa' });
      await client.close();
      return events.find((e) => e.type === 'TOOL_CALL_START')?.toolCallName;
    };
    expect(await firstTool(`/api/mock/ws?token=${key}`)).toBe('transfer_to_agent');
    expect(await firstTool(`/api/mock/ws?token=${key}&handoff=named`)).toBe(
      'transfer_to_company_and_inspection_history_specialist',
    );
    expect(await firstTool(`/api/openai/ws?token=${key}`)).toBe(
      'transfer_to_company_and_inspection_history_specialist',
    );
  });
});

describe('a gateway without a key', () => {
  it('lets everything through and routes to the default it was given', async () => {
    const open = await createMockServer({ port: 0, delay: 0, seed: false, gateway: true, defaultBackend: 'openai' });
    try {
      const backends = await (await fetch(`${open.url}/gateway/backends`)).json();
      expect(backends).toMatchObject({ default: 'openai' });
      expect((await fetch(`${open.url}/sessions?user_id=koen`)).status).toBe(200);
      expect(open.store).toBe(open.backends?.openai.store);
    } finally {
      await open.close();
    }
  });
});
