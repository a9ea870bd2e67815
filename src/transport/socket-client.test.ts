import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../testing/fake-session';
import { createSocketClient } from './socket-client';
import type { TransportMessage } from './transport-message';

let sockets: FakeSocket[] = [];

const latest = () => sockets[sockets.length - 1]!;

describe('socket client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
  });
  afterEach(() => vi.useRealTimers());

  const make = () => {
    const client = createSocketClient({
      url: 'ws://x/ws',
      createSocket: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
      random: () => 0.5,
    });
    const seen: TransportMessage[] = [];
    client.subscribe((message) => seen.push(message));
    return { client, seen };
  };

  it('connects, delivers frames and sends only while open', () => {
    const { client, seen } = make();
    client.connect();
    expect(client.sendText('early')).toBe(false);
    latest().open();
    latest().onbatch?.(['{"type":"RUN_STARTED"}']);
    expect(client.sendText('hello')).toBe(true);
    expect(latest().sent).toEqual(['hello']);
    expect(seen.filter((m) => m.kind === 'frames')).toEqual([
      { kind: 'frames', frames: ['{"type":"RUN_STARTED"}'], at: expect.any(Number) },
    ]);
    expect(client.status()).toBe('open');
  });

  it('reconnects by itself with growing, jittered delays', () => {
    const { client, seen } = make();
    client.connect();
    latest().open();
    latest().drop();
    expect(client.status()).toBe('reconnecting');
    const first = seen.at(-1);
    expect(first).toMatchObject({ kind: 'status', status: 'reconnecting' });
    vi.advanceTimersByTime(250);
    expect(sockets).toHaveLength(2);
    latest().drop();
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    latest().open();
    expect(client.status()).toBe('open');
  });

  it('reconnects at once on request and stays closed once closed', () => {
    const { client } = make();
    client.connect();
    latest().drop();
    client.reconnectNow();
    expect(sockets).toHaveLength(2);
    client.close();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
    expect(client.status()).toBe('closed');
  });

  it('restarts an open connection on request: reports the drop, then connects afresh', () => {
    const { client, seen } = make();
    client.connect();
    const first = latest();
    first.open();
    client.restart();
    expect(first.readyState).toBe(3);
    expect(seen.at(-2)).toMatchObject({ kind: 'status', status: 'reconnecting' });
    expect(sockets).toHaveLength(2);
    first.drop();
    latest().open();
    expect(client.status()).toBe('open');
  });

  it('does not start the backoff over for a connection that is closed before it proved healthy', () => {
    const { client, seen } = make();
    client.connect();
    const delays: number[] = [];
    for (let i = 0; i < 4; i++) {
      latest().open();
      latest().drop();
      const status = seen.at(-1) as { nextAttemptAt: number; at: number };
      delays.push(status.nextAttemptAt - status.at);
      vi.advanceTimersByTime(status.nextAttemptAt - status.at);
    }
    expect(delays).toEqual([250, 500, 1000, 2000]);
    latest().open();
    latest().onbatch?.(['{"type":"RUN_STARTED"}']);
    latest().drop();
    expect(seen.at(-1)).toMatchObject({ status: 'reconnecting' });
    expect(
      (seen.at(-1) as { nextAttemptAt: number; at: number }).nextAttemptAt - (seen.at(-1) as { at: number }).at,
    ).toBe(250);
  });

  it('counts a connection that stayed open long enough as healthy', () => {
    const { client, seen } = make();
    client.connect();
    latest().open();
    latest().drop();
    vi.advanceTimersByTime(250);
    latest().open();
    vi.advanceTimersByTime(10_000);
    latest().drop();
    const status = seen.at(-1) as { nextAttemptAt: number; at: number };
    expect(status.nextAttemptAt - status.at).toBe(250);
  });
});
