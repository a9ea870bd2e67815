import type { nlPreferences } from './nl-preferences';

export const enPreferences: Record<keyof typeof nlPreferences, string> = {
  'prefs.theme': 'Theme',
  'prefs.theme.system': 'As the device',
  'prefs.theme.light': 'Light',
  'prefs.theme.dark': 'Dark',
  'prefs.defaultAgent': 'Default agent: {agent}',
  'prefs.keptOnServer': 'Kept on the server, for all your devices.',
  'prefs.keptHere': 'Kept in this browser.',
  'server.detecting': 'Server: detecting…',
  'server.unreachable': 'Server: unreachable.',
  'server.unnamed': 'AGORA (no name given)',
  'server.current': 'Server: {name} (contract v2.5: inspectors, preferences, agents, rename)',
  'server.older': 'Server: {name} (contract v2.4.1)',
  'server.health': 'status {status}',
};
