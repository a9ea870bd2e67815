import { describe, expect, it } from 'vitest';
import { buildApprovalResponse, buildRunInput } from '../protocol/commands';
import { createOutbox, webStorageOutbox, type OutboxItem, type RunItem } from './outbox';

const ids = (items: readonly OutboxItem[]) => items.map((item) => item.clientId);
const runInput = (clientId: string) =>
  buildRunInput({ threadId: 't', runId: `r-${clientId}`, clientId, text: clientId, userId: 'u' });
const run = (clientId: string): RunItem => ({ kind: 'run', clientId, payload: runInput(clientId) });

describe('outbox', () => {
  it('writes each item once per connection, in order, and keeps it until confirmed', () => {
    const outbox = createOutbox();
    outbox.add(run('a'));
    outbox.add(run('b'));
    outbox.add(run('a'));
    expect(outbox.writeInOrder(() => false, 1)).toEqual([]);
    const wire: OutboxItem[] = [];
    outbox.writeInOrder((item) => (wire.push(item), true), 1);
    outbox.writeInOrder((item) => (wire.push(item), true), 1);
    expect(ids(wire)).toEqual(['a', 'b']);
    expect(outbox.remove('a')).toBe(true);
    expect(outbox.remove('a')).toBe(false);
    expect(ids(outbox.items())).toEqual(['b']);
  });

  it('stops at the first item the socket refuses', () => {
    const outbox = createOutbox();
    ['a', 'b', 'c'].forEach((clientId) => outbox.add(run(clientId)));
    let budget = 1;
    expect(ids(outbox.writeInOrder(() => budget-- > 0, 1))).toEqual(['a']);
    expect([...outbox.inFlight().keys()]).toEqual(['a']);
  });

  it('writes unconfirmed items again, in order, after the connection dropped', () => {
    const outbox = createOutbox();
    ['a', 'b'].forEach((clientId) => outbox.add(run(clientId)));
    outbox.writeInOrder(() => true, 1);
    outbox.remove('a');
    expect(outbox.requeueInFlight()).toEqual(['b']);
    outbox.add(run('c'));
    expect(ids(outbox.writeInOrder(() => true, 2))).toEqual(['b', 'c']);
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
    first.add({ ...run('a'), text: 'hoi', at: 3 });
    first.writeInOrder(() => true, 1);
    const reloaded = createOutbox(webStorageOutbox('k', storage));
    expect(reloaded.items()).toEqual([{ ...run('a'), text: 'hoi', at: 3 }]);
    reloaded.remove('a');
    expect(storage.data.has('k')).toBe(false);
  });

  it('treats unreadable data as empty', () => {
    const storage = memory();
    storage.setItem('k', '{broken');
    expect(webStorageOutbox('k', storage).load()).toEqual([]);
    storage.setItem('k', JSON.stringify([{ nope: 1 }, { clientId: 'b', payload: null }, run('c')]));
    expect(webStorageOutbox('k', storage).load()).toEqual([run('c')]);
  });

  it('reads items an older version stored without a kind, and delivers them', () => {
    const storage = memory();
    const approval = buildApprovalResponse('a1', true);
    const old = [
      { clientId: 'm1', payload: runInput('m1'), text: 'm1', at: 3, strikes: 1 },
      { clientId: 'a1', payload: approval, held: 'unanswered' },
    ];
    storage.setItem('k', JSON.stringify(old));
    const outbox = createOutbox(webStorageOutbox('k', storage));
    expect(outbox.items()).toEqual([
      { kind: 'run', clientId: 'm1', payload: runInput('m1'), text: 'm1', at: 3, strikes: 1 },
      { kind: 'approval', clientId: 'a1', payload: approval, held: 'unanswered' },
    ]);
    outbox.release('a1');
    const wire: string[] = [];
    outbox.writeInOrder((item) => (wire.push(JSON.stringify(item.payload)), true), 1);
    expect(wire.map((text) => JSON.parse(text))).toEqual([runInput('m1'), approval]);
  });
});
