import type { nlResultCard } from './nl-result-card';

/** The English texts of the tool-result card; the type makes a missing or extra key a compile error. */
export const enResultCard: Record<keyof typeof nlResultCard, string> = {
  'resultCard.title': 'Result: {tool}',
  'resultCard.more': 'and {count} more fields — see the details',
  'resultCard.more.one': 'and {count} more field — see the details',
  'resultCard.moreItems': 'and {count} more',
  'resultCard.showAll': 'Show all',
  'resultCard.showLess': 'Show less',
  'resultCard.key.temperature': 'Temperature',
  'resultCard.key.feels like': 'Feels like',
  'resultCard.key.humidity': 'Humidity',
  'resultCard.key.wind speed': 'Wind speed',
  'resultCard.key.conditions': 'Conditions',
  'resultCard.key.location': 'Location',
  'resultCard.key.forecast': 'Forecast',
  'resultCard.key.japanese': 'Japanese',
  'resultCard.key.english': 'English',
  'resultCard.key.name': 'Name',
  'resultCard.key.image name': 'Image',
};
