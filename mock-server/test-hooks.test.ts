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
    const body = (await (await fetch(`${server.url}/__test__/received-frames`)).json()) as { frames: { data: unknown }[] };
    expect(body.frames.map((frame) => frame.data)).toEqual([expect.objectContaining({ threadId: 'hooks' }), 'geen json']);
  });
});
