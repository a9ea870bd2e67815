/** The Dutch names of the debug panels and their toggle: the first screen shows them, not the panels' own texts. */
export const nlPanels = {
  'panels.label': 'Onder de motorkap',
  'panels.toggleOpen': 'Debugpanelen tonen',
  'panels.toggleShort': 'Debug',
  'panels.toggleClose': 'Debugpanelen verbergen',
  'panels.tools': 'Tool-aanroepen',
  'panels.state': 'Status',
  'panels.events': 'Gebeurtenissen',
  'panels.resize': 'Breedte van de debugpanelen',
} as const;
