import fc from 'fast-check';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { maxValueDepth, valueDepth } from '../lib/bound-depth';
import { deepJsonText, type DeepShape } from '../testing/hostile-json';
import { createHttp } from './http';
import { readBody } from './response-body';
import { createRestApi } from './rest-api';
import { restFailures, type RestFailure } from './rest-failures';

/* Issue 34: a REST answer nested up to 100,000 deep is used bounded, and the event log hears of it. */

const heard: RestFailure[] = [];
const requests = new Set<string>();
const stop = restFailures.subscribe((failure) => {
  heard.push(failure);
  requests.add(failure.request);
});
afterEach(() => void heard.splice(0));
// Test files share their modules (vite.config.ts): the cut answers noted here are not left in use for the next file.
afterAll(() => {
  requests.forEach((request) => restFailures.answered(request));
  stop();
});

const answer = (text: string) => () => Promise.resolve(new Response(text, { status: 200 }));
const depths = fc.oneof(fc.integer({ min: maxValueDepth - 3, max: 300 }), fc.integer({ min: 300, max: 100_000 }));
const shapes = fc.constantFrom<DeepShape>('object', 'array', 'mixed', 'proto');

describe('a REST answer nested too deep', () => {
  it('is read bounded, with a note for the event log', async () => {
    await fc.assert(
      fc.asyncProperty(depths, shapes, async (depth, shape) => {
        heard.splice(0);
        const body = await readBody(new Response(`{"deep":${deepJsonText(depth, shape)}}`));
        expect(body.kind).toBe('json');
        expect(valueDepth(body.kind === 'json' ? body.value : undefined)).toBeLessThanOrEqual(maxValueDepth);
        expect(heard.map(({ kind }) => kind)).toEqual(depth + 1 > maxValueDepth ? ['too-deep'] : []);
      }),
      { numRuns: 6 },
    );
  });

  it('a history 100,000 deep is still shown', async () => {
    const deep = deepJsonText(100_000, 'mixed');
    const history = `{"success":true,"threadId":"t1","messageCount":2,"history":[{"role":"user","content":"hoi","extra":${deep}},${deep}]}`;
    const api = createRestApi(createHttp('http://x', answer(history)));
    const { history: entries } = await api.history('t1');
    expect(entries[0]).toMatchObject({ role: 'user', content: 'hoi' });
    expect(entries).toHaveLength(2);
    expect(heard.some(({ kind }) => kind === 'too-deep')).toBe(true);
    expect(JSON.stringify(entries).length).toBeGreaterThan(0);
  });

  it('a session list 100,000 deep is still read', async () => {
    const list = `{"success":true,"totalCount":1,"sessions":[${deepJsonText(100_000, 'object')}]}`;
    const api = createRestApi(createHttp('http://x', answer(list)));
    const page = await api.sessions('u1', 20, 0);
    expect(page.success).toBe(true);
    expect(heard.some(({ kind }) => kind === 'too-deep')).toBe(true);
  });
});
