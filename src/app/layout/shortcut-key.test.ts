// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isHelpKey, isTyping } from './shortcut-key';

const press = (key: string, target: EventTarget | null, mods: Partial<KeyboardEvent> = {}) => ({
  key,
  target,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  ...mods,
});

describe('isHelpKey', () => {
  it('takes ? on the page or a button', () => {
    expect(isHelpKey(press('?', document.body))).toBe(true);
    expect(isHelpKey(press('?', document.createElement('button')))).toBe(true);
    expect(isHelpKey(press('?', document.createElement('input'), {}))).toBe(false);
  });

  it('leaves ? to text fields and editable regions', () => {
    expect(isHelpKey(press('?', document.createElement('textarea')))).toBe(false);
    const search = Object.assign(document.createElement('input'), { type: 'search' });
    expect(isHelpKey(press('?', search))).toBe(false);
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const inside = editable.appendChild(document.createElement('span'));
    expect(isHelpKey(press('?', inside))).toBe(false);
  });

  it('is not a checkbox’s or radio’s typing, and not with Ctrl, Alt or Meta', () => {
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    expect(isTyping(checkbox)).toBe(false);
    expect(isHelpKey(press('?', checkbox))).toBe(true);
    expect(isHelpKey(press('?', document.body, { ctrlKey: true }))).toBe(false);
    expect(isHelpKey(press('?', document.body, { altKey: true }))).toBe(false);
    expect(isHelpKey(press('?', document.body, { metaKey: true }))).toBe(false);
    expect(isHelpKey(press('/', document.body))).toBe(false);
  });
});
