import type { nlStateCard } from './nl-state-card';

/** The English texts of the shared-state card; the type makes a missing or extra key a compile error. */
export const enStateCard: Record<keyof typeof nlStateCard, string> = {
  'stateCard.title': 'Shared state updated',
  'stateCard.added': 'new',
  'stateCard.changed': 'changed',
  'stateCard.removed': 'removed',
  'stateCard.more': 'and {count} more changes — see the state panel',
  'stateCard.more.one': 'and {count} more change — see the state panel',
};
