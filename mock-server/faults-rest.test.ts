import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RawClient } from './raw-client';
import { expectRefused } from './recovery-harness';
import { createMockServer } from './server';
import type { MockServer } from './server';
import { waitFor } from './wait-for';

let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, delay: 0 });
});
afterAll(() => server.close());

const control = (body: unknown): Promise<Response> =>
  fetch(`${server.url}/__test__/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const sessions = (signal?: AbortSignal): Promise<Response> => fetch(`${server.url}/sessions?user_id=koen`, { signal });

describe('REST failures', () => {
  it('answers every REST route with the injected status until cleared', async () => {
    expect((await control({ restFailure: { status: 500 } })).status).toBe(200);
    const failed = await sessions();
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ detail: 'Injected failure' });
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    expect((await control({ restFailure: null })).status).toBe(200);
    expect((await sessions()).status).toBe(200);
  });

  it('never answers while hanging, and answers again once cleared', async () => {
    await control({ restFailure: { hang: true } });
    await expect(sessions(AbortSignal.timeout(300))).rejects.toThrow();
    const waiting = sessions();
    await control({ restFailure: null });
    expect((await waiting).status).toBe(200);
    // Answered at once once cleared; the bound only keeps a regression from hanging the file.
    expect((await sessions(AbortSignal.timeout(5_000))).status).toBe(200);
  });

  it('refuses a body it does not understand', async () => {
    expect((await control({ restFailure: { status: 200 } })).status).toBe(422);
    expect((await control({ restart: { downForMs: -1 } })).status).toBe(422);
    expect((await fetch(`${server.url}/__test__/faults`)).status).toBe(405);
  });

  it('exists only with testHooks', async () => {
    const plain = await createMockServer({ port: 0, delay: 0, seed: false, testHooks: false });
    const response = await fetch(`${plain.url}/__test__/faults`, { method: 'POST', body: '{}' });
    await plain.close();
    expect(response.status).toBe(404);
  });
});

describe('restart', () => {
  it('goes away for downForMs, then listens on the same port with the same data', async () => {
    const before = server.store.size;
    const client = await RawClient.connect(server.wsUrl);
    // Long enough that the checks below see it down even on a busy machine; that it was down is what they prove.
    const response = await control({ restart: { downForMs: 3000 } });
    expect(response.status).toBe(202);
    await client.closed();
    // A plain TCP connect, not fetch: fetch may first try a kept-alive socket the restart closed (UND_ERR_SOCKET).
    await expectRefused(Number(new URL(server.url).port));
    await expect(RawClient.connect(server.wsUrl)).rejects.toThrow(/ECONNREFUSED/);
    let status: number | undefined;
    let inFlight = false;
    const poll = (): void => {
      if (inFlight) return;
      inFlight = true;
      void fetch(`${server.url}/health`)
        .then(
          (r) => (status = r.status),
          () => undefined,
        )
        .finally(() => (inFlight = false));
    };
    await waitFor(() => {
      poll();
      return status;
    }, 'health after restart');
    expect(status).toBe(200);
    expect(server.store.size).toBe(before);
  });
});
