import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer, type MockServer } from './server';
import { TestClient } from './test-client';

let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, delay: 0, seed: false });
});
afterAll(() => server.close());

describe('test hooks', () => {
  it('lists every frame clients sent, in order, parsed when it is JSON', async () => {
    const client = await TestClient.connect(server.wsUrl);
    await client.run({ threadId: 'hooks', text: 'Hallo' });
    client.send('geen json');
    await client.until((event) => event.name === 'agora:error');
    client.close();
    const body = (await (await fetch(`${server.url}/__test__/received-frames`)).json()) as {
      frames: { data: unknown }[];
    };
    expect(body.frames.map((frame) => frame.data)).toEqual([
      expect.objectContaining({ threadId: 'hooks' }),
      'geen json',
    ]);
  });
});

describe('per-connection pacing', () => {
  it('takes its delay from the WebSocket URL', async () => {
    const client = await TestClient.connect(`${server.wsUrl}?delay=0.2`);
    const started = Date.now();
    await client.run({ threadId: 'slow', text: 'Wat kun je allemaal?' });
    client.close();
    expect(Date.now() - started).toBeGreaterThan(200);
  });
});
