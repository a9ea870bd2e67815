import { createStore } from 'zustand/vanilla';

/** Why the key dialog is up: no key was given, or the gateway refused the one given. */
export type KeyRequest = 'missing' | 'refused';

interface ApiKeyState {
  key?: string;
  /** Kept in localStorage ("onthoud op dit apparaat") rather than for this tab only. */
  remembered: boolean;
  request?: KeyRequest;
  /** "Later": only the inspector's own request opens the dialog again, not every refusal. */
  dismissed?: boolean;
  /** Bumped on every new key: what depends on it (the socket, the queries) starts over. */
  version: number;
}

const storageKey = 'hai.apiKey';

/**
 * AGORA's gateway key. It travels only as the `X-API-Key` header and the WebSocket's `token` parameter (the one
 * place a browser can put it), never in the address bar, a log or an export.
 */
export const apiKeyStore = createStore<ApiKeyState>(() => ({ remembered: false, version: 0 }));

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** The key at start: this tab's, else this device's, else a kiosk's `config.js`. */
export function loadApiKey(configured?: string): void {
  const tab = safely(() => sessionStorage.getItem(storageKey)) ?? undefined;
  const device = safely(() => localStorage.getItem(storageKey)) ?? undefined;
  const key = tab ?? device ?? (configured?.trim() || undefined);
  apiKeyStore.setState({ key, remembered: !tab && device !== undefined });
}

export function setApiKey(key: string, remember: boolean): void {
  safely(() => {
    sessionStorage.removeItem(storageKey);
    localStorage.removeItem(storageKey);
    (remember ? localStorage : sessionStorage).setItem(storageKey, key);
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
  safely(() => {
    sessionStorage.removeItem(storageKey);
    localStorage.removeItem(storageKey);
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

export const apiKeyHeaders = (): Record<string, string> => {
  const { key } = apiKeyStore.getState();
  return key ? { 'X-API-Key': key } : {};
};

/** A WebSocket URL with the key as `token` (the gateway reads nothing else from a browser). */
export function withToken(url: string): string {
  const { key } = apiKeyStore.getState();
  if (!key) return url;
  try {
    const parsed = new URL(url);
    parsed.searchParams.set('token', key);
    return parsed.toString();
  } catch {
    return url;
  }
}
