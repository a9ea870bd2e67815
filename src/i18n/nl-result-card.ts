/** The Dutch texts of the card for a tool result that is an object (registered when the card loads). */
export const nlResultCard = {
  'resultCard.title': 'Resultaat: {tool}',
  'resultCard.more': 'en nog {count} velden — zie de details',
  'resultCard.more.one': 'en nog {count} veld — zie de details',
  'resultCard.moreItems': 'en nog {count}',
  'resultCard.showAll': 'Alles tonen',
  'resultCard.showLess': 'Minder tonen',
  // Keys of AG-UI's example tools (the dojo's weather, haiku) by their words (see keyWords); others show as their words.
  'resultCard.key.temperature': 'Temperatuur',
  'resultCard.key.feels like': 'Gevoelstemperatuur',
  'resultCard.key.humidity': 'Luchtvochtigheid',
  'resultCard.key.wind speed': 'Windsnelheid',
  'resultCard.key.conditions': 'Omstandigheden',
  'resultCard.key.location': 'Locatie',
  'resultCard.key.forecast': 'Verwachting',
  'resultCard.key.japanese': 'Japans',
  'resultCard.key.english': 'Engels',
  'resultCard.key.name': 'Naam',
  'resultCard.key.image name': 'Afbeelding',
} as const;
