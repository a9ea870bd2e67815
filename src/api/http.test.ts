import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type ApiError, createHttp } from './http';

const schema = z.object({ ok: z.boolean() });
const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

/** A fetch that never answers, but gives up when its signal aborts, as the browser's does. */
const hangingFetch: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) =>
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
  );

describe('http', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('returns the schema-checked body', async () => {
    await expect(createHttp('http://x/', () => json({ ok: true })).get('/a', schema)).resolves.toEqual({ ok: true });
  });

  it('turns each failure into an ApiError of its kind', async () => {
    const fail = (impl: typeof fetch) =>
      createHttp('http://x', impl)
        .get('/a', schema)
        .catch((error: ApiError) => [error.kind, error.status, error.message]);
    expect(await fail(() => json({ detail: 'Session not found' }, 404))).toEqual(['http', 404, 'Session not found']);
    expect(await fail(() => json({ ok: 'yes' }))).toEqual(['invalid', undefined, expect.stringContaining('/a')]);
    expect(await fail(() => Promise.reject(new TypeError('Failed to fetch')))).toEqual([
      'network',
      undefined,
      expect.stringContaining('Failed to fetch'),
    ]);
  });

  it('gives up on a server that never answers', async () => {
    const request = createHttp('http://x', hangingFetch, 2_000)
      .get('/a', schema)
      .catch((error: ApiError) => error.kind);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await request).toBe('timeout');
  });

  it('passes the caller’s abort through as an abort, not a failure', async () => {
    const controller = new AbortController();
    const request = createHttp('http://x', hangingFetch)
      .get('/a', schema, controller.signal)
      .catch((error: Error) => error.name);
    controller.abort();
    expect(await request).toBe('AbortError');
  });
});
