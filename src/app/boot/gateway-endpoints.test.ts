import { describe, expect, it } from 'vitest';
import { resolveConfig } from './config';
import { forBackend, scopedKey } from './gateway-endpoints';

const page = { search: '', hostname: 'agora.example', host: 'agora.example', protocol: 'https:' };

describe('a backend behind AGORA’s gateway', () => {
  it('reaches REST and the socket under /api/{backend}, and keeps the gateway root', () => {
    const config = forBackend(resolveConfig(page, {}, { PROD: true }), 'openai');
    expect(config).toMatchObject({
      backend: 'openai',
      apiUrl: 'https://agora.example/api/openai',
      wsUrl: 'wss://agora.example/api/openai/ws',
      gatewayUrl: 'https://agora.example',
    });
  });

  it('leaves the configuration alone for the gateway’s default', () => {
    const config = resolveConfig(page, {}, { PROD: true });
    expect(forBackend(config, undefined)).toBe(config);
    expect(forBackend(config, '')).toBe(config);
  });

  it('keeps each backend’s threads and cache under names of their own', () => {
    expect(scopedKey('hai.threadId', undefined)).toBe('hai.threadId');
    expect(scopedKey('hai.threadId', 'langgraph')).toBe('hai.threadId@langgraph');
  });
});
