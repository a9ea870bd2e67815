import { describe, expect, it } from 'vitest';
import { buildApprovalResponse, buildRunInput, buildToolResultRun } from '../protocol/commands';
import { memoryStorage } from '../testing/memory-storage';
import { Outbox, webStorageOutbox, type MessageItem, type OutboxItem } from './outbox';

const ids = (items: readonly OutboxItem[]) => items.map((item) => item.clientId);
const runInput = (clientId: string) =>
  buildRunInput({ threadId: 't', runId: `r-${clientId}`, clientId, text: clientId, userId: 'u' });
const run = (clientId: string): OutboxItem => ({
  kind: 'tool-result',
  clientId,
  runId: `r-${clientId}`,
  toolCallId: 'tc',
  content: 'ok',
});

describe('outbox', () => {
  it('keeps each item once, in order, until it is removed', () => {
    const outbox = new Outbox();
    outbox.add(run('a'));
    outbox.add(run('b'));
    outbox.add(run('a'));
    expect(ids(outbox.items())).toEqual(['a', 'b']);
    expect(outbox.remove('a')).toBe(true);
    expect(outbox.remove('a')).toBe(false);
    expect(ids(outbox.items())).toEqual(['b']);
  });

  it('changes an item where it stands, and tells its followers of every change', () => {
    const outbox = new Outbox();
    const seen: unknown[] = [];
    outbox.subscribe(() => seen.push(outbox.items().map((item) => item.held ?? '-')));
    ['a', 'b'].forEach((clientId) => outbox.add(run(clientId)));
    outbox.update('a', (item) => ({ ...item, held: 'refused' }));
    outbox.update('gone', (item) => ({ ...item, held: 'refused' }));
    expect(seen).toEqual([['-'], ['-', '-'], ['refused', '-'], ['refused', '-']]);
  });
});

describe('webStorageOutbox', () => {
  it('keeps unconfirmed items across a reload and clears itself when all are confirmed', () => {
    const storage = memoryStorage();
    const first = new Outbox(webStorageOutbox('k', storage));
    const typed: MessageItem = { kind: 'message', clientId: 'a', runId: 'r-a', text: 'hoi', at: 3 };
    first.add(typed);
    const reloaded = new Outbox(webStorageOutbox('k', storage));
    expect(reloaded.items()).toEqual([typed]);
    reloaded.remove('a');
    expect(storage.data.has('k')).toBe(false);
  });

  it('treats unreadable data as empty', () => {
    const storage = memoryStorage();
    storage.setItem('k', '{broken');
    expect(webStorageOutbox('k', storage).load()).toEqual([]);
    storage.setItem('k', JSON.stringify([{ nope: 1 }, { clientId: 'b', payload: null }, run('c')]));
    expect(webStorageOutbox('k', storage).load()).toEqual([run('c')]);
  });

  it('reads what older versions stored (whole frames, with or without a kind) back into intents, and delivers it', () => {
    const storage = memoryStorage();
    const toolRun = buildToolResultRun({
      threadId: 't',
      runId: 'r-t1',
      messageId: 't1',
      toolCallId: 'tc',
      content: '{}',
      userId: 'u',
    });
    const old = [
      { clientId: 'm1', payload: runInput('m1'), text: 'm1', at: 3, strikes: 1 },
      { kind: 'run', clientId: 'm2', payload: runInput('m2'), text: 'm2', at: 4, afterSent: 2 },
      { clientId: 'a1', payload: buildApprovalResponse('a1', true), held: 'unanswered' },
      { kind: 'approval', clientId: 'a2', payload: buildApprovalResponse('a2', false, 'Nee'), held: 'sometimes' },
      { kind: 'run', clientId: 't1', payload: toolRun },
    ];
    storage.setItem('k', JSON.stringify(old));
    const outbox = new Outbox(webStorageOutbox('k', storage));
    expect(outbox.items()).toEqual([
      { kind: 'message', clientId: 'm1', runId: 'r-m1', text: 'm1', at: 3, strikes: 1 },
      { kind: 'message', clientId: 'm2', runId: 'r-m2', text: 'm2', at: 4, afterSent: 2 },
      { kind: 'approval', clientId: 'a1', approved: true, held: 'unanswered' },
      { kind: 'approval', clientId: 'a2', approved: false, feedback: 'Nee' },
      { kind: 'tool-result', clientId: 't1', runId: 'r-t1', toolCallId: 'tc', content: '{}' },
    ]);
  });

  it('keeps intents as they are and drops what is not one', () => {
    const storage = memoryStorage();
    const items = [
      { kind: 'approval', clientId: 'a', approved: true, feedback: 'Ja', strikes: 1 },
      { kind: 'tool-result', clientId: 'b', runId: 'r', toolCallId: 'tc', content: 'x', held: 'refused' },
      { kind: 'tool-result', clientId: 'c', runId: 'r', toolCallId: 'tc' },
      { kind: 'approval', clientId: 'd' },
      { kind: 'message', clientId: 'e', runId: 'r' },
      { kind: 'resume', clientId: 'f' },
    ];
    storage.setItem('k', JSON.stringify(items));
    expect(webStorageOutbox('k', storage).load()).toEqual(items.slice(0, 2));
  });

  it('never loses what another tab added: each change starts from what is stored, and a watched change is taken in', () => {
    const storage = memoryStorage();
    let changed = () => undefined as void;
    const watch = (_key: string, onChange: () => void) => ((changed = onChange), () => undefined);
    const owner = new Outbox(webStorageOutbox('k', storage, watch));
    const other = new Outbox(webStorageOutbox('k', storage));
    const seen: string[][] = [];
    owner.subscribe(() => seen.push(ids(owner.items())));
    owner.add(run('a'));
    other.add(run('b'));
    changed();
    expect(ids(owner.items())).toEqual(['a', 'b']);
    owner.remove('a');
    expect(ids(new Outbox(webStorageOutbox('k', storage)).items())).toEqual(['b']);
    expect(seen).toEqual([['a'], ['a', 'b'], ['b']]);
  });

  it('works on in this page when the storage refuses to keep it', () => {
    const storage = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const outbox = new Outbox(webStorageOutbox('k', storage));
    outbox.add(run('a'));
    outbox.add(run('b'));
    expect(ids(outbox.items())).toEqual(['a', 'b']);
  });
});
