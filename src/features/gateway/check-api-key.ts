import { retryReads } from '../../api/read-retry';
import { readBody } from '../../api/response-body';

export type KeyCheck = 'accepted' | 'refused' | 'unreachable' | 'not-server' | 'redirected';

const cutShort = 'cut';

// A route the gateway guards and passes to the backend, answered with JSON by every contract version; the user
// id names no one, so the answer holds nothing.
const probe = '/sessions?user_id=hai-key-check&limit=1&offset=0';

async function ask(apiUrl: string, key: string, fetchImpl: typeof fetch): Promise<KeyCheck> {
  const response = await fetchImpl(`${apiUrl.replace(/\/+$/, '')}${probe}`, {
    headers: { Accept: 'application/json', 'X-API-Key': key },
    // The browser would take the key along to wherever a redirect points: none is followed.
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  });
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) return 'redirected';
  if (response.status === 401 || response.status === 403) return 'refused';
  const body = await readBody(response);
  if (body.kind === 'cut') throw cutShort;
  if (body.kind === 'json') return response.status >= 500 ? 'unreachable' : 'accepted';
  return response.status >= 500 ? 'unreachable' : 'not-server';
}

/**
 * Tries a key on a route AGORA's gateway guards before the key is used. Only a JSON answer past the gateway
 * accepts it: on one origin with the app, anything the gateway does not take is the app's own page (nginx's
 * fallback), which says nothing about the key.
 */
export async function checkApiKey(
  apiUrl: string,
  key: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<KeyCheck> {
  try {
    return await retryReads(
      () => ask(apiUrl, key, fetchImpl),
      (error) => error === cutShort,
    );
  } catch {
    return 'unreachable';
  }
}
