import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createHttp, defaultTimeoutMs, type ApiError } from './http';

const schema = z.object({ ok: z.boolean() });

/** A Response as the browser makes it after a redirect: its own fields say what happened. */
function answer(fields: Partial<Pick<Response, 'type' | 'status' | 'redirected' | 'url'>>, body = '{"ok":true}') {
  const response = new Response(body);
  for (const [name, value] of Object.entries(fields)) Object.defineProperty(response, name, { value });
  return response;
}

const keyed = (onFailure = vi.fn()) => ({
  headers: (url: string): Record<string, string> => (url.startsWith('http://a.test/') ? { 'X-API-Key': 'k' } : {}),
  onUnauthorized: vi.fn(),
  onFailure,
});

describe('http and redirects', () => {
  it('a request with the key follows no redirect; one without the key follows as usual', async () => {
    const fetchImpl = vi.fn(async () => answer({}));
    await createHttp('http://a.test', fetchImpl, defaultTimeoutMs, keyed()).get('/users', schema);
    await createHttp('http://b.test', fetchImpl, defaultTimeoutMs, keyed()).get('/users', schema);
    const inits = fetchImpl.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1]);
    expect(inits[0]).toMatchObject({ redirect: 'manual', headers: { 'X-API-Key': 'k' } });
    expect(inits[1]!.redirect).toBeUndefined();
    expect(inits[1]!.headers).not.toHaveProperty('X-API-Key');
  });

  it('refuses a redirect a keyed request did not follow, once, with a redirect failure for the event log', async () => {
    const onFailure = vi.fn();
    const fetchImpl = vi.fn(async () => answer({ type: 'opaqueredirect', status: 0 }, ''));
    const error = await createHttp('http://a.test', fetchImpl, defaultTimeoutMs, keyed(onFailure))
      .get('/sessions?user_id=koen', schema)
      .catch((failure: ApiError) => failure);
    expect(error).toMatchObject({ name: 'ApiError', kind: 'redirect' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ request: 'GET /sessions', kind: 'redirect' }));
    expect(JSON.stringify(onFailure.mock.calls)).not.toContain('koen');
  });

  it('refuses the data of a redirect followed to another origin, and keeps that of one on the same origin', async () => {
    const elsewhere = async () => answer({ redirected: true, url: 'http://b.test/users' });
    const error = await createHttp('http://c.test', elsewhere, defaultTimeoutMs, keyed())
      .get('/users', schema)
      .catch((failure: ApiError) => failure);
    expect(error).toMatchObject({ kind: 'redirect' });
    const sameOrigin = async () => answer({ redirected: true, url: 'http://c.test/users/' });
    await expect(createHttp('http://c.test', sameOrigin).get('/users', schema)).resolves.toEqual({ ok: true });
  });
});
