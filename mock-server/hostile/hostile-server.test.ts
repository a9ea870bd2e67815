import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { parseCliOptions } from '../cli-options';
import { createMockServer } from '../server';
import type { MockServer } from '../server';
import { runInput } from '../test-client';
import { waitFor } from '../wait-for';
import { HOSTILE_DEPTH, survivedText } from './scenario';

/** A socket that keeps each frame as it came: text or binary, and how the connection closed. */
class Wire {
  readonly frames: { data: Buffer; binary: boolean }[] = [];
  closeCode: number | undefined;
  error: string | undefined;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data, binary) => this.frames.push({ data: data as Buffer, binary }));
    ws.on('close', (code) => (this.closeCode = code));
    ws.on('error', (error) => (this.error = error.message));
  }

  static open(url: string): Promise<Wire> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      ws.once('open', () => resolve(new Wire(ws)));
      ws.once('error', reject);
    });
  }

  run(threadId: string, text = 'Hallo'): void {
    this.ws.send(JSON.stringify(runInput({ threadId, text })));
  }

  /** The text frames that parse, as events. */
  events(): Record<string, unknown>[] {
    return this.frames.flatMap(({ data, binary }) => {
      try {
        return binary ? [] : [JSON.parse(data.toString('utf8')) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
  }

  finished(count = 1): Promise<Record<string, unknown>[]> {
    return waitFor(() => {
      const events = this.events();
      return events.filter((event) => event.type === 'RUN_FINISHED').length >= count && events;
    }, `${count} RUN_FINISHED`);
  }
}

let server: MockServer;
const wires: Wire[] = [];
beforeAll(async () => {
  server = await createMockServer({ port: 0, delay: 0 });
});
afterEach(async () => {
  for (const wire of wires.splice(0)) wire.ws.terminate();
  await choose({ name: null });
});
afterAll(() => server.close());

async function choose(body: object): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${server.url}/__test__/hostile`, { method: 'POST', body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function wire(): Promise<Wire> {
  const opened = await Wire.open(server.wsUrl);
  wires.push(opened);
  return opened;
}

const get = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { text: await response.text(), status: response.status };
};

describe('the hostile test hook', () => {
  it('chooses a scenario for one run by default, reports it, lists every name, and refuses what it cannot play', async () => {
    expect(await choose({ name: 'deep-state' })).toEqual({ status: 200, body: { hostile: 'deep-state', runs: 1 } });
    const listed = JSON.parse((await get('/__test__/hostile')).text) as { hostile: string; scenarios: object[] };
    expect(listed.hostile).toBe('deep-state');
    expect(listed.scenarios).toContainEqual(expect.objectContaining({ name: 'key-redirect', wired: false }));
    expect((await choose({ name: 'nope' })).status).toBe(422);
    expect((await choose({ name: 'key-redirect' })).body.detail).toMatch(/not wired yet/);
    expect((await choose({ name: 'silence', runs: -1 })).status).toBe(422);
    expect(await choose({ name: null })).toEqual({ status: 200, body: { hostile: null, runs: null } });
  });
});

describe('hostile runs over /ws', () => {
  it(`plays a state ${HOSTILE_DEPTH} levels deep once, then the next run is the demo's answer`, async () => {
    await choose({ name: 'deep-state' });
    const client = await wire();
    client.run('hostile-deep');
    const attack = await client.finished();
    expect(attack.map((event) => event.type)).toEqual([
      ...['RUN_STARTED', 'STATE_SNAPSHOT', 'STATE_DELTA', 'STATE_DELTA'],
      ...['TEXT_MESSAGE_START', 'TEXT_MESSAGE_CONTENT', 'TEXT_MESSAGE_END', 'RUN_FINISHED'],
    ]);
    expect(client.frames[1]?.data.length).toBeGreaterThan(5 * HOSTILE_DEPTH);
    client.run('hostile-deep', 'Wat kun je allemaal?');
    const next = (await client.finished(2)).slice(attack.length);
    expect(next.some((event) => String(event.delta ?? '').includes('Ik heb'))).toBe(true);
    expect(server.store.history('hostile-deep', false)?.map((entry) => entry.role)).toEqual([
      ...['user', 'assistant', 'user', 'assistant'],
    ]);
    expect(server.store.history('hostile-deep', false)?.[1]?.content).toBe(survivedText('deep-state'));
  });

  it('sends a binary frame and a text frame of bytes that are not UTF-8 (the client must fail the connection)', async () => {
    await choose({ name: 'junk-binary', runs: 2 });
    const client = await wire();
    client.run('hostile-binary');
    await client.finished();
    expect(client.frames.filter((frame) => frame.binary)).toHaveLength(1);
    await choose({ name: 'bad-utf8-text' });
    client.run('hostile-binary', 'Nog een');
    expect(await waitFor(() => client.error, 'the socket error')).toMatch(/invalid UTF-8/i);
  });

  it('keeps a silent run open until a new message cancels it; that one is answered', async () => {
    await choose({ name: 'silence' });
    const client = await wire();
    client.run('hostile-silence');
    await waitFor(() => client.events().some((event) => event.type === 'TEXT_MESSAGE_CONTENT'), 'the first words');
    client.run('hostile-silence', 'Wat kun je allemaal?');
    const events = await client.finished();
    expect(events.filter((event) => event.type === 'RUN_STARTED')).toHaveLength(2);
  });

  it('waits for the answer to the approval it asks, then ends the run', async () => {
    await choose({ name: 'script-injection' });
    const client = await wire();
    client.run('hostile-script');
    const request = await waitFor(
      () => client.events().find((event) => event.name === 'agora:tool_approval_request'),
      'the approval request',
    );
    const { approvalId } = request.value as { approvalId: string };
    client.ws.send(
      JSON.stringify({
        type: 'CUSTOM',
        name: 'agora:tool_approval_response',
        value: { approvalId, approved: false },
      }),
    );
    expect((await client.finished()).at(-1)?.type).toBe('RUN_FINISHED');
  });
});

