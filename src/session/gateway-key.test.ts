import { describe, expect, it, vi } from 'vitest';
import { sessionOverFakeSockets } from '../testing/fake-session';

/** A session behind AGORA's gateway: `change` plays a key being given (true) or forgotten (false). */
function keyedSession(restore: () => Promise<never[]>) {
  let change: (keyed: boolean) => void = () => undefined;
  const { session, sockets } = sessionOverFakeSockets({
    restore,
    watchAccess: (changed) => {
      change = changed;
      return () => undefined;
    },
  });
  return { session, sockets, change: (keyed: boolean) => change(keyed) };
}

describe('a session and the gateway’s key', () => {
  it('reads again the history refused for want of a key once one is given, and only that', async () => {
    const refused = Object.assign(new Error('Not authenticated'), { kind: 'http', status: 401 });
    const restore = vi.fn().mockRejectedValueOnce(refused).mockResolvedValue([]);
    const { session, change } = keyedSession(restore);
    session.start();
    await vi.waitFor(() => expect(session.store.getState().history.status).toBe('failed'));
    change(true);
    await vi.waitFor(() => expect(session.store.getState().history.status).toBe('loaded'));
    change(true);
    await Promise.resolve();
    expect(restore).toHaveBeenCalledTimes(2);
  });

  it('closes its socket when the key is forgotten, and opens one with the next key', () => {
    const { session, sockets, change } = keyedSession(() => Promise.resolve([]));
    session.start();
    sockets[0]!.open();
    change(false);
    expect(sockets[0]!.readyState).toBe(3);
    expect(session.store.getState().connection).toBe('unauthorized');
    change(true);
    expect(sockets).toHaveLength(2);
  });
});
