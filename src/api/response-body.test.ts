import { describe, expect, it } from 'vitest';
import { readBody } from './response-body';

/** A response whose body stream fails after `sent`, as a browser's does when fewer bytes arrive than announced. */
function shortOfItsLength(sent: string): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(sent));
      controller.error(new TypeError('network error'));
    },
  });
  return new Response(body, { status: 200 });
}

describe('readBody', () => {
  it('reads JSON, and a 204 as no value', async () => {
    expect(await readBody(new Response('{"ok":true}'))).toEqual({ kind: 'json', value: { ok: true } });
    expect(await readBody(new Response(null, { status: 204 }))).toEqual({ kind: 'json', value: undefined });
  });

  it.each([
    ['an empty 200', new Response('', { status: 200 })],
    ['JSON that ends early', new Response('{"users":[{"id":"u1","na')],
    ['a string cut in two', new Response('"half')],
    ['a body shorter than its length', shortOfItsLength('{"ok":')],
  ])('takes %s for an answer cut short', async (_case, response) => {
    expect((await readBody(response)).kind).toBe('cut');
  });

  it('takes a page or plain text for no JSON at all, not for a cut answer', async () => {
    expect(await readBody(new Response('<!doctype html><title>HAI</title>'))).toEqual({ kind: 'other' });
    expect(await readBody(new Response('Internal Server Error'))).toEqual({ kind: 'other' });
  });
});
