/** The preferences panel's texts: they load with it, not before first paint. */
export const nlPreferences = {
  'prefs.theme': 'Thema',
  'prefs.theme.system': 'Zoals het apparaat',
  'prefs.theme.light': 'Licht',
  'prefs.theme.dark': 'Donker',
  'prefs.defaultAgent': 'Standaardagent: {agent}',
  'prefs.keptOnServer': 'Bewaard op de server, voor al je apparaten.',
  'prefs.keptHere': 'Bewaard in deze browser.',
  'server.detecting': 'Server: bezig met herkennen…',
  'server.unreachable': 'Server: niet bereikbaar.',
  'server.unnamed': 'AGORA (naam niet opgegeven)',
  'server.current': 'Server: {name} (contract v2.5: inspecteurs, voorkeuren, agents, hernoemen)',
  'server.older': 'Server: {name} (contract v2.4.1)',
  'server.health': 'status {status}',
} as const;
