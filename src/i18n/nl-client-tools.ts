/** The Dutch texts of the form that answers a tool the agent leaves to the client (loaded with the form). */
export const nlClientTools = {
  'clientTool.planTitle': 'Voorgesteld plan — kies de stappen',
  'clientTool.planHint': 'Vink uit wat niet moet gebeuren, en bevestig.',
  'clientTool.noSteps': 'Dit plan heeft geen stappen.',
  'clientTool.confirmTitle': 'De assistent vraagt je bevestiging: {tool}',
  'clientTool.arguments': 'Gegevens',
  'clientTool.document': 'Document',
  'clientTool.background': 'Nieuwe achtergrondkleur van het gesprek: {colour}',
  'clientTool.unsafeBackground': 'Deze kleur kan niet gebruikt worden: {colour}',
  'clientTool.note': 'Opmerking (optioneel)',
  'clientTool.confirm': 'Bevestigen',
  'clientTool.reject': 'Afwijzen',
};
