import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocketServer } from 'ws';
import type { BackendApp } from './backend-app';
import { httpAuthFailure, withoutToken, wsAuthorized } from './gateway-auth';
import { createElevenLabs } from './gateway-tts';
import { isReportPath, serveReport } from './report-shelf';

/** The backends AGORA's API gateway routes to, each under `/api/<name>/`. */
export type GatewayBackend = 'openai' | 'langgraph' | 'mock';
export const gatewayBackends: readonly GatewayBackend[] = ['openai', 'langgraph', 'mock'];

export interface GatewayOptions {
  /** Accepted API keys; none: no auth (the gateway's `require_auth` off). */
  keys: readonly string[];
  /** Where a path without `/api/<name>` goes. */
  defaultBackend: GatewayBackend;
  /** Whether ElevenLabs counts as configured. */
  tts: boolean;
  apps: Record<GatewayBackend, BackendApp>;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const proxiedMethods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];
// Starlette's CORSMiddleware with allow_methods=["*"].
const preflightMethods = ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT'];

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** As the gateway's `resolve_backend`: an `/api/<name>` prefix picks the backend and is cut off. */
function resolve(options: GatewayOptions, path: string): { app: BackendApp; path: string } {
  for (const name of gatewayBackends) {
    const prefix = `/api/${name}`;
    if (path === prefix || path.startsWith(`${prefix}/`))
      return { app: options.apps[name], path: path.slice(prefix.length) || '/' };
  }
  return { app: options.apps[options.defaultBackend], path };
}

const isPreflight = (req: IncomingMessage): boolean =>
  req.method === 'OPTIONS' && req.headers.origin !== undefined && 'access-control-request-method' in req.headers;

/** Starlette's answer to a preflight when every origin, method and header is allowed, with credentials. */
function preflight(req: IncomingMessage, res: ServerResponse): void {
  const requested = req.headers['access-control-request-headers'];
  const allowed = preflightMethods.includes(String(req.headers['access-control-request-method']));
  res.writeHead(allowed ? 200 : 400, {
    Vary: 'Origin',
    'Access-Control-Allow-Origin': String(req.headers.origin),
    'Access-Control-Allow-Methods': preflightMethods.join(', '),
    'Access-Control-Max-Age': '600',
    ...(requested === undefined ? {} : { 'Access-Control-Allow-Headers': requested }),
    'Access-Control-Allow-Credentials': 'true',
    'Content-Type': 'text/plain; charset=utf-8',
  });
  res.end(allowed ? 'OK' : 'Disallowed CORS method');
}

const backendList = (defaultBackend: GatewayBackend) => ({
  backends: gatewayBackends,
  default: defaultBackend,
  routes: Object.fromEntries(gatewayBackends.map((name) => [name, `/api/${name}/*`])),
});

/**
 * AGORA's API gateway in front of the backends: its own routes (health, backends, ElevenLabs), API-key auth,
 * CORS for any origin with credentials, and everything else passed to a backend with its prefix cut off.
 */
export function gatewayRequestHandler(options: GatewayOptions): RequestListener {
  const elevenLabs = createElevenLabs(options.tts, send);
  const open: Record<string, Handler> = {
    'GET /health': (_, res) => send(res, 200, { status: 'healthy', service: 'api-gateway' }),
    'GET /gateway/backends': (_, res) => send(res, 200, backendList(options.defaultBackend)),
    'GET /__test__/tts-requests': (_, res) => send(res, 200, { texts: elevenLabs.texts() }),
  };
  const guarded: Record<string, Handler> = {
    'GET /gateway/elevenlabs/config': (_, res) => elevenLabs.config(res),
    'POST /gateway/elevenlabs/token': (_, res) => elevenLabs.token(res),
    'POST /gateway/elevenlabs/tts': elevenLabs.tts,
  };
  return (req, res) => {
    if (isPreflight(req)) return preflight(req, res);
    if (req.headers.origin !== undefined) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Credentials', 'true');
    }
    const url = new URL(req.url ?? '/', 'http://gateway');
    const method = req.method ?? 'GET';
    const route = `${method} ${url.pathname}`;
    const own = open[route];
    if (own) return own(req, res);
    // AGORA's nginx sends report downloads to the reporting service itself, past the gateway and its key.
    if (url.pathname.startsWith('/api/reporting/') && isReportPath(url.pathname))
      return serveReport(
        gatewayBackends.map((name) => options.apps[name].store),
        req,
        res,
      );
    if (!proxiedMethods.includes(method))
      return send(res, 405, { detail: 'Method Not Allowed' }, { Allow: proxiedMethods.join(', ') });
    const target = resolve(options, url.pathname);
    const testHook = url.pathname.startsWith('/__test__/') || target.path.startsWith('/__test__/');
    const failure = testHook ? null : httpAuthFailure(req, url, options.keys);
    if (failure !== null) return send(res, 401, { detail: failure });
    const gatewayRoute = guarded[route];
    if (gatewayRoute) return gatewayRoute(req, res);
    req.url = `${target.path}${url.search}`;
    target.app.request(req, res);
  };
}

const isSocketPath = (path: string): boolean => path === '/ws' || path === '/v1/ws';

/**
 * The gateway's WebSocket routes, `/ws` and `/api/<backend>/ws` (and the mock's `/v1/ws` beside each): a client
 * without a valid key is accepted and closed at once with 4001; the backend gets the query without `token`.
 */
export function gatewayUpgradeHandler(wss: WebSocketServer, options: GatewayOptions) {
  return (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const url = new URL(req.url ?? '/', 'http://gateway');
    if (!isSocketPath(url.pathname) && !/^\/api\/[^/]+\/(v1\/)?ws$/.test(url.pathname)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const closeAtOnce = (code: number, reason: string): void =>
      wss.handleUpgrade(req, socket, head, (ws) => ws.close(code, reason));
    if (!wsAuthorized(req, url, options.keys)) return closeAtOnce(4001, 'Unauthorized');
    const target = resolve(options, url.pathname);
    // The gateway accepts first and then fails to reach the backend's socket.
    if (!isSocketPath(target.path)) return closeAtOnce(1011, 'server rejected WebSocket connection: HTTP 404');
    req.url = `${target.path}${withoutToken(url.search)}`;
    target.app.upgrade(req, socket, head);
  };
}
