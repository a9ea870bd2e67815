import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The gateway's keys: a comma-separated list, as its `GATEWAY_API_KEYS`; none means no auth. */
export const parseApiKeys = (raw: string | undefined): string[] =>
  (raw ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');

const matches = (given: string, keys: readonly string[]): boolean => {
  const a = Buffer.from(given);
  return keys.some((key) => {
    const b = Buffer.from(key);
    return a.length === b.length && timingSafeEqual(a, b);
  });
};

const header = (req: IncomingMessage): string | undefined => {
  const value = req.headers['x-api-key'];
  return Array.isArray(value) ? value.at(-1) : value;
};

/** FastAPI reads the last of repeated query parameters. */
const tokenParam = (url: URL): string | undefined => url.searchParams.getAll('token').at(-1);

/**
 * HTTP, as the gateway's `verify_api_key_http`: the `X-API-Key` header (an empty one counts as absent), else
 * `?token=` (an empty one is a key, and wrong). Returns the 401's detail, or null when the request may pass.
 */
export function httpAuthFailure(req: IncomingMessage, url: URL, keys: readonly string[]): string | null {
  if (keys.length === 0) return null;
  const given = header(req) || tokenParam(url);
  if (given === undefined) return 'Missing API Key';
  return matches(given, keys) ? null : 'Invalid API Key';
}

/** WebSocket, as `verify_api_key_websocket`: `?token=` first, then an `x-api-key` header. */
export function wsAuthorized(req: IncomingMessage, url: URL, keys: readonly string[]): boolean {
  if (keys.length === 0) return true;
  const given = tokenParam(url) || header(req);
  return given !== undefined && matches(given, keys);
}

/** The query the gateway passes on to a backend's socket: without the `token=` parameters. */
export function withoutToken(search: string): string {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && !part.startsWith('token='));
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}
