import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer, type MockServer } from './server';

describe('the key-origin test hook', () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await createMockServer({ port: 0, delay: 0, testHooks: true });
  });
  afterAll(() => server.close());

  const hook = (body: unknown) =>
    fetch(`${server.url}/__test__/key-origin`, { method: 'POST', body: JSON.stringify(body) });

  it('notes whether each request carried a key, and redirects a path to another origin on demand', async () => {
    await hook({ clear: true, redirect: { path: '/agents', to: 'http://other.test:9/agents' } });
    await fetch(`${server.url}/health`, { headers: { 'X-API-Key': 'k' } });
    const redirected = await fetch(`${server.url}/agents?x=1`, { redirect: 'manual' });
    expect(redirected.status).toBe(307);
    expect(redirected.headers.get('location')).toBe('http://other.test:9/agents?x=1');
    await fetch(`${server.url}/users?token=t`);
    const { seen } = (await (await fetch(`${server.url}/__test__/key-origin`)).json()) as { seen: unknown[] };
    expect(seen).toEqual([
      { method: 'GET', path: '/health', apiKey: true, token: false },
      { method: 'GET', path: '/agents', apiKey: false, token: false },
      { method: 'GET', path: '/users', apiKey: false, token: true },
    ]);
    await hook({ redirect: null });
    expect((await fetch(`${server.url}/agents`, { redirect: 'manual' })).status).toBe(200);
  });

  it('makes REST want a key of its own on demand', async () => {
    await hook({ requireKey: 'b-key' });
    expect((await fetch(`${server.url}/agents`)).status).toBe(401);
    expect((await fetch(`${server.url}/agents`, { headers: { 'X-API-Key': 'b-key' } })).status).toBe(200);
    await hook({ requireKey: null });
    expect((await fetch(`${server.url}/agents`)).status).toBe(200);
  });

  it('refuses a redirect that is not an http(s) URL', async () => {
    expect((await hook({ redirect: { path: '/agents', to: 'javascript:alert(1)' } })).status).toBe(422);
  });
});
