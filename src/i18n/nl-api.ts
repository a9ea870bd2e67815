/** Why a REST call failed, by kind: joins with the first screen that can show one (`error-text.ts`). */
export const nlApi = {
  'api.network': 'de server is niet bereikbaar',
  'api.timeout': 'de server antwoordt niet',
  'api.http': 'de server weigert dit (fout {status})',
  'api.notFound': 'de server kent dit niet (fout 404)',
  'api.notAllowed': 'de server kan dit niet (fout 405)',
  'api.server': 'er ging iets mis op de server (fout {status})',
  'api.unauthorized': 'de server vraagt om een geldige API-sleutel',
  'api.cut': 'het antwoord van de server kwam onvolledig aan',
  'api.redirect': 'de server stuurt door naar een ander adres; dat antwoord is geweigerd (een sleutel gaat nooit mee)',
  'api.invalid': 'het antwoord van de server klopt niet met het contract',
} as const;
