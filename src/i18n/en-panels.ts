import type { nlPanels } from './nl-panels';

/** The English names of the debug panels and their toggle; the type makes a missing or extra key a compile error. */
export const enPanels: Record<keyof typeof nlPanels, string> = {
  'panels.label': 'Under the hood',
  'panels.toggleOpen': 'Show debug panels',
  'panels.toggleShort': 'Debug',
  'panels.toggleClose': 'Hide debug panels',
  'panels.tools': 'Tool calls',
  'panels.state': 'State',
  'panels.events': 'Events',
  'panels.resize': 'Width of the debug panels',
};
