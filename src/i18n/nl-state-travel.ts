/** The Dutch texts of time-travel through the agent state (state panel). */
export const nlStateTravel = {
  'travel.label': 'Tijdreis door de status',
  'travel.valueText': '{index} van {count}: {kind} om {time}',
  'travel.live': 'Live: de status van nu',
  'travel.earlier': 'Eerdere status, vastgehouden',
  'travel.newChange': '1 nieuwe wijziging',
  'travel.newChanges': '{count} nieuwe wijzigingen',
  'travel.backToLive': 'Terug naar live',
  'travel.shown': 'Getoonde wijziging',
} as const;