describe('hostile REST answers', () => {
  const koen = '/sessions?user_id=koen';
  const firstSession = async () =>
    (JSON.parse((await get(koen)).text) as { sessions: { sessionId: string }[] }).sessions[0]!.sessionId;

  it(`adds a field ${HOSTILE_DEPTH} deep to the list, the metadata and the history; other routes are untouched`, async () => {
    const id = await firstSession();
    const health = await get('/health');
    await choose({ name: 'deep-session-list' });
    const list = JSON.parse((await get(koen)).text) as { sessions: Record<string, unknown>[] };
    expect(list.sessions[0]).toHaveProperty('hostileDeep');
    expect((await get(`/sessions/${id}/metadata`)).text).toContain('{"a":{"a":');
    expect((await get('/health')).text).toBe(health.text);
    await choose({ name: 'deep-history' });
    const history = await get(`/sessions/${id}/history?include_tools=true`);
    expect(history.text.length).toBeGreaterThan(5 * HOSTILE_DEPTH);
    expect(JSON.parse(history.text)).toHaveProperty('history.0.hostileDeep');
  });

  it('writes __proto__ members into list, metadata and history; markup into titles; null clears', async () => {
    const id = await firstSession();
    await choose({ name: 'prototype-pollution-rest' });
    expect((await get(koen)).text).toContain('"__proto__":{"polluted":"rest"}');
    expect((await get(`/sessions/${id}/history`)).text).toContain('"constructor":{"prototype":');
    await choose({ name: 'script-injection-rest' });
    const titles = JSON.parse((await get(koen)).text) as { sessions: { title: string }[] };
    expect(titles.sessions.every((session) => session.title.includes('onerror='))).toBe(true);
    await choose({ name: null });
    expect((await get(koen)).text).not.toContain('onerror=');
  });
});

describe('the CLI switch', () => {
  it('takes a scenario name (flag over env) and refuses unknown names and placeholders', () => {
    expect(parseCliOptions(['--hostile', 'silence'], { MOCK_HOSTILE: 'deep-state' }).hostile).toBe('silence');
    expect(parseCliOptions([], { MOCK_HOSTILE: 'deep-state' }).hostile).toBe('deep-state');
    expect(parseCliOptions([], {}).hostile).toBeUndefined();
    expect(() => parseCliOptions(['--hostile', 'nope'], {})).toThrow(/use one of/);
    expect(() => parseCliOptions(['--hostile', 'key-redirect'], {})).toThrow(/not wired yet/);
  });

  it('plays the scenario on every run of a server started with it', async () => {
    const hostile = await createMockServer({ port: 0, delay: 0, seed: false, hostile: 'deep-custom' });
    const client = await Wire.open(hostile.wsUrl);
    client.run('every-1');
    await client.finished(1);
    client.run('every-2');
    const events = await client.finished(2);
    expect(events.filter((event) => event.delta === survivedText('deep-custom'))).toHaveLength(2);
    client.ws.terminate();
    await hostile.close();
  });
});
