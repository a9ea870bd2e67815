import type { nlGateway } from './nl-gateway';

export const enGateway: Record<keyof typeof nlGateway, string> = {
  'key.title': 'API key needed',
  'key.missing': 'This AGORA server only lets in those with an API key. Ask your administrator for it.',
  'key.refused': 'The server refuses this key. Check it and try again.',
  'key.label': 'API key',
  'key.remember': 'Remember on this device',
  'key.rememberHint': 'Otherwise the key holds for this tab only.',
  'key.submit': 'Connect',
  'key.checking': 'Checking…',
  'key.later': 'Later',
  'key.wrong': 'This key is not accepted.',
  'key.empty': 'Enter a key.',
  'key.unreachable': 'The server cannot be reached; the key was not checked.',
  'key.notServer': 'What answers at this address is a web page, not an AGORA server; the key was not checked.',
  'key.forget': 'Forget the API key',
  'key.origin': 'Key for {host}: it is sent to that server only.',
  'key.redirected': 'The server redirects elsewhere; the key was not sent along.',
  'backend.label': 'AGORA backend',
  'backend.default': '{name} (the gateway’s default)',
  'backend.hint': 'Each backend has its own conversations. Switching reloads the app.',
};
