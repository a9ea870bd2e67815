/** The Dutch texts of the card for a run that only changed the shared state (registered when the card loads). */
export const nlStateCard = {
  'stateCard.title': 'Gedeelde status bijgewerkt',
  'stateCard.added': 'nieuw',
  'stateCard.changed': 'gewijzigd',
  'stateCard.removed': 'verwijderd',
  'stateCard.more': 'en nog {count} wijzigingen — zie het statuspaneel',
  'stateCard.more.one': 'en nog {count} wijziging — zie het statuspaneel',
} as const;
