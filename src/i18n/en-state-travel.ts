import type { nlStateTravel } from './nl-state-travel';

/** The English texts of time-travel through the agent state; the type makes a missing or extra key a compile error. */
export const enStateTravel: Record<keyof typeof nlStateTravel, string> = {
  'travel.label': 'Time-travel through the state',
  'travel.valueText': '{index} of {count}: {kind} at {time}',
  'travel.live': 'Live: the state now',
  'travel.earlier': 'Earlier state, held',
  'travel.newChange': '1 new change',
  'travel.newChanges': '{count} new changes',
  'travel.backToLive': 'Back to live',
  'travel.shown': 'Change shown',
};
