import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { CutBodies } from './cut-bodies';
import { createMockServer, type MockServer } from './server';

let server: MockServer | undefined;
afterEach(() => server?.close());

type Got = { status: number; text: string; length?: string; failed?: boolean };

/** One raw GET: the status, the text that arrived, its announced length, and whether the body read failed. */
function get(url: string, headers: Record<string, string> = {}): Promise<Got> {
  return new Promise((resolve) => {
    const req = httpRequest(url, { headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      const done = (failed: boolean) =>
        resolve({ status: res.statusCode ?? 0, text, length: res.headers['content-length'], failed });
      res.on('end', () => done(false));
      res.on('aborted', () => done(true));
      res.on('error', () => done(true));
    });
    req.on('error', () => resolve({ status: 0, text: '', failed: true }));
    req.end();
  });
}

const whole = (got: Got) => {
  try {
    JSON.parse(got.text);
    return !got.failed;
  } catch {
    return false;
  }
};

describe('answers cut on the way, as AGORA’s gateway cuts them', () => {
  it('cuts about the share asked for, in each of its three ways, the same way for the same seed', () => {
    const pick = (seed: number) => {
      const cuts = new CutBodies(0.5, seed);
      return Array.from({ length: 400 }, () => cuts.next());
    };
    const styles = pick(7);
    const cut = styles.filter(Boolean).length;
    expect(cut).toBeGreaterThan(160);
    expect(cut).toBeLessThan(240);
    expect(new Set(styles.filter(Boolean))).toEqual(new Set(['empty', 'early', 'short']));
    expect(pick(7)).toEqual(styles);
    expect(pick(8)).not.toEqual(styles);
    expect(new CutBodies(0, 7).next()).toBeUndefined();
  });

  it('loses the answer, not the deed: a user created behind a cut answer is there; the gateway’s own routes stay whole', async () => {
    server = await createMockServer({ port: 0, delay: 0, gateway: true, cutBodies: 1, faultSeed: 3 });
    const answers = await Promise.all(Array.from({ length: 12 }, () => get(`${server!.url}/api/openai/users?limit=5`)));
    expect(answers.every((got) => got.status === 200 && !whole(got))).toBe(true);
    expect(answers.some((got) => got.text === '')).toBe(true);
    expect(answers.some((got) => got.text.startsWith('{') && got.length === undefined)).toBe(true);
    expect(answers.some((got) => got.failed && Number(got.length) > got.text.length)).toBe(true);

    const created = await fetch(`${server.url}/api/openai/users`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Snee', email: 'snee@nvwa.nl' }),
    })
      .then((response) => response.text())
      .catch(() => 'lost');
    expect(() => JSON.parse(created) as unknown).toThrow();
    expect(server.backends!.openai.users.list(100, 0).users.some((user) => user.email === 'snee@nvwa.nl')).toBe(true);

    for (const path of ['/health', '/gateway/backends']) expect(whole(await get(`${server.url}${path}`))).toBe(true);
  });

  it('is set and cleared at run time through the test hook', async () => {
    server = await createMockServer({ port: 0, delay: 0, testHooks: true });
    const hook = (body: object) =>
      fetch(`${server!.url}/__test__/faults`, { method: 'POST', body: JSON.stringify(body) }).then((r) => r.json());
    expect(await hook({ cutBodies: 1, seed: 4 })).toMatchObject({ cutBodies: 1, seed: 4 });
    expect(whole(await get(`${server.url}/sessions?user_id=koen`))).toBe(false);
    await hook({ cutBodies: 0 });
    expect(whole(await get(`${server.url}/sessions?user_id=koen`))).toBe(true);
    const refused = await fetch(`${server.url}/__test__/faults`, { method: 'POST', body: '{"cutBodies":2}' });
    expect(refused.status).toBe(422);
  });
});
