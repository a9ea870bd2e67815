import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { httpAuthFailure, parseApiKeys, withoutToken, wsAuthorized } from './gateway-auth';

const request = (headers: Record<string, string> = {}) => ({ headers }) as unknown as IncomingMessage;
const url = (query = '') => new URL(`http://gateway/sessions${query}`);

describe('gateway keys', () => {
  it('reads a comma-separated list; none means no auth', () => {
    expect(parseApiKeys(' a, b ,,')).toEqual(['a', 'b']);
    expect(parseApiKeys(undefined)).toEqual([]);
    expect(httpAuthFailure(request(), url(), [])).toBeNull();
    expect(wsAuthorized(request(), url(), [])).toBe(true);
  });

  it('reads HTTP keys as FastAPI does: header first, an empty header counts as absent', () => {
    expect(httpAuthFailure(request({ 'x-api-key': '' }), url('?token=b'), ['a', 'b'])).toBeNull();
    expect(httpAuthFailure(request(), url('?token='), ['a'])).toBe('Invalid API Key');
    expect(httpAuthFailure(request(), url('?token=x&token=a'), ['a'])).toBeNull();
    expect(httpAuthFailure(request(), url(), ['a'])).toBe('Missing API Key');
  });

  it('reads socket keys query first, then the header', () => {
    expect(wsAuthorized(request({ 'x-api-key': 'a' }), url('?token='), ['a'])).toBe(true);
    expect(wsAuthorized(request({ 'x-api-key': 'a' }), url('?token=b'), ['a'])).toBe(false);
    expect(wsAuthorized(request(), url('?token=aa'), ['a'])).toBe(false);
  });

  it('passes the query on without token', () => {
    expect(withoutToken('?token=a&delay=0&tokens=1')).toBe('?delay=0&tokens=1');
    expect(withoutToken('?token=a')).toBe('');
    expect(withoutToken('')).toBe('');
  });
});
