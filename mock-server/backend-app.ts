import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocketServer } from 'ws';
import type { HandoffStyle, IdFactory } from '../scenarios/script';
import { createAguiHandler } from './agui-sse';
import type { MockBackendKind } from './backend-kind';
import { parseBehaviour } from './behaviour';
import type { ContractVersion } from './contract-version';
import type { CutBodies } from './cut-bodies';
import { parseFaultPlan } from './faults';
import { fuzzFramesControl } from './fuzz-frames';
import { withHostile } from './hostile/hostile-control';
import type { HostileMode } from './hostile/hostile-mode';
import type { MissingRoute } from './missing-routes';
import { personaUserId } from './persona-users';
import { isReportPath, serveReport } from './report-shelf';
import { createRestHandler } from './rest';
import { seedStore } from './seed';
import { SessionStore } from './store';
import { withFaultControl } from './test-control';
import { UserDirectory } from './user-directory';
import type { ReceivedFrame } from './ws-connection';
import { wsUpgradeHandler } from './ws-upgrade';

export interface BackendSettings {
  contract: ContractVersion;
  delay: number;
  seed: boolean;
  testHooks: boolean;
  /** Routes left out, as AGORA's older mock lacks them (`--without`). */
  without?: readonly MissingRoute[];
  ids: IdFactory;
  log: (line: string) => void;
  /** Takes the whole listener down and up again (`POST /__test__/faults` with `restart`). */
  restart: (downForMs: number) => void;
  /** REST answers lost on the way, as AGORA's gateway loses them (`--cut-bodies`, `POST /__test__/faults`). */
  cuts: CutBodies;
  /** The attack runs and REST answers play (`--hostile`, `POST /__test__/hostile`); shared by all backends. */
  hostile?: HostileMode;
}

/** What a test may look into: one backend's sessions, users and the frames its sockets received. */
export interface BackendState {
  store: SessionStore;
  users: UserDirectory;
  receivedFrames: Map<string, ReceivedFrame[]>;
}

/** One mock AGORA server, apart from the listener: a gateway may host several on one port. */
export interface BackendApp extends BackendState {
  kind: MockBackendKind;
  request: RequestListener;
  upgrade: (req: IncomingMessage, socket: Duplex, head: Buffer) => void;
}

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

/**
 * The contract's REST API, `POST /agui`, `/ws` and `/v1/ws` over one store and user directory of its own;
 * `handoffs`: how its demo hands over unless a connection says otherwise (`named` when absent).
 */
export function createBackendApp(
  kind: MockBackendKind,
  wss: WebSocketServer,
  settings: BackendSettings,
  handoffs?: HandoffStyle,
): BackendApp {
  const { contract, delay, ids, log } = settings;
  // v2.5.1 sessions belong to user UUIDs, and a persona name stands for its user's; v2.4.1 owners are as sent,
  // and so are those of AGORA's older mock (`--without`): it lists users by UUID, its sessions stay under `koen`.
  const uuidOwners = contract === '2.5.1' && !settings.without?.length;
  const owner = uuidOwners ? personaUserId : (userId: string) => userId;
  const store = new SessionStore(Date.now, contract === '2.5.1' ? 'generated' : 'first-message');
  const users = new UserDirectory();
  if (settings.seed) seedStore(store, { owner });

  const receivedFrames = new Map<string, ReceivedFrame[]>();
  const health = () => ({ service: 'agora-mock', contractVersion: contract, delay, sessions: store.size });
  const testHooks = { receivedFrames: () => inArrivalOrder(receivedFrames) };
  const without = new Set(settings.without);
  const rest = createRestHandler({ backend: kind, store, users, contract, owner, health, testHooks, without });
  const plain = new URLSearchParams();
  const aguiContext = {
    ...{ backend: kind, store, owner, ids, delay, log, firehoseCounter: { next: 1 }, runsStarted: { count: 0 } },
    ...{ faults: parseFaultPlan(plain), behaviour: parseBehaviour(plain, { handoffs }) },
  };
  // AG-UI 1.0 at /agui; the same agent asking in the seed's draft and in LangGraph's older way beside it.
  const agents = {
    '/agui': createAguiHandler(aguiContext),
    '/agui/draft': createAguiHandler(aguiContext, 'draft'),
    '/agui/langgraph': createAguiHandler(aguiContext, 'langgraph'),
  };
  const served = (req: IncomingMessage, res: ServerResponse): void => {
    const path = new URL(req.url ?? '/', 'http://mock').pathname;
    if (isReportPath(path)) serveReport([store], req, res);
    else if (settings.testHooks && path === '/__test__/fuzz-frames')
      void fuzzFramesControl(store, req, res).catch(() => res.destroy());
    else if (Object.hasOwn(agents, path)) void agents[path as keyof typeof agents](req, res);
    else rest(req, path.startsWith('/__test__/') || req.method === 'OPTIONS' ? res : settings.cuts.around(res));
  };
  const { hostile } = settings;
  const routed = hostile ? withHostile(served, hostile, settings.testHooks) : served;
  return {
    kind,
    store,
    users,
    receivedFrames,
    request: settings.testHooks ? withFaultControl(routed, settings.restart, settings.cuts) : routed,
    upgrade: wsUpgradeHandler(wss, { backend: kind, store, owner, receivedFrames, ids, delay, log, handoffs, hostile }),
  };
}
