import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEEP_LEVELS, HUGE_DELTA_BYTES } from './faults';
import { RawClient } from './raw-client';
import { createMockServer } from './server';
import type { MockServer } from './server';
import { waitFor } from './wait-for';

let server: MockServer;
let baseline: string[];
const clients: RawClient[] = [];
beforeAll(async () => {
  server = await createMockServer({ port: 0, delay: 0, seed: false });
  const client = await open('');
  client.startRun('baseline');
  baseline = await client.finished();
});
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});
afterAll(() => server.close());

async function open(query: string): Promise<RawClient> {
  const client = await RawClient.connect(`${server.wsUrl}${query}`);
  clients.push(client);
  return client;
}

function depth(text: string): number {
  const event = JSON.parse(text) as { type: string; value: unknown };
  expect(event.type).toBe('CUSTOM');
  let value = event.value;
  let levels = 0;
  while (typeof value === 'object' && value !== null) {
    levels += 1;
    value = (value as { a?: unknown }).a;
  }
  return levels;
}

describe('per-connection faults', () => {
  it('dropAfter closes the socket after exactly N events', async () => {
    const client = await open('?dropAfter=3');
    client.startRun('drop');
    expect(await client.closed()).toBe(1011);
    expect(client.frames).toHaveLength(3);
    expect(baseline.length).toBeGreaterThan(3);
  });

  it.each([
    ['notjson', (frame: string) => expect(frame).toBe('{"type": "TEXT_MESSAGE_CONTENT", oops')],
    ['unknowntype', (frame: string) => expect(JSON.parse(frame)).toEqual({ type: 'NOT_A_REAL_EVENT' })],
    ['missingfield', (frame: string) => expect(JSON.parse(frame)).not.toHaveProperty('messageId')],
    [
      'wrongtype',
      (frame: string) => expect(JSON.parse(frame)).toMatchObject({ type: 'TEXT_MESSAGE_CONTENT', delta: 42 }),
    ],
    [
      'huge',
      (frame: string) =>
        expect((JSON.parse(frame) as { delta: string }).delta.length).toBeGreaterThanOrEqual(HUGE_DELTA_BYTES),
    ],
    ['deep', (frame: string) => expect(depth(frame)).toBe(DEEP_LEVELS)],
  ])('malformed=%s arrives before the first event, then the run goes on', async (kind, check) => {
    const client = await open(`?malformed=${kind}`);
    client.startRun(`bad-${kind}`);
    const types = await client.finished();
    check(client.frames[0] ?? '');
    expect(types.slice(1)).toEqual(baseline);
  });

  it('malformedAt picks the event it goes before', async () => {
    const client = await open('?malformed=unknowntype&malformedAt=3');
    client.startRun('bad-at');
    const types = await client.finished();
    expect(types).toEqual([...baseline.slice(0, 2), 'NOT_A_REAL_EVENT', ...baseline.slice(2)]);
  });

  it('duplicate sends the N-th event twice', async () => {
    const client = await open('?duplicate=2');
    client.startRun('dup');
    await client.finished();
    expect(client.frames[2]).toBe(client.frames[1]);
    expect(client.types()).toEqual([baseline[0], baseline[1], ...baseline.slice(1)]);
  });

  it('reorder swaps the N-th and the next event', async () => {
    const client = await open('?reorder=2');
    client.startRun('swap');
    const types = await client.finished();
    expect(types).toEqual([baseline[0], baseline[2], baseline[1], ...baseline.slice(3)]);
  });

  it('badDelta sends a delta that cannot apply right before the closing snapshot', async () => {
    const client = await open('?badDelta=1');
    client.startRun('delta');
    const types = await client.finished();
    const last = types.lastIndexOf('STATE_SNAPSHOT');
    expect(types[last - 1]).toBe('STATE_DELTA');
    expect(JSON.parse(client.frames[last - 1] ?? '')).toMatchObject({
      delta: [{ op: 'replace', path: '/does/not/exist', value: 1 }],
    });
    expect(types.filter((type) => type !== 'STATE_DELTA')).toEqual(baseline.filter((type) => type !== 'STATE_DELTA'));
  });

  it('hang stops after the first text chunk and keeps the socket open', async () => {
    const client = await open('?hang=1');
    client.startRun('hang');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(client.types().at(-1)).toBe('TEXT_MESSAGE_CONTENT');
    expect(client.types()).not.toContain('RUN_FINISHED');
    expect(client.closeCode).toBeUndefined();
    expect(client.ws.readyState).toBe(client.ws.OPEN);
    client.startRun('after-hang');
    await waitFor(() => client.types().filter((type) => type === 'RUN_STARTED').length === 2, 'the next run');
  });

  it('hang=first holds only the first run: the run that cancels it plays to its end', async () => {
    const client = await open('?hang=first');
    client.startRun('held');
    await client.waitForType('TEXT_MESSAGE_CONTENT');
    await client.quiet();
    expect(client.types()).not.toContain('RUN_FINISHED');
    client.startRun('after-held');
    const types = await client.finished();
    expect(types.filter((type) => type === 'RUN_STARTED')).toHaveLength(2);
    expect(types.slice(types.lastIndexOf('RUN_STARTED'))).toEqual(baseline);
  });

  it('changes nothing without switches', async () => {
    const client = await open('?delay=0');
    client.startRun('plain');
    expect(await client.finished()).toEqual(baseline);
  });
});
