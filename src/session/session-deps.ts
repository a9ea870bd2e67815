import type { StoreApi } from 'zustand/vanilla';
import type { SessionState } from '../model/session-state';
import type { BackoffOptions } from '../transport/backoff';
import type { SocketClientOptions } from '../transport/socket-client';
import type { CreateTransport, TransportKind } from '../transport/transport';
import type { LoadHistory } from './history-restore';
import type { DecisionStorage } from './kept-decisions';
import type { ToolNameStorage } from './kept-tool-names';
import type { OutboxStorage } from './outbox';
import type { ReplayFrame } from './replay-player';
import type { Sender } from './sender';

/** What side effects that follow a running session (speech, the app's live conversation) get of it. */
export interface AttachedSession {
  readonly store: StoreApi<SessionState>;
}

interface RestFailureNote {
  request: string;
  kind: string;
  status?: number;
  cause: string;
}

/** What one live session is given: its thread and socket address, and the hooks the app (or a test) plugs in. */
export interface SessionDeps {
  threadId: string;
  userId: string;
  /** The server's address for the transport: a WebSocket URL, or the agent's URL for AG-UI over HTTP. */
  transportUrl: string;
  /** Adds AGORA's gateway key to each new connection's URL; `onUnauthorized` when the gateway refuses it. */
  authorize?: SocketClientOptions['authorize'];
  onUnauthorized?: SocketClientOptions['onUnauthorized'];
  /** Which transport `createTransport` makes (what the status line names); `agora-ws` when absent. */
  transport?: TransportKind;
  /** Makes the session's transport; AGORA's reconnecting WebSocket when absent. */
  createTransport?: CreateTransport;
  now?: () => number;
  newId?: () => string;
  createSocket?: SocketClientOptions['createSocket'];
  isOnline?: SocketClientOptions['isOnline'];
  /** Reconnect pacing; the transport's default when absent. */
  backoff?: BackoffOptions;
  /** The one send path (and the outboxes it fills): the app's, shared with the message box from the first paint. */
  sender?: Sender;
  /** Without a `sender`: where the session's own outbox lives between page loads; in memory when absent. */
  outboxStorage?: OutboxStorage;
  /** Where the inspector's approval decisions outlive a reload; not kept when absent. */
  decisionStorage?: DecisionStorage;
  /** Where the tool display names seen in this browser session are kept for restored calls; not kept when absent. */
  toolNameStorage?: ToolNameStorage;
  /** Loads the conversation's REST history when the session starts; 'missing' when it does not exist. */
  restore?: LoadHistory;
  /** Loads the REST history after a run was cut off, to show what the server made of it (default: `restore`). */
  reconcile?: LoadHistory;
  onMissing?: () => void;
  /** Called when a run ends (finished, failed or cut off): e.g. to refresh the session list. */
  onRunEnded?: () => void;
  /** Side effects that follow this session while it runs (speech, the app's live conversation); returns the detach. */
  attach?: (session: AttachedSession) => () => void;
  /** Plays a recorded log instead of connecting: an offline session that reacts as if live. */
  replay?: { frames: readonly ReplayFrame[]; speed: number };
  /** How long a running run may stay silent before it is flagged as stalled (not while an approval waits). */
  stallAfterMs?: number;
  /** How long a sent message may wait for its RUN_STARTED before it counts as unanswered. */
  answerWithinMs?: number;
  /** Browser hooks for "reconnect now" (online, tab visible); absent in tests. */
  watchNetwork?: (reconnectNow: () => void) => () => void;
  /** Failed REST calls elsewhere in the app (technical cause), written to this session's event log; returns the detach. */
  watchRestFailures?: (note: (failure: RestFailureNote) => void) => () => void;
  /**
   * Calls `changed` when the gateway key is given or forgotten (`keyed`: there is one now); returns the detach.
   * The connection then uses the new key, or waits for one.
   */
  watchAccess?: (changed: (keyed: boolean) => void) => () => void;
}
