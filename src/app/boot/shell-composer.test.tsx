import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Outbox, webStorageOutbox } from '../../session/outbox';
import { Sender } from '../../session/sender';
import { memoryStorage } from '../../testing/memory-storage';
import { useComposer } from '../../ui-state/composer-store';
import { adoptShellComposer } from './shell-composer';

function shellBox(typed = ''): HTMLTextAreaElement {
  const box = document.createElement('textarea');
  box.id = 'composer';
  box.value = typed;
  document.body.append(box);
  return box;
}

const type = (box: HTMLTextAreaElement, value: string) => {
  box.value = value;
  box.dispatchEvent(new Event('input'));
};

/** As index.html's script keeps a message: appended to the stored list under `key`. */
function keepEarly(storage: ReturnType<typeof memoryStorage>, key: string, text: string, clientId: string) {
  const items: unknown[] = JSON.parse(storage.getItem(key) ?? '[]');
  storage.setItem(key, JSON.stringify([...items, { kind: 'message', clientId, runId: `r-${clientId}`, text, at: 1 }]));
}

const noStorage = { storage: memoryStorage(), threadId: () => 'thread-1' };

describe('adoptShellComposer', () => {
  beforeEach(() => useComposer.setState({ draft: '' }));
  afterEach(() => document.body.replaceChildren());

  it('takes what was typed before the scripts ran, and every change after, as the draft', () => {
    const box = shellBox('Koelcel');
    adoptShellComposer(box, new Sender(), noStorage);
    expect(useComposer.getState().draft).toBe('Koelcel');
    type(box, 'Koelcel 3 is te warm');
    expect(useComposer.getState().draft).toBe('Koelcel 3 is te warm');
  });

  it('puts a draft kept from the last visit before what was typed, so neither is lost', () => {
    useComposer.setState({ draft: 'Eerder begonnen' });
    const box = shellBox('en nu verder');
    adoptShellComposer(box, new Sender(), noStorage);
    expect(box.value).toBe('Eerder begonnen\nen nu verder');
    expect(useComposer.getState().draft).toBe('Eerder begonnen\nen nu verder');
  });

  it("sends what the first screen kept before a thread was named, in order, into the open thread's outbox, once", () => {
    const storage = memoryStorage();
    keepEarly(storage, 'hai.outbox.early', 'Hoi 27601', 'a');
    keepEarly(storage, 'hai.outbox.early', 'Wat kun je allemaal?', 'b');
    const sender = new Sender({ storageFor: (thread) => webStorageOutbox(`hai.outbox.${thread}`, storage) });
    sender.open('thread-7');
    adoptShellComposer(shellBox(), sender, { storage, threadId: () => 'thread-7' });
    const stored = new Outbox(webStorageOutbox('hai.outbox.thread-7', storage));
    expect(stored.items().map((item) => item.clientId)).toEqual(['a', 'b']);
    expect(storage.data.has('hai.outbox.early')).toBe(false);
  });

  it("takes in what the first screen's script keeps after the app ran, in the thread's outbox or the early one", () => {
    const storage = memoryStorage();
    const sender = new Sender({ storageFor: (thread) => webStorageOutbox(`hai.outbox.${thread}`, storage) });
    sender.open('thread-7');
    const box = shellBox('Koelcel');
    adoptShellComposer(box, sender, { storage, threadId: () => 'thread-7' });
    const outbox = sender.outboxFor('thread-7');
    const heard: string[] = [];
    outbox.onTakenIn(() => heard.push('taken in'));
    keepEarly(storage, 'hai.outbox.thread-7', 'Koelcel', 'c');
    keepEarly(storage, 'hai.outbox.early', 'En de vriezer?', 'd');
    box.value = '';
    box.dispatchEvent(new Event('hai:queued'));
    expect(outbox.items().map((item) => item.clientId)).toEqual(['c', 'd']);
    expect(heard).toEqual(['taken in']);
    expect(useComposer.getState().draft).toBe('');
  });

  it('keeps an early message the open thread cannot take now (a recorded log plays there)', () => {
    const storage = memoryStorage();
    keepEarly(storage, 'hai.outbox.early', 'Later', 'e');
    const sender = new Sender();
    sender.open('replay');
    sender.refuse('replay');
    adoptShellComposer(shellBox(), sender, { storage, threadId: () => 'replay' });
    expect(JSON.parse(storage.getItem('hai.outbox.early')!)).toMatchObject([{ clientId: 'e', text: 'Later' }]);
  });

  it('does nothing without a box', () => {
    adoptShellComposer(null, new Sender(), noStorage);
    expect(useComposer.getState().draft).toBe('');
  });
});
