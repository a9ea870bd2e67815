import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Sender } from '../../session/sender';
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

describe('adoptShellComposer', () => {
  beforeEach(() => useComposer.setState({ draft: '' }));
  afterEach(() => document.body.replaceChildren());

  it('takes what was typed before the scripts ran, and every change after, as the draft', () => {
    const box = shellBox('Koelcel');
    adoptShellComposer(box, new Sender());
    expect(useComposer.getState().draft).toBe('Koelcel');
    type(box, 'Koelcel 3 is te warm');
    expect(useComposer.getState().draft).toBe('Koelcel 3 is te warm');
  });

  it('puts a draft kept from the last visit before what was typed, so neither is lost', () => {
    useComposer.setState({ draft: 'Eerder begonnen' });
    const box = shellBox('en nu verder');
    adoptShellComposer(box, new Sender());
    expect(box.value).toBe('Eerder begonnen\nen nu verder');
    expect(useComposer.getState().draft).toBe('Eerder begonnen\nen nu verder');
  });

  it("sends the messages the first screen queued, in order, into the open thread's outbox, and the later ones too", () => {
    const box = shellBox('half a question');
    const early = { queue: ['Hoi 27601', 'Wat kun je allemaal?'] } as {
      queue: string[];
      send?: (text: string) => void;
    };
    const sender = new Sender();
    sender.open('thread-7');
    adoptShellComposer(box, sender, early);
    const texts = () =>
      sender
        .outboxFor('thread-7')
        .items()
        .map((item) => (item.kind === 'message' ? item.text : ''));
    expect(texts()).toEqual(['Hoi 27601', 'Wat kun je allemaal?']);
    expect(early.queue).toEqual([]);
    // As index.html's script does on Enter once the app runs: the box emptied, the text handed over.
    box.value = '';
    early.send?.('half a question');
    expect(texts()).toEqual(['Hoi 27601', 'Wat kun je allemaal?', 'half a question']);
    expect(useComposer.getState().draft).toBe('');
  });

  it('does nothing without a box', () => {
    adoptShellComposer(null, new Sender());
    expect(useComposer.getState().draft).toBe('');
  });
});
