import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocketServer } from 'ws';
import type { HandoffStyle, IdFactory } from '../scenarios/script';
import type { MockBackendKind } from './backend-kind';
import { parseBehaviour } from './behaviour';
import { parseFaultPlan } from './faults';
import { parseFirehose } from './firehose';
import type { HostileMode } from './hostile/hostile-mode';
import { requestOrigin } from './request-origin';
import type { SessionStore } from './store';
import { attachV1Connection } from './v1-connection';
import { v1Dialects } from './v1-encoder';
import { attachConnection } from './ws-connection';
import type { ReceivedFrame } from './ws-connection';

export interface UpgradeContext {
  /** Which AGORA server this backend imitates on the wire. */
  backend: MockBackendKind;
  store: SessionStore;
  /** Who owns the session a RunAgentInput's userId opens. */
  owner: (userId: string) => string;
  /** Where each connection's received frames go, keyed by connection id. */
  receivedFrames: Map<string, ReceivedFrame[]>;
  ids: IdFactory;
  /** The server's default pace. */
  delay: number;
  /** How this backend hands over between agents unless a connection's `handoff=` says otherwise. */
  handoffs?: HandoffStyle;
  /** The server's hostile mode: an attack a run may play instead of its answer. */
  hostile?: HostileMode;
  log: (line: string) => void;
}

/** `/ws?delay=0.5` paces one connection differently from the server's default (e.g. a slow stream in a test). */
function connectionDelay(param: string | null, fallback: number): number {
  const value = param === null ? Number.NaN : Number(param);
  return Number.isFinite(value) && value >= 0 && value <= 10 ? value : fallback;
}

/**
 * The HTTP server's `upgrade` handler: `/ws` becomes one AG-UI connection (`conn-1`, `conn-2`, …), `/v1/ws` one
 * HAI v1.1 connection (`?dialect=agora`: tool calls as AGORA's own v1.1 servers sent them),
 * with the pace, faults, behaviour and firehose its query asks for; any other path gets a 404.
 */
export function wsUpgradeHandler(wss: WebSocketServer, ctx: UpgradeContext) {
  const { store, owner, receivedFrames, ids, delay, log } = ctx;
  const firehoseCounter = { next: 1 };
  return (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const url = new URL(req.url ?? '/', 'http://mock');
    if (url.pathname !== '/ws' && url.pathname !== '/v1/ws') {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const connectionId = `conn-${receivedFrames.size + 1}`;
      const frames: ReceivedFrame[] = [];
      receivedFrames.set(connectionId, frames);
      log(`${connectionId} connected from ${req.socket.remoteAddress ?? '?'}`);
      const attach = url.pathname === '/v1/ws' ? attachV1Connection : attachConnection;
      attach(ws, {
        backend: ctx.backend ?? 'openai',
        connectionId,
        store,
        owner,
        ids,
        delay: connectionDelay(url.searchParams.get('delay'), delay),
        frames,
        faults: parseFaultPlan(url.searchParams),
        behaviour: parseBehaviour(url.searchParams, { handoffs: ctx.handoffs }),
        firehose: parseFirehose(url.searchParams),
        firehoseCounter,
        runsStarted: { count: 0 },
        origin: requestOrigin(req),
        v1Dialect: v1Dialects.find((dialect) => dialect === url.searchParams.get('dialect')) ?? 'spec',
        hostile: ctx.hostile,
        log,
      });
    });
  };
}
