import { describe, expect, it } from 'vitest';
import { createOutbox, webStorageOutbox, type OutboxItem } from './outbox';

const ids = (items: readonly OutboxItem[]) => items.map((item) => item.clientId);

describe('outbox', () => {
  it('writes each item once per connection, in order, and keeps it until confirmed', () => {
    const outbox = createOutbox();
    outbox.add({ clientId: 'a', payload: 1 });
    outbox.add({ clientId: 'b', payload: 2 });
    outbox.add({ clientId: 'a', payload: 1 });
    expect(outbox.flush(() => false, 1)).toEqual([]);
    const wire: OutboxItem[] = [];
    outbox.flush((item) => (wire.push(item), true), 1);
    outbox.flush((item) => (wire.push(item), true), 1);
    expect(ids(wire)).toEqual(['a', 'b']);
    expect(outbox.remove('a')).toBe(true);
    expect(outbox.remove('a')).toBe(false);
    expect(ids(outbox.items())).toEqual(['b']);
  });

  it('stops at the first item the socket refuses', () => {
    const outbox = createOutbox();
    ['a', 'b', 'c'].forEach((clientId) => outbox.add({ clientId, payload: clientId }));
    let budget = 1;
    expect(ids(outbox.flush(() => budget-- > 0, 1))).toEqual(['a']);
    expect([...outbox.inFlight().keys()]).toEqual(['a']);
  });

  it('writes unconfirmed items again, in order, after the connection dropped', () => {
    const outbox = createOutbox();
    ['a', 'b'].forEach((clientId) => outbox.add({ clientId, payload: clientId }));
    outbox.flush(() => true, 1);
    outbox.remove('a');
    expect(outbox.requeueInFlight()).toEqual(['b']);
    outbox.add({ clientId: 'c', payload: 'c' });
    expect(ids(outbox.flush(() => true, 2))).toEqual(['b', 'c']);
  });
});

describe('webStorageOutbox', () => {
  const memory = () => {
    const data = new Map<string, string>();
    return {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
      data,
    };
  };

  it('keeps unconfirmed items across a reload and clears itself when all are confirmed', () => {
    const storage = memory();
    const first = createOutbox(webStorageOutbox('k', storage));
    first.add({ clientId: 'a', payload: { x: 1 }, text: 'hoi', at: 3 });
    first.flush(() => true, 1);
    const reloaded = createOutbox(webStorageOutbox('k', storage));
    expect(reloaded.items()).toEqual([{ clientId: 'a', payload: { x: 1 }, text: 'hoi', at: 3 }]);
    reloaded.remove('a');
    expect(storage.data.has('k')).toBe(false);
  });

  it('treats unreadable data as empty', () => {
    const storage = memory();
    storage.setItem('k', '{broken');
    expect(webStorageOutbox('k', storage).load()).toEqual([]);
    storage.setItem('k', JSON.stringify([{ nope: 1 }, { clientId: 'b', payload: null }]));
    expect(webStorageOutbox('k', storage).load()).toEqual([{ clientId: 'b', payload: null }]);
  });
});
