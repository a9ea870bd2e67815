import { createStore } from 'zustand/vanilla';

/** Why the key dialog is up: no key was given, or the gateway refused the one given. */
type KeyRequest = 'missing' | 'refused';

interface ApiKeyState {
  /** The key for `origin`, and only for it. */
  key?: string;
  /** The server origin this page talks to: the only one a key is stored for, read for and sent to. */
  origin?: string;
  /** Kept in localStorage ("onthoud op dit apparaat") rather than for this tab only. */
  remembered: boolean;
  request?: KeyRequest;
  /** "Later": only the inspector's own request opens the dialog again, not every refusal. */
  dismissed?: boolean;
  /** Bumped on every new key: what depends on it (the socket, the queries) starts over. */
  version: number;
}

/** Before keys were bound to an origin they were kept under this one name, for whichever server was in use. */
const legacyStorageKey = 'hai.apiKey';
const storageKey = (origin: string | undefined) => `hai.apiKey@${origin ?? ''}`;

/**
 * `https://host:port` of an http(s) or ws(s) URL (a socket on a server is that server's origin), resolved against
 * the page; undefined when it is none of those.
 */
export function originOf(url: string): string | undefined {
  try {
    const base = typeof location === 'undefined' ? undefined : location.href;
    const { protocol, host } = new URL(url, base);
    const scheme = { 'http:': 'http:', 'https:': 'https:', 'ws:': 'http:', 'wss:': 'https:' }[protocol];
    return scheme && host ? `${scheme}//${host}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * AGORA's gateway key, bound to the origin it was given for: kept per origin, and sent only to that origin, as
 * the `X-API-Key` header and the WebSocket's `token` parameter (the one place a browser can put it), never in the
 * address bar, a log or an export. Global because every request and socket reads it outside React (`keyedInit`,
 * `withToken`), and a refusal anywhere asks for a new one.
 */
export const apiKeyStore = createStore<ApiKeyState>(() => ({ remembered: false, version: 0 }));

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

export interface KeyPlace {
  /** The origin of the server this page talks to (`?api=` or the configuration). */
  origin?: string;
  /**
   * The origin the configuration names without a link's `?api=`: a kiosk's `config.js` key belongs to it, never to
   * a server a link named.
   */
  home?: string;
}

/** A key kept under the old name, before keys had an origin: which server it was given for is unknown, so it goes. */
function dropLegacy(): void {
  safely(() => sessionStorage.removeItem(legacyStorageKey));
  safely(() => localStorage.removeItem(legacyStorageKey));
}

/** The key at start for this page's origin: this tab's, else this device's, else a kiosk's `config.js` (home only). */
export function loadApiKey(configured: string | undefined, { origin, home }: KeyPlace = {}): void {
  dropLegacy();
  const name = storageKey(origin);
  const tab = origin ? (safely(() => sessionStorage.getItem(name)) ?? undefined) : undefined;
  const device = origin ? (safely(() => localStorage.getItem(name)) ?? undefined) : undefined;
  const kiosk = origin !== undefined && origin === home ? configured?.trim() || undefined : undefined;
  apiKeyStore.setState({ key: tab ?? device ?? kiosk, origin, remembered: !tab && device !== undefined });
}

/** The key typed in the dialog, for this page's origin only. */
export function setApiKey(key: string, remember: boolean): void {
  const name = storageKey(apiKeyStore.getState().origin);
  safely(() => {
    sessionStorage.removeItem(name);
    localStorage.removeItem(name);
    (remember ? localStorage : sessionStorage).setItem(name, key);
  });
  apiKeyStore.setState(({ version }) => ({
    key,
    remembered: remember,
    request: undefined,
    dismissed: false,
    version: version + 1,
  }));
}

/** Drops the key: what uses it stops (the socket waits), and the dialog asks for the next one. */
export function forgetApiKey(): void {
  const name = storageKey(apiKeyStore.getState().origin);
  safely(() => {
    sessionStorage.removeItem(name);
    localStorage.removeItem(name);
  });
  apiKeyStore.setState(({ version }) => ({
    key: undefined,
    remembered: false,
    request: 'missing',
    dismissed: false,
    version: version + 1,
  }));
}

/** The gateway said 401 or closed the socket with 4001 (or the inspector asks): show the key dialog. */
export function requestApiKey(explicit = false): void {
  const { key, request, dismissed } = apiKeyStore.getState();
  if (request || (dismissed && !explicit)) return;
  apiKeyStore.setState({ request: key ? 'refused' : 'missing' });
}

export function dismissApiKeyRequest(): void {
  apiKeyStore.setState({ request: undefined, dismissed: true });
}

/** The key, if `url` is on the origin it is for: any other origin (or a URL that names none) gets nothing. */
function keyFor(url: string): string | undefined {
  const { key, origin } = apiKeyStore.getState();
  return key && origin && originOf(url) === origin ? key : undefined;
}

/** `X-API-Key` for a request to `url`, only on the key's origin; such a request must not follow redirects. */
export const apiKeyHeaders = (url: string): Record<string, string> => {
  const key = keyFor(url);
  return key ? { 'X-API-Key': key } : {};
};

/** A request to `url` that may carry the key: its header (on the key's origin only), and no redirect followed. */
export const keyedInit = (url: string): Pick<RequestInit, 'headers' | 'redirect'> => ({
  headers: apiKeyHeaders(url),
  redirect: 'manual',
});

/** A WebSocket URL with the key as `token` (the gateway reads nothing else from a browser), on its origin only. */
export function withToken(url: string): string {
  const key = keyFor(url);
  if (!key) return url;
  try {
    const parsed = new URL(url);
    parsed.searchParams.set('token', key);
    return parsed.toString();
  } catch {
    return url;
  }
}
