import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiKeyHeaders,
  apiKeyStore,
  dismissApiKeyRequest,
  forgetApiKey,
  loadApiKey,
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
  });

  it("is this tab's by default, this device's when remembered, and a kiosk's config last", () => {
    setApiKey('tab-key', false);
    expect(sessionStorage.getItem('hai.apiKey')).toBe('tab-key');
    expect(localStorage.getItem('hai.apiKey')).toBeNull();
    setApiKey('device-key', true);
    expect(sessionStorage.getItem('hai.apiKey')).toBeNull();
    loadApiKey('kiosk');
    expect(apiKeyStore.getState()).toMatchObject({ key: 'device-key', remembered: true });
    forgetApiKey();
    loadApiKey('kiosk');
    expect(apiKeyStore.getState().key).toBe('kiosk');
  });

  it('travels as the X-API-Key header and as the socket URL token, nowhere else', () => {
    expect(apiKeyHeaders()).toEqual({});
    expect(withToken('wss://agora.example/ws')).toBe('wss://agora.example/ws');
    setApiKey('s3cret&x', false);
    expect(apiKeyHeaders()).toEqual({ 'X-API-Key': 's3cret&x' });
    expect(withToken('wss://agora.example/api/langgraph/ws')).toBe(
      'wss://agora.example/api/langgraph/ws?token=s3cret%26x',
    );
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
});
