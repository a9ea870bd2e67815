import { transportKinds, type TransportKind } from '../../transport/transport';

export interface AppConfig {
  /** How the client talks to the server (`transport`): AGORA's WebSocket (default), AG-UI over HTTP/SSE, or HAI v1.1. */
  transport: TransportKind;
  /** WebSocket endpoint of the orchestrator (AG-UI, or HAI v1.1 with `transport: 'hai-v1'`). */
  wsUrl: string;
  /** The AG-UI agent's URL for `transport: 'agui-sse'` (`agent`); the mock's `/agui` beside the REST API when absent. */
  agentUrl: string;
  /** Base URL of the REST sessions API. */
  apiUrl: string;
  /** Inspector persona (the contract's user_id). */
  userId: string;
  /** Personas offered in the switcher (free entry is possible too). */
  personas: string[];
  /** A running answer silent this long is flagged as possibly stuck (`stallMs`); the session default when absent. */
  stallAfterMs?: number;
  /** A sent message with no RUN_STARTED this long is shown as unanswered (`answerMs`); the session default (15 s) when absent. */
  answerWithinMs?: number;
  /** `?socket=main`: the WebSocket on the page's own thread instead of a worker (comparisons, debugging). */
  socketOnMainThread?: boolean;
  /** Behind AGORA's API gateway: the backend to use (`backend`, e.g. `langgraph`); the gateway's default when absent. */
  backend?: string;
  /** The server's root when `apiUrl` is one backend's prefix behind the gateway (set by `forBackend`). */
  gatewayUrl?: string;
  /** AGORA gateway's key for a kiosk set-up (`config.js` only, never a URL parameter); read once at start. */
  apiKey?: string;
  /**
   * Origins reports may be downloaded from besides this page's and the API's (`config.js` only: a link could not
   * add one).
   */
  reportOrigins?: string[];
}

declare global {
  interface Window {
    /** Set by `public/config.js` so one build can point at any server. */
    __HAI_CONFIG__?: Partial<AppConfig>;
  }
}

const defaultPersonas = ['koen', 'fatima', 'sanne'];

function positive(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : undefined;
}

function clean(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The first transport named; an unknown name falls back to AGORA's WebSocket. */
function transportKind(...values: unknown[]): TransportKind {
  const named = values.map(clean).find((value) => value !== undefined);
  return transportKinds.find((kind) => kind === named) ?? 'agora-ws';
}

/** Where the configured transport connects: the agent's URL over HTTP, else the WebSocket. */
export const transportUrl = (config: AppConfig): string =>
  config.transport === 'agui-sse' ? config.agentUrl : config.wsUrl;

type PageLocation = Pick<Location, 'search' | 'hostname' | 'protocol'> & Partial<Pick<Location, 'host'>>;

/**
 * Where the server is when nothing says: a production build is served beside AGORA (nginx or Caddy in front of
 * its gateway), so the page's own origin; the development server and `npm start` use the mock on port 8000.
 */
function defaultServer(location: PageLocation, sameOrigin: boolean) {
  const secure = location.protocol === 'https:';
  const host = sameOrigin ? location.host || location.hostname : `${location.hostname || 'localhost'}:8000`;
  return { http: `${secure ? 'https' : 'http'}://${host}`, ws: `${secure ? 'wss' : 'ws'}://${host}` };
}

/** The operator's extra report origins: strings only, a few at most; absent when none. */
function reportOriginsOf(listed: unknown): Pick<AppConfig, 'reportOrigins'> {
  if (!Array.isArray(listed)) return {};
  const origins = listed.filter((origin): origin is string => typeof origin === 'string').slice(0, 20);
  return origins.length ? { reportOrigins: origins } : {};
}

/** `/ws` or `api` in `config.js` means the page's own origin, with `ws:`/`wss:` for a socket. */
function absolute(url: string | undefined, base: string): string | undefined {
  if (url === undefined || /^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  try {
    return new URL(url, `${base}/`).toString();
  } catch {
    return url;
  }
}

/**
 * Resolves the configuration, first match wins: URL parameters (`transport`, `ws`, `agent`, `api`, `user`, `stallMs`,
 * `answerMs`, `socket`, `backend`),
 * `window.__HAI_CONFIG__` (public/config.js), build-time `VITE_*` variables, then
 * defaults: the page's own origin in a production build (`env.PROD`), else the mock on port 8000 of its host.
 */
export function resolveConfig(
  location: PageLocation,
  runtime: Partial<AppConfig> = {},
  env: Record<string, unknown> = {},
): AppConfig {
  const params = new URLSearchParams(location.search);
  const server = defaultServer(location, env.PROD === true);
  const apiUrl =
    absolute(clean(params.get('api')) ?? clean(runtime.apiUrl) ?? clean(env.VITE_AGORA_API_URL), server.http) ??
    server.http;
  const wsUrl =
    absolute(clean(params.get('ws')) ?? clean(runtime.wsUrl) ?? clean(env.VITE_AGORA_WS_URL), server.ws) ??
    `${server.ws}/ws`;
  const backend = clean(params.get('backend')) ?? clean(runtime.backend);
  return {
    ...(backend && { backend }),
    ...(clean(runtime.apiKey) && { apiKey: clean(runtime.apiKey) }),
    transport: transportKind(params.get('transport'), runtime.transport),
    agentUrl:
      absolute(clean(params.get('agent')) ?? clean(runtime.agentUrl), server.http) ??
      `${apiUrl.replace(/\/$/, '')}/agui`,
    wsUrl,
    apiUrl,
    userId: clean(params.get('user')) ?? clean(runtime.userId) ?? clean(env.VITE_AGORA_USER_ID) ?? 'koen',
    personas: runtime.personas?.length ? runtime.personas : defaultPersonas,
    ...reportOriginsOf(runtime.reportOrigins),
    stallAfterMs: positive(params.get('stallMs')) ?? positive(runtime.stallAfterMs),
    answerWithinMs: positive(params.get('answerMs')) ?? positive(runtime.answerWithinMs),
    socketOnMainThread: params.get('socket') === 'main' || runtime.socketOnMainThread === true,
  };
}

/**
 * `chosenBackend`: the one picked in the preferences ('' for the gateway's default), over `config.js`'s.
 * `search`: the page's URL parameters (`''`: what the configuration says without a link's).
 */
export function loadConfig(chosenBackend?: string, search = window.location.search): AppConfig {
  // Named one by one: passing `import.meta.env` whole would put every VITE_* build variable into the bundle.
  const env = {
    VITE_AGORA_WS_URL: import.meta.env.VITE_AGORA_WS_URL,
    VITE_AGORA_API_URL: import.meta.env.VITE_AGORA_API_URL,
    VITE_AGORA_USER_ID: import.meta.env.VITE_AGORA_USER_ID,
    PROD: import.meta.env.PROD,
  };
  const runtime = window.__HAI_CONFIG__;
  const { hostname, protocol, host } = window.location;
  return resolveConfig(
    { search, hostname, protocol, host },
    chosenBackend === undefined ? runtime : { ...runtime, backend: chosenBackend },
    env,
  );
}
