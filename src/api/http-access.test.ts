import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createHttp, defaultTimeoutMs, type ApiError } from './http';

const schema = z.object({ ok: z.boolean() });

describe('http behind AGORA’s gateway', () => {
  it('sends the key as X-API-Key on every request', async () => {
    const fetchImpl = vi.fn(async () => new Response('{"ok":true}'));
    const access = { headers: () => ({ 'X-API-Key': 'k' }), onUnauthorized: vi.fn() };
    const http = createHttp('http://gw', fetchImpl, defaultTimeoutMs, access);
    await http.get('/sessions', schema);
    await http.post('/users', { name: 'A' }, schema);
    const headers = fetchImpl.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1].headers);
    expect(headers).toEqual([
      { Accept: 'application/json', 'X-API-Key': 'k' },
      { Accept: 'application/json', 'Content-Type': 'application/json', 'X-API-Key': 'k' },
    ]);
    expect(access.onUnauthorized).not.toHaveBeenCalled();
  });

  it('asks for a key on a 401 and fails with the gateway’s detail', async () => {
    const access = { headers: () => ({}), onUnauthorized: vi.fn() };
    const unauthorized = async () => new Response('{"detail":"Missing API Key"}', { status: 401 });
    const error = await createHttp('http://gw', unauthorized, defaultTimeoutMs, access)
      .get('/sessions', schema)
      .catch((failure: ApiError) => failure);
    expect(error).toMatchObject({ kind: 'http', status: 401, message: 'Missing API Key' });
    expect(access.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('reports every failure’s technical cause (method, path without the query, kind, status), not the key', async () => {
    const onFailure = vi.fn();
    const access = { headers: () => ({ 'X-API-Key': 'k' }), onUnauthorized: vi.fn(), onFailure };
    const refusing = async () => new Response('{"detail":"Method Not Allowed"}', { status: 405 });
    await createHttp('http://gw', refusing, defaultTimeoutMs, access)
      .put('/sessions/a?user_id=koen', {}, schema)
      .catch(() => undefined);
    const down = async () => Promise.reject(new TypeError('Failed to fetch'));
    await createHttp('http://gw', down, defaultTimeoutMs, access)
      .get('/agents', schema)
      .catch(() => undefined);
    expect(onFailure.mock.calls.map(([failure]) => failure as unknown)).toEqual([
      { request: 'PUT /sessions/a', kind: 'http', status: 405, cause: 'Method Not Allowed' },
      { request: 'GET /agents', kind: 'network', status: undefined, cause: 'Server unreachable: Failed to fetch' },
    ]);
  });
});
