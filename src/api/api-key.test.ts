import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiKeyHeaders,
  apiKeyStore,
  dismissApiKeyRequest,
  forgetApiKey,
  keyedInit,
  loadApiKey,
  originOf,
  requestApiKey,
  setApiKey,
  withToken,
} from './api-key';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (name) => items.get(name) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (name) => void items.delete(name),
    setItem: (name, value) => void items.set(name, value),
  };
}

describe('the gateway key', () => {
  afterEach(() => vi.unstubAllGlobals());
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    vi.stubGlobal('localStorage', memoryStorage());
    apiKeyStore.setState({ key: undefined, remembered: false, request: undefined, dismissed: false, version: 0 });
    loadApiKey(undefined, { origin: home, home });
  });

  const home = 'https://agora.example';
  const other = 'https://other.example:8443';

  it("is this tab's by default, this device's when remembered, and a kiosk's config last", () => {
    setApiKey('tab-key', false);
    expect(sessionStorage.getItem(`hai.apiKey@${home}`)).toBe('tab-key');
    expect(localStorage.getItem(`hai.apiKey@${home}`)).toBeNull();
    setApiKey('device-key', true);
    expect(sessionStorage.getItem(`hai.apiKey@${home}`)).toBeNull();
    loadApiKey('kiosk', { origin: home, home });
    expect(apiKeyStore.getState()).toMatchObject({ key: 'device-key', remembered: true });
    forgetApiKey();
    loadApiKey('kiosk', { origin: home, home });
    expect(apiKeyStore.getState().key).toBe('kiosk');
  });

  it('travels as the X-API-Key header and as the socket URL token, nowhere else', () => {
    expect(apiKeyHeaders(`${home}/users`)).toEqual({});
    expect(withToken('wss://agora.example/ws')).toBe('wss://agora.example/ws');
    setApiKey('s3cret&x', false);
    expect(apiKeyHeaders(`${home}/users`)).toEqual({ 'X-API-Key': 's3cret&x' });
    expect(withToken('wss://agora.example/api/langgraph/ws')).toBe(
      'wss://agora.example/api/langgraph/ws?token=s3cret%26x',
    );
    expect(keyedInit(`${home}/gateway/elevenlabs/token`)).toEqual({
      headers: { 'X-API-Key': 's3cret&x' },
      redirect: 'manual',
    });
  });

  it('asks once per refusal, says whether a key was refused, and after "Later" only when the inspector asks', () => {
    requestApiKey();
    expect(apiKeyStore.getState().request).toBe('missing');
    setApiKey('wrong', false);
    requestApiKey();
    expect(apiKeyStore.getState().request).toBe('refused');
    const { version } = apiKeyStore.getState();
    requestApiKey();
    expect(apiKeyStore.getState().version).toBe(version);
    dismissApiKeyRequest();
    requestApiKey();
    expect(apiKeyStore.getState().request).toBeUndefined();
    requestApiKey(true);
    expect(apiKeyStore.getState().request).toBe('refused');
  });

  it('is bound to its origin: another origin, scheme or port gets no header and no token', () => {
    setApiKey('for-home', true);
    for (const url of [`${other}/health`, 'http://agora.example/users', 'https://agora.example:444/', 'not a url'])
      expect(apiKeyHeaders(url)).toEqual({});
    expect(withToken('wss://other.example:8443/ws')).toBe('wss://other.example:8443/ws');
    expect(withToken('ws://agora.example/ws')).toBe('ws://agora.example/ws');
    expect(keyedInit(`${other}/gateway/elevenlabs/config`)).toEqual({ headers: {}, redirect: 'manual' });
  });

  it("a remembered key is read only for its own origin: a link's other server starts without one and asks", () => {
    setApiKey('for-home', true);
    loadApiKey(undefined, { origin: other, home });
    expect(apiKeyStore.getState()).toMatchObject({ key: undefined, origin: other, remembered: false });
    expect(apiKeyHeaders(`${home}/users`)).toEqual({});
    requestApiKey();
    expect(apiKeyStore.getState().request).toBe('missing');
    setApiKey('for-other', true);
    expect(localStorage.getItem(`hai.apiKey@${other}`)).toBe('for-other');
    expect(localStorage.getItem(`hai.apiKey@${home}`)).toBe('for-home');
    loadApiKey(undefined, { origin: home, home });
    expect(apiKeyStore.getState().key).toBe('for-home');
  });

  it("a kiosk's configured key belongs to the configured server, not to one a link names", () => {
    loadApiKey('kiosk', { origin: other, home });
    expect(apiKeyStore.getState().key).toBeUndefined();
  });

  it('a key kept before keys had an origin is dropped: the origin it was typed for is unknown', () => {
    localStorage.setItem('hai.apiKey', 'old');
    sessionStorage.setItem('hai.apiKey', 'old');
    loadApiKey(undefined, { origin: home, home });
    expect(apiKeyStore.getState().key).toBeUndefined();
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });

  it('names the origin of http and socket URLs alike', () => {
    expect(originOf('wss://agora.example/api/x/ws?token=1')).toBe(home);
    expect(originOf('http://localhost:8010/api')).toBe('http://localhost:8010');
    expect(originOf('javascript:alert(1)')).toBeUndefined();
  });
});
