// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createComposerBox } from './composer-box';

function place(): HTMLDivElement {
  const element = document.createElement('div');
  document.body.append(element);
  return element;
}

function shell(): { shell: HTMLDivElement; box: HTMLTextAreaElement } {
  const element = place();
  element.id = 'shell';
  const box = document.createElement('textarea');
  box.id = 'composer';
  element.append(box);
  return { shell: element, box };
}

/** Types into the focused box and leaves the caret inside what was typed. */
function typeInto(box: HTMLTextAreaElement, text: string, caret: number) {
  box.focus();
  box.value = text;
  box.setSelectionRange(caret, caret);
}

describe('the one message box', () => {
  const leaving: (() => void)[] = [];
  let owner = createComposerBox();
  const host = (slot: HTMLElement) => {
    const leave = owner.host(slot);
    leaving.push(leave);
    return leave;
  };
  afterEach(() => {
    // As React does when the test's tree goes: every place gives the box up, then the page is emptied.
    leaving
      .splice(0)
      .reverse()
      .forEach((leave) => leave());
    document.body.replaceChildren();
    owner = createComposerBox();
  });

  it('is the first screen’s box, moved into each place with its text, focus and caret', () => {
    const first = shell();
    typeInto(first.box, 'Hoi 27601', 3);
    const early = place();
    const leaveEarly = host(early);
    expect(owner.element()).toBe(first.box);
    expect(early.firstChild).toBe(first.box);
    expect(document.activeElement).toBe(first.box);

    // React takes the early place out and mounts the conversation's: the box is parked in between.
    leaveEarly();
    early.remove();
    expect(first.box.isConnected).toBe(true);
    expect(first.box.parentElement!.hidden).toBe(false);
    expect(document.activeElement).toBe(first.box);
    const conversation = place();
    host(conversation);
    expect(conversation.firstChild).toBe(first.box);
    expect(document.activeElement).toBe(first.box);
    expect([first.box.value, first.box.selectionStart]).toEqual(['Hoi 27601', 3]);
  });

  it('while parked with focus stays reachable, and is hidden with its text once focus leaves it', () => {
    const { box } = shell();
    typeInto(box, 'Hoi', 3);
    const chat = place();
    host(chat)();
    chat.remove();
    expect(box.parentElement!.hidden).toBe(false);
    box.blur();
    expect(box.parentElement!.hidden).toBe(true);
    expect(box.value).toBe('Hoi');
    const next = place();
    host(next);
    expect([next.firstChild, box.value]).toEqual([box, 'Hoi']);
  });

  it('keeps its name while parked and, unfocused (a view without a message box, such as "open elsewhere"), is hidden; the place’s label after', () => {
    const { box } = shell();
    const chat = place();
    chat.innerHTML = '<label for="composer">Bericht aan AGORA</label>';
    const leave = host(chat);
    leave();
    chat.remove();
    expect(box.getAttribute('aria-label')).toBe('Bericht aan AGORA');
    expect(box.parentElement!.hidden).toBe(true);
    host(place());
    expect(box.hasAttribute('aria-label')).toBe(false);
  });

  it('goes back to the place mounted before when the newer one goes (a suspended chat shown again)', () => {
    const { box } = shell();
    const chat = place();
    const fallback = place();
    host(chat);
    const leaveFallback = host(fallback);
    expect(fallback.firstChild).toBe(box);
    leaveFallback();
    expect(chat.firstChild).toBe(box);
  });

  it('takes the first screen off once the app has the box, and keeps the app hidden until it does', () => {
    const first = shell();
    const root = place();
    typeInto(first.box, 'Wat kun', 7);
    owner.retireShell(first.shell, root);
    expect(first.shell.isConnected).toBe(true);
    expect(root.hidden).toBe(true);
    const slot = document.createElement('div');
    root.append(slot);
    host(slot);
    expect(first.shell.isConnected).toBe(false);
    expect(root.hidden).toBe(false);
    expect(document.activeElement).toBe(first.box);
    expect(first.box.selectionStart).toBe(7);
  });

  it('takes the first screen off at once when the box has already moved', () => {
    const first = shell();
    host(place());
    owner.retireShell(first.shell, null);
    expect(first.shell.isConnected).toBe(false);
    expect(first.box.isConnected).toBe(true);
  });
});

describe('the message box through its owner', () => {
  afterEach(() => document.body.replaceChildren());

  it('takes focus and a text written elsewhere (the skip link, Stop, a decided approval, a sent message)', () => {
    const owner = createComposerBox();
    const slot = document.createElement('div');
    document.body.append(slot);
    const leave = owner.host(slot);
    expect(owner.hasFocus()).toBe(false);
    owner.focus();
    expect([owner.hasFocus(), document.activeElement]).toEqual([true, owner.element()]);
    owner.write('Terug om te bewerken');
    expect(owner.element().value).toBe('Terug om te bewerken');
    leave();
  });
});
