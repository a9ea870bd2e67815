import type { nlPwa } from './nl-pwa';

/** The English texts of the installed app; the type makes a missing or extra key a compile error. */
export const enPwa: Record<keyof typeof nlPwa, string> = {
  'pwa.updateReady': 'There is a new version of HAI.',
  'pwa.update': 'Refresh',
  'pwa.afterAnswer': 'Once the answer is done.',
};
