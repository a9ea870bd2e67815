/** The Dutch texts of the installed app: a new version, offered when no answer runs. */
export const nlPwa = {
  'pwa.updateReady': 'Er is een nieuwe versie van HAI.',
  'pwa.update': 'Vernieuwen',
  'pwa.afterAnswer': 'Dat kan na het antwoord.',
};
