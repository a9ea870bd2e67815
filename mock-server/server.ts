import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { WebSocketServer } from 'ws';
import type { IdFactory } from '../scenarios/script';
import { createAguiHandler } from './agui-sse';
import { parseBehaviour } from './behaviour';
import { defaultContract } from './contract-version';
import type { ContractVersion } from './contract-version';
import { parseFaultPlan } from './faults';
import { personaUserId } from './persona-users';
import { createRestHandler } from './rest';
import { seedStore } from './seed';
import { createServerLifecycle } from './server-lifecycle';
import { SessionStore } from './store';
import { withFaultControl } from './test-control';
import { UserDirectory } from './user-directory';
import type { ReceivedFrame } from './ws-connection';
import { wsUpgradeHandler } from './ws-upgrade';

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
  ids?: IdFactory;
  log?: (line: string) => void;
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
  close(): Promise<void>;
}

const randomIds: IdFactory = (prefix) => `${prefix}-${randomUUID()}`;

const parseOrKeep = (data: string): unknown => {
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
};

/** Every connection's received frames in the order they arrived, parsed where they are JSON (a test hook). */
const inArrivalOrder = (receivedFrames: Map<string, ReceivedFrame[]>) =>
  [...receivedFrames.values()]
    .flat()
    .sort((a, b) => a.receivedAt - b.receivedAt)
    .map((f) => ({ ...f, data: parseOrKeep(f.data) }));

/** Starts the AGORA mock: the contract's REST API, `/ws` for AG-UI runs, `POST /agui` (AG-UI over SSE), `/v1/ws` (HAI v1.1) and `/health`. */
export async function createMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const host = options.host ?? '127.0.0.1';
  const delay = options.delay ?? 1;
  const log = options.log ?? (() => {});
  const contract = options.contract ?? defaultContract;
  // v2.5.1 sessions belong to user UUIDs, and a persona name stands for its user's; v2.4.1 owners are as sent.
  const owner = contract === '2.5.1' ? personaUserId : (userId: string) => userId;
  const store = new SessionStore(Date.now, contract === '2.5.1' ? 'generated' : 'first-message');
  const users = new UserDirectory();
  if (options.seed ?? true) seedStore(store, { owner });

  const receivedFrames = new Map<string, ReceivedFrame[]>();
  const health = () => ({ service: 'agora-mock', contractVersion: contract, delay, sessions: store.size });
  const testHooks = { receivedFrames: () => inArrivalOrder(receivedFrames) };
  const rest = createRestHandler({ store, users, contract, owner, health, testHooks });
  const ids = options.ids ?? randomIds;
  const plain = new URLSearchParams();
  const agui = createAguiHandler({
    ...{ store, owner, ids, delay, log, firehoseCounter: { next: 1 } },
    ...{ faults: parseFaultPlan(plain), behaviour: parseBehaviour(plain) },
  });
  const routed = (req: IncomingMessage, res: ServerResponse): void => {
    if (new URL(req.url ?? '/', 'http://mock').pathname === '/agui') void agui(req, res);
    else rest(req, res);
  };
  const http = createServer();
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const lifecycle = createServerLifecycle(http, wss, host, log);
  http.on(
    'request',
    (options.testHooks ?? true) ? withFaultControl(routed, (ms) => void lifecycle.restart(ms)) : routed,
  );
  http.on('upgrade', wsUpgradeHandler(wss, { store, owner, receivedFrames, ids, delay, log }));

  const port = await lifecycle.start(options.port ?? 8000);
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    wsUrl: `ws://${urlHost}:${port}/ws`,
    port,
    contract,
    store,
    users,
    receivedFrames,
    close: lifecycle.close,
  };
}
