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
const enter = (box: HTMLTextAreaElement, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key: 'Enter', cancelable: true, ...init });
  box.dispatchEvent(event);
  return event;
};

describe('adoptShellComposer', () => {
  beforeEach(() => useComposer.setState({ draft: '', handoff: undefined, early: [] }));
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

  it('keeps focus and caret for the box that replaces it', async () => {
    const box = shellBox();
    adoptShellComposer(box, () => 'thread-1');
    box.focus();
    type(box, 'Hallo');
    box.setSelectionRange(2, 3);
    box.dispatchEvent(new Event('select'));
    expect(useComposer.getState().handoff).toEqual({ start: 2, end: 3 });
    // As Chromium does: blurred while still connected, during its removal.
    box.dispatchEvent(new Event('blur'));
    box.remove();
    await Promise.resolve();
    expect(useComposer.getState().handoff).toEqual({ start: 2, end: 3 });
  });

  it('forgets the caret when the inspector leaves the box while it is on the page', async () => {
    const box = shellBox('Hallo');
    adoptShellComposer(box, () => 'thread-1');
    box.focus();
    box.dispatchEvent(new Event('focus'));
    expect(useComposer.getState().handoff).toBeDefined();
    box.blur();
    await Promise.resolve();
    expect(useComposer.getState().handoff).toBeUndefined();
  });

  it('queues a message on Enter for the engine, and leaves Shift+Enter and an empty box alone', () => {
    const box = shellBox();
    adoptShellComposer(box, () => 'thread-7');
    expect(enter(box).defaultPrevented).toBe(true);
    expect(useComposer.getState().early).toEqual([]);
    type(box, 'Regel een');
    expect(enter(box, { shiftKey: true }).defaultPrevented).toBe(false);
    type(box, '  Wat zegt de wet?  ');
    enter(box);
    expect(useComposer.getState().early).toEqual([
      { threadId: 'thread-7', text: 'Wat zegt de wet?', at: expect.any(Number) },
    ]);
    expect(box.value).toBe('');
    expect(useComposer.getState().draft).toBe('');
  });

  it('does nothing without a box', () => {
    adoptShellComposer(null, () => 'thread-1');
    expect(useComposer.getState().draft).toBe('');
  });
});
