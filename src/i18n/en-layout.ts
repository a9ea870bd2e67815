import type { nlLayout } from './nl-layout';

/** The English texts of the phone and tablet layouts. */
export const enLayout: Record<keyof typeof nlLayout, string> = {
  'layout.settings': 'Settings',
  'layout.close': 'Close',
};
