import type { MessageKey } from '../../i18n/catalog';

/** Example questions offered on an empty conversation; they walk through the demo inspection. */
export const suggestionKeys: readonly MessageKey[] = [
  'suggest.start',
  'suggest.finding',
  'suggest.report',
  'suggest.question',
];
