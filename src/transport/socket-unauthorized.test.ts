import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../testing/fake-session';
import { createSocketClient } from './socket-client';

describe('socket client behind a gateway that refuses the key (close 4001)', () => {
  let sockets: { url: string; socket: FakeSocket }[] = [];
  let key = 'wrong';
  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    key = 'wrong';
  });
  afterEach(() => vi.useRealTimers());

  const make = () => {
    const onUnauthorized = vi.fn();
    const client = createSocketClient({
      url: 'ws://gw/ws',
      authorize: (url) => `${url}?token=${key}`,
      onUnauthorized,
      createSocket: (url) => {
        const socket = new FakeSocket();
        sockets.push({ url, socket });
        return socket;
      },
      random: () => 0.5,
    });
    return { client, onUnauthorized };
  };

  const refuse = () => {
    const { socket } = sockets.at(-1)!;
    socket.open();
    socket.onclose?.({ code: 4001, reason: 'Unauthorized' });
  };

  it('stops at once, asks for a key once, and never retries by itself', () => {
    const { client, onUnauthorized } = make();
    client.connect();
    expect(sockets[0]!.url).toBe('ws://gw/ws?token=wrong');
    refuse();
    expect(client.status()).toBe('unauthorized');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * 60_000);
    expect(sockets).toHaveLength(1);
  });

  it('ignores "reconnect now" (online, tab visible) until the key changes, then connects with the new one', () => {
    const { client } = make();
    client.connect();
    refuse();
    client.reconnectNow();
    expect(sockets).toHaveLength(1);
    key = 'right';
    client.reconnectNow();
    expect(sockets).toHaveLength(2);
    expect(sockets[1]!.url).toBe('ws://gw/ws?token=right');
    sockets[1]!.socket.open();
    expect(client.status()).toBe('open');
  });

  it('treats any other close as a reason to reconnect', () => {
    const { client, onUnauthorized } = make();
    client.connect();
    sockets[0]!.socket.open();
    sockets[0]!.socket.onclose?.({ code: 1011, reason: 'boom' });
    expect(client.status()).toBe('reconnecting');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('drops an open connection when the key is forgotten and waits; a new key connects with it at once', () => {
    const { client } = make();
    key = 'right';
    client.connect();
    sockets[0]!.socket.open();
    client.reauthorize(true);
    expect(sockets).toHaveLength(1);
    key = '';
    client.reauthorize(false);
    expect(sockets[0]!.socket.readyState).toBe(3);
    expect(client.status()).toBe('unauthorized');
    vi.advanceTimersByTime(10 * 60_000);
    client.reconnectNow();
    expect(sockets).toHaveLength(1);
    key = 'new';
    client.reauthorize(true);
    expect(sockets.map(({ url }) => url)).toEqual(['ws://gw/ws?token=right', 'ws://gw/ws?token=new']);
  });
});
