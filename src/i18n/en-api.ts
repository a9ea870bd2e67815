import type { nlApi } from './nl-api';

/** The English texts of why a REST call failed; the type makes a missing or extra key a compile error. */
export const enApi: Record<keyof typeof nlApi, string> = {
  'api.network': 'the server cannot be reached',
  'api.timeout': 'the server does not answer',
  'api.http': 'the server refuses this (error {status})',
  'api.notFound': 'the server does not know this (error 404)',
  'api.notAllowed': 'the server cannot do this (error 405)',
  'api.server': 'something went wrong on the server (error {status})',
  'api.unauthorized': 'the server asks for a valid API key',
  'api.cut': 'the server’s answer arrived incomplete',
  'api.redirect': 'the server redirects elsewhere; that answer was refused (a key never goes along)',
  'api.invalid': 'the server’s answer does not match the contract',
};
