import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CutBodies } from './cut-bodies';
import { createMockServer, type MockServer } from './server';

let server: MockServer | undefined;
afterEach(() => server?.close());

type Kind = 'whole' | 'empty' | 'early' | 'short';
type Got = { kind: Kind; status: number };

/** One answer read with node's fetch, told apart from `whole` (the same answer uncut). */
async function got(url: string, whole: string): Promise<Got> {
  const answer = await fetch(url);
  const length = answer.headers.get('content-length');
  const text = await answer.text().catch(() => undefined);
  const { status } = answer;
  if (text === undefined) {
    expect(Number(length)).toBe(Buffer.byteLength(whole));
    return { kind: 'short', status };
  }
  if (text === whole) return { kind: 'whole', status };
  expect(length).toBeNull();
  if (text === '') return { kind: 'empty', status };
  expect(whole.startsWith(text)).toBe(true);
  expect(() => JSON.parse(text) as unknown).toThrow();
  return { kind: 'early', status };
}

/** Whether the answer arrived whole: its body read and parsed as JSON. */
const isWhole = (url: string): Promise<boolean> =>
  fetch(url).then(
    (answer) =>
      answer.json().then(
        () => true,
        () => false,
      ),
    () => false,
  );

async function hook(body: object): Promise<unknown> {
  return (await fetch(`${server!.url}/__test__/faults`, { method: 'POST', body: JSON.stringify(body) })).json();
}

describe('answers cut on the way, as AGORA’s gateway cuts them', () => {
  it('picks about the share asked for, in each of its three ways, the same way for the same seed', () => {
    const pick = (seed: number) => {
      const cuts = new CutBodies(0.5, seed);
      return Array.from({ length: 400 }, () => cuts.next());
    };
    const styles = pick(7);
    const share = styles.filter(Boolean).length / styles.length;
    expect(share).toBeGreaterThan(0.4);
    expect(share).toBeLessThan(0.6);
    expect(new Set(styles.filter(Boolean))).toEqual(new Set(['empty', 'early', 'short']));
    expect(pick(7)).toEqual(styles);
    expect(pick(8)).not.toEqual(styles);
    expect(new CutBodies(0, 7).next()).toBeUndefined();
  });

  it('over HTTP: about that share of a lone mock’s answers cut, each way as it claims, the same again for the seed', async () => {
    server = await createMockServer({ port: 0, delay: 0 });
    const url = `${server.url}/agents`;
    const whole = await (await fetch(url)).text();
    const play = async () => {
      const kinds: Kind[] = [];
      for (let n = 0; n < 200; n += 1) kinds.push((await got(url, whole)).kind);
      return kinds;
    };
    expect(await hook({ cutBodies: 0.5, seed: 5 })).toMatchObject({ cutBodies: 0.5, seed: 5 });
    const kinds = await play();
    const share = kinds.filter((kind) => kind !== 'whole').length / kinds.length;
    expect(share).toBeGreaterThan(0.4);
    expect(share).toBeLessThan(0.6);
    expect(new Set(kinds)).toEqual(new Set(['whole', 'empty', 'early', 'short']));
    await hook({ cutBodies: 0.5, seed: 5 });
    expect(await play()).toEqual(kinds);

    await hook({ cutBodies: 1, seed: 2 });
    const missing = `${server.url}/sessions/nope/metadata`;
    const notFound = JSON.stringify({ detail: 'Session not found' });
    const lost = await got(missing, notFound);
    expect(lost.status).toBe(404);
    expect(lost.kind).not.toBe('whole');
    const run = { threadId: 't-sse', runId: 'r1', state: {}, tools: [], context: [], forwardedProps: {} };
    const sse = await fetch(`${server.url}/agui`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({ ...run, messages: [{ id: 'm1', role: 'user', content: 'Hallo' }] }),
    });
    expect(await sse.text()).toMatch(/"type":"RUN_FINISHED"[^\n]*\n\n$/);
    expect(await hook({ cutBodies: null })).toMatchObject({ cutBodies: 0 });
    expect(await got(url, whole)).toEqual({ kind: 'whole', status: 200 });
    const refused = await fetch(`${server.url}/__test__/faults`, { method: 'POST', body: '{"cutBodies":2}' });
    expect(refused.status).toBe(422);
  });

  it('loses the answer, not the deed: a user made behind a cut answer exists; the gateway’s own routes and files stay whole', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hai-cut-'));
    writeFileSync(join(dir, 'app.js'), 'export {};');
    try {
      server = await createMockServer({ port: 0, delay: 0, gateway: true, cutBodies: 1, faultSeed: 3, staticDir: dir });
      const created = await fetch(`${server.url}/api/openai/users`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Snee', email: 'snee@nvwa.nl' }),
      })
        .then((answer) => answer.text())
        .catch(() => 'lost');
      expect(() => JSON.parse(created) as unknown).toThrow();
      const { users } = server.backends!.openai.users.list(100, 0);
      expect(users.some((user) => user.email === 'snee@nvwa.nl')).toBe(true);

      for (const path of ['/api/langgraph/health', '/api/openai/', '/api/mock/agents', '/sessions?user_id=koen'])
        expect(await isWhole(`${server.url}${path}`)).toBe(false);
      for (const path of ['/health', '/gateway/backends', '/api/reporting/reports/none/pdf'])
        expect(await isWhole(`${server.url}${path}`)).toBe(true);
      expect(await (await fetch(`${server.url}/app.js`)).text()).toBe('export {};');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
