import type { nlShortcuts } from './nl-shortcuts';

export const enShortcuts: Record<keyof typeof nlShortcuts, string> = {
  'shortcuts.title': 'Keyboard shortcuts',
  'shortcuts.close': 'Close',
  'shortcuts.keys': 'Keys',
  'shortcuts.action': 'What it does',
  'shortcuts.groupChat': 'In the message box',
  'shortcuts.groupEverywhere': 'Everywhere',
  'shortcuts.send': 'Send the message',
  'shortcuts.newline': 'New line',
  'shortcuts.talk': 'Voice input: hold to talk, tap to turn it on or off',
  'shortcuts.escape': 'Close a dialog or menu; stop renaming without saving',
  'shortcuts.rename': 'Save the new title (when renaming)',
  'shortcuts.splitter': 'Move the panel divider, when it has focus',
  'shortcuts.skip': 'First Tab on the page: straight to the message box',
  'shortcuts.help': 'Open this overview (outside a text field)',
  'shortcuts.space': 'Space',
  'shortcuts.or': 'or',
};
