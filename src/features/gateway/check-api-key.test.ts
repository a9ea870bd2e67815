import { describe, expect, it, vi } from 'vitest';
import { checkApiKey } from './check-api-key';

describe('checkApiKey and redirects', () => {
  it('follows no redirect with the key, and says the server redirected', async () => {
    const opaque = new Response(null, { status: 200 });
    Object.defineProperty(opaque, 'type', { value: 'opaqueredirect' });
    const fetchImpl = vi.fn(async () => opaque);
    expect(await checkApiKey('http://a.test', 'k', fetchImpl)).toBe('redirected');
    expect((fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1].redirect).toBe('manual');
    const temporary = async () => new Response(null, { status: 307, headers: { Location: 'http://b.test/' } });
    expect(await checkApiKey('http://a.test', 'k', temporary)).toBe('redirected');
  });
});
