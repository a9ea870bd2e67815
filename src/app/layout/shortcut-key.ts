/** Form fields where `?` is a character typed, not a request for help. */
const textInputTypes = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number', '']);

/** The keyboard's focus is in something that takes text (a box, a field, an editable region). */
export function isTyping(target: EventTarget | null): boolean {
  if (!target || !(target instanceof Element)) return false;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return textInputTypes.has(target.type);
  return target.closest('[contenteditable]:not([contenteditable="false"])') !== null;
}

/** `?` pressed outside a text field, with no Ctrl, Alt or Meta: open the shortcut overview. */
export function isHelpKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'target'>): boolean {
  return event.key === '?' && !event.ctrlKey && !event.altKey && !event.metaKey && !isTyping(event.target);
}
