import { describe, expect, it, vi } from 'vitest';
import { fakeLocks } from '../testing/fake-locks';
import { FakeSocket } from '../testing/fake-session';
import { memoryStorage } from '../testing/memory-storage';
import { webStorageOutbox } from './outbox';
import { Session } from './session';
import { claimThread, type Ownership } from './thread-ownership';

/** What the server received over every socket of every tab, in order. */
type Wire = { tab: string; frame: { runId?: string; messages?: { content: string }[] } }[];

function browser() {
  const locks = fakeLocks();
  const storage = memoryStorage();
  const wire: Wire = [];
  let ids = 0;

  /** A tab on `thread-1`: runs a session (socket + outbox in shared storage) only while it owns the thread. */
  function openTab(name: string) {
    const sockets: FakeSocket[] = [];
    let session: Session | undefined;
    let stop: (() => void) | undefined;
    let ownership: Ownership = 'pending';
    const claim = claimThread(locks, 'thread-1', (next) => {
      ownership = next;
      if (next === 'owner' && !session) {
        session = new Session({
          threadId: 'thread-1',
          userId: 'koen',
          transportUrl: 'ws://test/ws',
          newId: () => `${name}-${++ids}`,
          outboxStorage: webStorageOutbox('hai.outbox.thread-1', storage),
          createSocket: () => {
            const socket = new FakeSocket();
            const send = socket.send.bind(socket);
            socket.send = (text) => {
              wire.push({ tab: name, frame: JSON.parse(text) as Wire[number]['frame'] });
              send(text);
            };
            sockets.push(socket);
            return socket;
          },
        });
        stop = session.start();
      }
      if (next !== 'owner' && session) {
        stop?.();
        session = undefined;
      }
    });
    return { claim, sockets, ownership: () => ownership, session: () => session };
  }
  return { openTab, wire };
}

describe('two tabs on one thread', () => {
  it('only the owner sends; what was typed in a tab that loses the thread is sent once, by the tab that took it', async () => {
    const { openTab, wire } = browser();
    const a = openTab('a');
    await vi.waitFor(() => expect(a.ownership()).toBe('owner'));
    a.sockets[0]!.open();
    a.session()!.actions.sendMessage('Een');
    a.sockets[0]!.receive({ type: 'RUN_STARTED', threadId: 'thread-1', runId: wire[0]!.frame.runId });
    a.sockets[0]!.receive({ type: 'RUN_FINISHED', threadId: 'thread-1', runId: wire[0]!.frame.runId });

    const b = openTab('b');
    await vi.waitFor(() => expect(b.ownership()).toBe('elsewhere'));
    expect(b.sockets).toEqual([]);

    a.sockets[0]!.drop();
    a.session()!.actions.sendMessage('Twee');
    b.claim.takeOver();
    await vi.waitFor(() => expect(a.ownership()).toBe('elsewhere'));
    expect(b.ownership()).toBe('owner');
    b.sockets[0]!.open();

    const texts = wire.map((entry) => `${entry.tab}:${entry.frame.messages?.[0]?.content}`);
    expect(texts).toEqual(['a:Een', 'b:Twee']);
    expect(new Set(wire.map((entry) => entry.frame.runId)).size).toBe(wire.length);
    expect(a.session()).toBeUndefined();
  });
});
