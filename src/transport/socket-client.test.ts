import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSocketClient, type SocketLike, type SocketMessage } from './socket-client';

class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;
  constructor() {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  serverOpens() {
    this.readyState = 1;
    this.onopen?.({});
  }
  serverDrops() {
    this.readyState = 3;
    this.onclose?.({});
  }
}

const latest = () => FakeSocket.all[FakeSocket.all.length - 1]!;

describe('socket client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
  });
  afterEach(() => vi.useRealTimers());

  const make = () => {
    const client = createSocketClient({ url: 'ws://x/ws', createSocket: () => new FakeSocket(), random: () => 0.5 });
    const seen: SocketMessage[] = [];
    client.subscribe((message) => seen.push(message));
    return { client, seen };
  };

  it('connects, delivers frames and sends only while open', () => {
    const { client, seen } = make();
    client.connect();
    expect(client.send('early')).toBe(false);
    latest().serverOpens();
    latest().onmessage?.({ data: '{"type":"RUN_STARTED"}' });
    expect(client.send('hello')).toBe(true);
    expect(latest().sent).toEqual(['hello']);
    expect(seen.filter((m) => m.kind === 'frame')).toHaveLength(1);
    expect(client.status()).toBe('open');
  });

  it('reconnects by itself with growing, jittered delays', () => {
    const { client, seen } = make();
    client.connect();
    latest().serverOpens();
    latest().serverDrops();
    expect(client.status()).toBe('reconnecting');
    const first = seen.at(-1);
    expect(first).toMatchObject({ kind: 'status', status: 'reconnecting' });
    vi.advanceTimersByTime(250);
    expect(FakeSocket.all).toHaveLength(2);
    latest().serverDrops();
    vi.advanceTimersByTime(499);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    latest().serverOpens();
    expect(client.status()).toBe('open');
  });

  it('reconnects at once on request and stays closed once closed', () => {
    const { client } = make();
    client.connect();
    latest().serverDrops();
    client.reconnectNow();
    expect(FakeSocket.all).toHaveLength(2);
    client.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(2);
    expect(client.status()).toBe('closed');
  });

  it('restarts an open connection on request: reports the drop, then connects afresh', () => {
    const { client, seen } = make();
    client.connect();
    const first = latest();
    first.serverOpens();
    client.restart();
    expect(first.readyState).toBe(3);
    expect(seen.at(-2)).toMatchObject({ kind: 'status', status: 'reconnecting' });
    expect(FakeSocket.all).toHaveLength(2);
    first.serverDrops();
    latest().serverOpens();
    expect(client.status()).toBe('open');
  });
});
