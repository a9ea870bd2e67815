import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { WebSocketServer } from 'ws';
import type { HandoffStyle, IdFactory } from '../scenarios/script';
import { createBackendApp } from './backend-app';
import type { BackendApp, BackendSettings, BackendState } from './backend-app';
import type { MockBackendKind } from './backend-kind';
import { defaultContract } from './contract-version';
import type { ContractVersion } from './contract-version';
import { CutBodies } from './cut-bodies';
import { gatewayRequestHandler, gatewayUpgradeHandler } from './gateway';
import type { GatewayBackend, GatewayOptions } from './gateway';
import { parseApiKeys } from './gateway-auth';
import { HostileMode } from './hostile/hostile-mode';
import { KeyOriginWatch, requestUrl, withKeyOrigin } from './key-origin';
import type { MissingRoute } from './missing-routes';
import { createServerLifecycle } from './server-lifecycle';
import { withStaticSite } from './static-site';
import type { SessionStore } from './store';
import type { UserDirectory } from './user-directory';
import type { ReceivedFrame } from './ws-connection';

export interface MockServerOptions {
  /** The HAI API contract served: '2.5.1' (default) or '2.4.1' (sessions only, persona names as owners). */
  contract?: ContractVersion;
  /** 0 picks a free port (default 8000). */
  port?: number;
  /** Default 127.0.0.1: loopback only. */
  host?: string;
  /** Time scale for the scripted pauses: 1 = human pace (default), 0 = none. */
  delay?: number;
  /** Add the personas' past sessions (default true). */
  seed?: boolean;
  /** `POST /__test__/faults` (REST failures, restart); default true, the CLI's `--test-hooks`. */
  testHooks?: boolean;
  /** Routes left out, as AGORA's older mock lacks them: `agents`, `preferences`, `rename` (v2.5.1 only). */
  without?: readonly MissingRoute[];
  ids?: IdFactory;
  log?: (line: string) => void;
  /** Which AGORA server a lone backend imitates (default 'openai'); behind the gateway each name has its own. */
  backend?: MockBackendKind;
  /** Put AGORA's API gateway in front: `/api/{openai,langgraph,mock}/…`, `/gateway/…`, auth. */
  gateway?: boolean;
  /** The gateway's key (comma-separated for several); implies `gateway`. Requests without it get 401. */
  apiKey?: string;
  /** Where the gateway sends paths without `/api/<backend>` (default 'langgraph', as AGORA's gateway). */
  defaultBackend?: GatewayBackend;
  /** The gateway pretends ElevenLabs is configured (`/gateway/elevenlabs/*` answer instead of 503). */
  tts?: boolean;
  /** Serve this built app on the same origin, as AGORA's nginx does: API paths to the server, the rest files. */
  staticDir?: string;
  /** The share (0–1) of REST answers cut on the way, as AGORA's gateway loses them; `faultSeed` picks which. */
  cutBodies?: number;
  faultSeed?: number;
  /** AGORA's REPORTING_PUBLIC_URL (default: `/api/reporting` on the origin the client reached a run on). */
  reportingUrl?: string;
  /** A hostile scenario every `/ws` run plays and whose REST answers are sent (`mock-server/hostile/`). */
  hostile?: string;
}

export interface MockServer {
  /** REST base URL, e.g. http://127.0.0.1:8000 */
  url: string;
  /** WebSocket URL, e.g. ws://127.0.0.1:8000/ws */
  wsUrl: string;
  port: number;
  contract: ContractVersion;
  store: SessionStore;
  /** The v2.5.1 users (the personas and any created over REST); unused by 2.4.1. */
  users: UserDirectory;
  /** Client frames received, per connection id (`conn-1`, `conn-2`, … in connection order). */
  receivedFrames: Map<string, ReceivedFrame[]>;
  /** Behind the gateway: every backend's state by name (`store`, `users`, `receivedFrames` above are the default's). */
  backends?: Record<GatewayBackend, BackendState>;
  close(): Promise<void>;
}

const randomIds: IdFactory = (prefix) => `${prefix}-${randomUUID()}`;

type MakeBackend = (kind: MockBackendKind, handoffs?: HandoffStyle) => BackendApp;

/** The gateway's backends: `mock` is AGORA's own mock server, server-openai's wire with its generic hand-offs. */
function gatewayOptions(options: MockServerOptions, backend: MakeBackend): GatewayOptions {
  return {
    keys: parseApiKeys(options.apiKey),
    defaultBackend: options.defaultBackend ?? 'langgraph',
    tts: options.tts ?? false,
    apps: { openai: backend('openai'), langgraph: backend('langgraph'), mock: backend('openai', 'generic') },
  };
}

/**
 * Starts the AGORA mock: the contract's REST API, `/ws` for AG-UI runs, `POST /agui` (AG-UI over SSE), `/v1/ws`
 * (HAI v1.1) and `/health`; with `gateway` (or `apiKey`), AGORA's API gateway in front of three such backends.
 */
export async function createMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? (() => {});
  const contract = options.contract ?? defaultContract;
  const http = createServer();
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const lifecycle = createServerLifecycle(http, wss, host, log);
  const settings: BackendSettings = {
    ...{ contract, delay: options.delay ?? 1, seed: options.seed ?? true, testHooks: options.testHooks ?? true },
    without: options.without,
    ...{ ids: options.ids ?? randomIds, log, restart: (ms) => void lifecycle.restart(ms) },
    cuts: new CutBodies(options.cutBodies ?? 0, options.faultSeed ?? 1),
    hostile: new HostileMode(options.hostile),
  };
  const backend = (kind: MockBackendKind, handoffs?: HandoffStyle) => createBackendApp(kind, wss, settings, handoffs);
  const served = (handler: BackendApp['request']) =>
    options.staticDir ? withStaticSite(options.staticDir, handler) : handler;
  // With test hooks: what each request and socket carried, and a redirect to another origin on demand.
  const watch = new KeyOriginWatch();
  if (settings.testHooks) http.on('upgrade', (req: IncomingMessage) => watch.note(req, requestUrl(req)));
  const site = (handler: BackendApp['request']) =>
    settings.testHooks ? withKeyOrigin(served(handler), watch) : served(handler);
  let main: BackendApp;
  let backends: Record<GatewayBackend, BackendState> | undefined;
  if (options.gateway || options.apiKey) {
    const gateway = gatewayOptions(options, backend);
    http.on('request', site(gatewayRequestHandler(gateway)));
    http.on('upgrade', gatewayUpgradeHandler(wss, gateway));
    [main, backends] = [gateway.apps[gateway.defaultBackend], gateway.apps];
  } else {
    main = backend(options.backend ?? 'openai');
    http.on('request', site(main.request));
    http.on('upgrade', main.upgrade);
  }

  const port = await lifecycle.start(options.port ?? 8000);
  const urlHost = host.includes(':') ? `[${host}]` : host;
  const { store, users, receivedFrames } = main;
  for (const { store: kept } of backends ? Object.values(backends) : [main]) kept.reportBaseUrl = options.reportingUrl;
  return {
    ...{ url: `http://${urlHost}:${port}`, wsUrl: `ws://${urlHost}:${port}/ws`, port, contract },
    ...{ store, users, receivedFrames, backends, close: lifecycle.close },
  };
}
