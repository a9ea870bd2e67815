import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useComposer } from '../ui-state/composer-store';
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
  beforeEach(() => useComposer.setState({ draft: '', early: [] }));
  afterEach(() => document.body.replaceChildren());

  it('takes what was typed before the scripts ran, and every change after, as the draft', () => {
    const box = shellBox('Koelcel');
    adoptShellComposer(box, () => 'thread-1');
    expect(useComposer.getState().draft).toBe('Koelcel');
    type(box, 'Koelcel 3 is te warm');
    expect(useComposer.getState().draft).toBe('Koelcel 3 is te warm');
  });

  it('puts a draft kept from the last visit before what was typed, so neither is lost', () => {
    useComposer.setState({ draft: 'Eerder begonnen' });
    const box = shellBox('en nu verder');
    adoptShellComposer(box, () => 'thread-1');
    expect(box.value).toBe('Eerder begonnen\nen nu verder');
    expect(useComposer.getState().draft).toBe('Eerder begonnen\nen nu verder');
  });

  it('takes the messages the first screen queued, in order, and routes later ones into the early queue', () => {
    const box = shellBox('half a question');
    const early = { queue: ['Hoi 27601', 'Wat kun je allemaal?'] } as {
      queue: string[];
      send?: (text: string) => void;
    };
    adoptShellComposer(box, () => 'thread-7', early);
    expect(useComposer.getState().early.map(({ threadId, text }) => [threadId, text])).toEqual([
      ['thread-7', 'Hoi 27601'],
      ['thread-7', 'Wat kun je allemaal?'],
    ]);
    expect(early.queue).toEqual([]);
    // As index.html's script does on Enter once the app runs: the box emptied, the text handed over.
    box.value = '';
    early.send?.('half a question');
    expect(useComposer.getState().early.map(({ text }) => text)).toEqual([
      'Hoi 27601',
      'Wat kun je allemaal?',
      'half a question',
    ]);
    expect(new Set(useComposer.getState().early.map(({ at }) => at)).size).toBe(3);
    expect(useComposer.getState().draft).toBe('');
  });

  it('does nothing without a box', () => {
    adoptShellComposer(null, () => 'thread-1');
    expect(useComposer.getState().draft).toBe('');
  });
});
