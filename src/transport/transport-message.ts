import type { ConnectionStatus } from '../model/session-state';

/**
 * One frame as a transport hands it over: the text that came off the wire (the session reads it: JSON, then the
 * schemas), an event an adapter or a stream parser already made of it (the session validates it, as any other),
 * or one an adapter could not read, with its reason (logged as rejected).
 */
export type IncomingFrame =
  | string
  /** `deepCut`: the adapter kept a value nested too deep as text (the session marks the event). */
  | { event: unknown; size: number; deepCut?: true }
  | { text: string; rejected: string };

/** What a transport tells its session. */
export type TransportMessage =
  /** Frames that arrived together (a worker's batch, a network chunk): the session reduces them in one store update. */
  | { kind: 'frames'; frames: readonly IncomingFrame[]; at: number }
  /** A binary frame: not AG-UI, but reported rather than dropped silently. */
  | { kind: 'binary'; size: number; at: number }
  | { kind: 'status'; status: ConnectionStatus; at: number; nextAttemptAt?: number }
  /** A request the server refused or never answered (HTTP): the run it carried is held, not retried by itself. */
  | { kind: 'failed'; reason: string; retryable: boolean; at: number };
