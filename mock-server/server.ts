import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import type { IdFactory } from '../scenarios/script';
import { parseBehaviour } from './behaviour';
import { parseFaultPlan } from './faults';
import { parseFirehose } from './firehose';
import { createRestHandler } from './rest';
import { seedStore } from './seed';
import { SessionStore } from './store';
import { withFaultControl } from './test-control';
import { attachConnection } from './ws-connection';
import type { ReceivedFrame } from './ws-connection';

export interface MockServerOptions {
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
  store: SessionStore;
  /** Client frames received, per connection id (`conn-1`, `conn-2`, … in connection order). */
  receivedFrames: Map<string, ReceivedFrame[]>;
  close(): Promise<void>;
}

const randomIds: IdFactory = (prefix) => `${prefix}-${randomUUID()}`;

/** `/ws?delay=0.5` paces one connection differently from the server's default (e.g. a slow stream in a test). */
function connectionDelay(param: string | null, fallback: number): number {
  const value = param === null ? Number.NaN : Number(param);
  return Number.isFinite(value) && value >= 0 && value <= 10 ? value : fallback;
}

/** Starts the AGORA mock: the contract's REST API, `/ws` for AG-UI runs, and `/health`. */
export async function createMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const host = options.host ?? '127.0.0.1';
  const delay = options.delay ?? 1;
  const log = options.log ?? (() => {});
  const store = new SessionStore();
  if (options.seed ?? true) seedStore(store);

  const receivedFrames = new Map<string, ReceivedFrame[]>();
  const firehoseCounter = { next: 1 };
  const health = () => ({ service: 'agora-mock', contractVersion: '2.4.1', delay, sessions: store.size });
  const parse = (data: string): unknown => {
    try {
      return JSON.parse(data);
    } catch {
      return data;
    }
  };
  const testHooks = {
    receivedFrames: () =>
      [...receivedFrames.values()]
        .flat()
        .sort((a, b) => a.receivedAt - b.receivedAt)
        .map((f) => ({ ...f, data: parse(f.data) })),
  };
  const rest = createRestHandler(store, health, testHooks);
  const http = createServer((options.testHooks ?? true) ? withFaultControl(rest, (ms) => void restart(ms)) : rest);
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });

  http.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://mock');
    if (url.pathname !== '/ws') {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const connectionId = `conn-${receivedFrames.size + 1}`;
      const frames: ReceivedFrame[] = [];
      receivedFrames.set(connectionId, frames);
      log(`${connectionId} connected from ${req.socket.remoteAddress ?? '?'}`);
      attachConnection(ws, {
        connectionId,
        store,
        ids: options.ids ?? randomIds,
        delay: connectionDelay(url.searchParams.get('delay'), delay),
        frames,
        faults: parseFaultPlan(url.searchParams),
        behaviour: parseBehaviour(url.searchParams),
        firehose: parseFirehose(url.searchParams),
        firehoseCounter,
        log,
      });
    });
  });

  const listen = (port: number): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen(port, host, () => {
        http.off('error', reject);
        resolve();
      });
    });
  const goDown = async (): Promise<void> => {
    for (const client of wss.clients) client.terminate();
    http.closeAllConnections();
    await new Promise<void>((resolve) => http.close(() => resolve()));
  };
  let stopped = false;
  let restarting: NodeJS.Timeout | undefined;
  const restart = async (downForMs: number): Promise<void> => {
    if (stopped || restarting) return;
    log(`restart: down for ${downForMs} ms`);
    await goDown();
    restarting = setTimeout(() => {
      restarting = undefined;
      if (stopped) return;
      listen(port).then(
        () => log('restart: listening again'),
        (error: unknown) => log(`restart failed: ${String(error)}`),
      );
    }, downForMs);
  };

  await listen(options.port ?? 8000);
  const { port } = http.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;

  return {
    url: `http://${urlHost}:${port}`,
    wsUrl: `ws://${urlHost}:${port}/ws`,
    port,
    store,
    receivedFrames,
    close: async () => {
      stopped = true;
      clearTimeout(restarting);
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await goDown();
    },
  };
}
