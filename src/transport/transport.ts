import type { ConnectionStatus } from '../model/session-state';
import type { ClientFrame } from '../protocol/commands';
import type { RunHistory } from './agui-run-input';
import type { BackoffOptions } from './backoff';
import type { SocketClientOptions } from './socket-client';
import type { TransportMessage } from './transport-message';

/** How the client talks to its server: AGORA's AG-UI WebSocket, AG-UI over HTTP/SSE, or the older HAI v1.1 WebSocket. */
export type TransportKind = 'agora-ws' | 'agui-sse' | 'hai-v1';

export const transportKinds: readonly TransportKind[] = ['agora-ws', 'agui-sse', 'hai-v1'];

/** Approval answers are AGORA client frames: plain AG-UI over HTTP cannot carry them. */
export const carriesApprovals = (kind: TransportKind): boolean => kind !== 'agui-sse';

/** AG-UI over HTTP declares the client's frontend tools: a run may end with a call the inspector answers. */
export const runsClientTools = (kind: TransportKind): boolean => kind === 'agui-sse';

/**
 * What a session needs of its connection: AG-UI event frames in, in batches as they came (one store update
 * each), the client's frames (RunAgentInput, approval answers) out, each in the transport's own form, and the
 * connection's state.
 */
export interface Transport {
  connect(): void;
  /** Writes one client frame; false (nothing written) when it cannot go now or at all. */
  send(frame: ClientFrame): boolean;
  subscribe(listener: (message: TransportMessage) => void): () => void;
  status(): ConnectionStatus;
  /** Connects at once, dropping any pending backoff. */
  reconnectNow(): void;
  /** Drops the connection (or request) of the moment and starts afresh. */
  restart(): void;
  /**
   * AGORA's gateway key changed: a connection made with another key (or none) is dropped; with a key it connects
   * again, without one it waits, unauthorized, for the next. Transports that carry no key leave it out.
   */
  reauthorize?(keyed: boolean): void;
  /** Cancels the run streaming now, where the protocol can (AG-UI over HTTP: the request is aborted). */
  cancelRun?(): void;
  close(): void;
}

export interface TransportOptions {
  url: string;
  /** See SocketClientOptions: the gateway's key on each new connection, and what a refused key does. */
  authorize?: SocketClientOptions['authorize'];
  onUnauthorized?: SocketClientOptions['onUnauthorized'];
  threadId: string;
  userId: string;
  now?: () => number;
  createSocket?: SocketClientOptions['createSocket'];
  isOnline?: () => boolean;
  backoff?: BackoffOptions;
  fetch?: typeof fetch;
  /** AG-UI over HTTP: the conversation and agent state at the moment a run is posted (a stateless agent keeps none). */
  runHistory?: () => RunHistory;
}

export type CreateTransport = (options: TransportOptions) => Transport;
