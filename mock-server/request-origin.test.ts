import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestOrigin } from './request-origin';

const request = (headers: Record<string, string>, localAddress = '127.0.0.1', localPort = 8000) =>
  ({ headers, socket: { localAddress, localPort } }) as unknown as IncomingMessage;

describe('the origin a client reached the mock on', () => {
  it('is the Host it sent, https when the proxy in front says so', () => {
    expect(requestOrigin(request({ host: 'localhost:5173' }))).toBe('http://localhost:5173');
    expect(requestOrigin(request({ host: '[::1]:8000' }))).toBe('http://[::1]:8000');
    expect(requestOrigin(request({ host: 'hai.example', 'x-forwarded-proto': 'https, http' }))).toBe(
      'https://hai.example',
    );
  });

  it('is the address the socket came in on when the Host is missing or not a host', () => {
    expect(requestOrigin(request({}))).toBe('http://127.0.0.1:8000');
    expect(requestOrigin(request({ host: 'evil.example/x?' }, '::ffff:10.0.0.2', 81))).toBe('http://10.0.0.2:81');
    expect(requestOrigin(request({ host: '' }, '::1', 8011))).toBe('http://[::1]:8011');
  });
});
