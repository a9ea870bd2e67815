import type { ConnectionStatus } from '../model/session-state';
import type { RunHistory } from './agui-run-input';
import type { BackoffOptions } from './backoff';
import type { SocketClientOptions, SocketMessage } from './socket-client';

/** How the client talks to its server: AGORA's AG-UI WebSocket, AG-UI over HTTP/SSE, or the older HAI v1.1 WebSocket. */
export type TransportKind = 'agora-ws' | 'agui-sse' | 'hai-v1';

export const transportKinds: readonly TransportKind[] = ['agora-ws', 'agui-sse', 'hai-v1'];

/** Approval answers are AGORA client frames: plain AG-UI over HTTP cannot carry them. */
export const carriesApprovals = (kind: TransportKind): boolean => kind !== 'agui-sse';

/** AG-UI over HTTP declares the client's frontend tools: a run may end with a call the inspector answers. */
export const runsClientTools = (kind: TransportKind): boolean => kind === 'agui-sse';

export type TransportMessage =
  | SocketMessage
  /** A request the server refused or never answered (HTTP): the message it carried is held, not retried by itself. */
  | { kind: 'failed'; reason: string; retryable: boolean; at: number }
  /** A frame the transport's adapter could not read (HAI v1.1): logged as rejected with the adapter's reason. */
  | { kind: 'rejected'; text: string; reason: string; at: number };

/**
 * What a session needs of its connection: AG-UI event frames as text in, the client's frames
 * (RunAgentInput, approval answers) as text out, and the connection's state.
 */
export interface Transport {
  connect(): void;
  /** Writes one client frame; false (nothing written) when it cannot go now or at all. */
  send(text: string): boolean;
  subscribe(listener: (message: TransportMessage) => void): () => void;
  status(): ConnectionStatus;
  /** Connects at once, dropping any pending backoff. */
  reconnectNow(): void;
  /** Drops the connection (or request) of the moment and starts afresh. */
  restart(): void;
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
