import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { fuzzIds, parseFuzzPlay } from './fuzz-frames';
import { createMockServer, type MockServer } from './server';
import { runInput } from './test-client';

let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, delay: 0, seed: false });
});
afterAll(() => server.close());

const hook = (init?: RequestInit) => fetch(`${server.url}/__test__/fuzz-frames`, init).then((res) => res.json());
const queue = (body: unknown) =>
  hook({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** Connects, sends one run and collects every text frame until `count` arrived. */
async function framesOfOneRun(threadId: string, text: string, count: number): Promise<string[]> {
  const ws = new WebSocket(server.wsUrl);
  await new Promise((resolve) => ws.once('open', resolve));
  const frames: string[] = [];
  const all = new Promise<void>((resolve) =>
    ws.on('message', (data) => {
      frames.push(String(data));
      if (frames.length === count) resolve();
    }),
  );
  ws.send(JSON.stringify(runInput({ threadId, runId: 'run-7', text })));
  await all;
  ws.close();
  return frames;
}

describe('POST /__test__/fuzz-frames', () => {
  it('answers the next run with exactly the frames given, with the run ids put in; later runs are demo runs', async () => {
    const started = JSON.stringify({ type: 'RUN_STARTED', ...fuzzIds });
    const frames = [started, '{"type": oops', 'x'.repeat(200_000), '{"type":"NOT_A_TYPE"}'];
    expect(await queue({ frames, gapMs: 1 })).toMatchObject({ queued: true, frames: 4 });

    const got = await framesOfOneRun('fuzz-thread', 'hallo', frames.length);
    expect(got).toEqual([
      JSON.stringify({ type: 'RUN_STARTED', threadId: 'fuzz-thread', runId: 'run-7' }),
      ...frames.slice(1),
    ]);
    await expect.poll(() => hook()).toMatchObject({ queued: false, started: 1, ended: 1, sentFrames: 4 });
    expect(server.store.history('fuzz-thread', false)?.map((entry) => entry.role)).toEqual(['user']);

    const demo = await framesOfOneRun('fuzz-thread', 'hallo', 1);
    expect(JSON.parse(demo[0]!)).toMatchObject({ type: 'RUN_STARTED', runId: 'run-7' });
  });

  it('refuses a body without a list of strings, or with a gap out of range', async () => {
    expect(parseFuzzPlay({ frames: ['a', 1] })).toMatch(/strings/);
    expect(parseFuzzPlay({ frames: [], gapMs: -1 })).toMatch(/gapMs/);
    expect(parseFuzzPlay({ frames: ['a'] })).toEqual({ frames: ['a'], gapMs: 0 });
    const refused = await fetch(`${server.url}/__test__/fuzz-frames`, { method: 'POST', body: '{}' });
    expect(refused.status).toBe(422);
  });
});
