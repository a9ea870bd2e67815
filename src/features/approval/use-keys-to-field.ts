import { useEffect, type RefObject } from 'react';

const notTyping = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']);

/** Whether the element takes typed text itself. */
const editable = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && !notTyping.has(target.type)));

/** A key that types one character (a letter, a digit, a sign, a space): not a shortcut, not Enter or Tab. */
const typesCharacter = (event: KeyboardEvent): boolean =>
  [...event.key].length === 1 && !event.metaKey && !(event.ctrlKey && !event.altKey) && !event.isComposing;

/** Space has an action of its own on what is in the Tab order: a button presses, a checkbox ticks, the list scrolls. */
const spaceActs = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && target !== document.body && target.tabIndex >= 0;

/**
 * While the dialog that holds `field` is open, a character typed where it would type nothing (the heading that
 * takes the focus on opening, the list, a button, or nothing focused at all) goes into `field`, and the focus
 * with it: an inspector typing in the message box as the dialog opens loses no keystroke. Enter is never
 * touched, so it cannot approve what it was not aimed at. Listens first (capture), so no page shortcut takes
 * such a key while the dialog is open.
 */
export function useKeysToField(field: RefObject<HTMLTextAreaElement | null>, type: (text: string) => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const dialog = field.current?.closest('dialog');
      const { target } = event;
      if (!dialog?.open || event.defaultPrevented || !typesCharacter(event) || editable(target)) return;
      if (!(target instanceof Node) || !(dialog.contains(target) || target === document.body)) return;
      if (event.key === ' ' && spaceActs(target)) return;
      event.preventDefault();
      type(event.key);
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [field, type]);
}
