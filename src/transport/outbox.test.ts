import { describe, expect, it } from 'vitest';
import { createOutbox, webStorageOutbox, type OutboxItem } from './outbox';

describe('outbox', () => {
  it('keeps items while sending fails and sends each exactly once, in order', () => {
    const outbox = createOutbox();
    outbox.add({ clientId: 'a', payload: 1 });
    outbox.add({ clientId: 'b', payload: 2 });
    outbox.add({ clientId: 'a', payload: 1 });
    expect(outbox.flush(() => false)).toEqual([]);
    const wire: OutboxItem[] = [];
    outbox.flush((item) => (wire.push(item), true));
    outbox.flush((item) => (wire.push(item), true));
    expect(wire.map((item) => item.clientId)).toEqual(['a', 'b']);
  });

  it('stops at the first item the socket refuses', () => {
    const outbox = createOutbox();
    ['a', 'b', 'c'].forEach((clientId) => outbox.add({ clientId, payload: clientId }));
    let budget = 1;
    const sent = outbox.flush(() => budget-- > 0);
    expect(sent.map((item) => item.clientId)).toEqual(['a']);
    expect(outbox.items().map((item) => item.clientId)).toEqual(['b', 'c']);
  });

  it('restores from and writes to its storage', () => {
    let saved: readonly OutboxItem[] = [{ clientId: 'x', payload: 0 }];
    const outbox = createOutbox({ load: () => [...saved], save: (items) => (saved = items) });
    outbox.add({ clientId: 'y', payload: 1 });
    expect(saved.map((item) => item.clientId)).toEqual(['x', 'y']);
    outbox.flush(() => true);
    expect(saved).toEqual([]);
  });
});

describe('webStorageOutbox', () => {
  const memory = () => {
    const data = new Map<string, string>();
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k), data };
  };

  it('survives a reload and clears itself when empty', () => {
    const storage = memory();
    createOutbox(webStorageOutbox('k', storage)).add({ clientId: 'a', payload: { x: 1 }, text: 'hoi', at: 3 });
    const reloaded = createOutbox(webStorageOutbox('k', storage));
    expect(reloaded.items()).toEqual([{ clientId: 'a', payload: { x: 1 }, text: 'hoi', at: 3 }]);
    reloaded.flush(() => true);
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
