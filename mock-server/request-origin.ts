import type { IncomingMessage } from 'node:http';

const hostHeader = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin a client used to reach this server: its `Host` (`https` when a proxy in front says
 * `X-Forwarded-Proto: https`); without a usable `Host`, the address the socket came in on.
 */
export function requestOrigin(req: IncomingMessage): string {
  const host = req.headers.host?.trim() ?? '';
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim()
    .toLowerCase();
  if (hostHeader.test(host)) return `${forwarded === 'https' ? 'https' : 'http'}://${host}`;
  const address = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  return `http://${address.includes(':') ? `[${address}]` : address}:${req.socket.localPort ?? 80}`;
}
