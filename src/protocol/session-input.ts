import type { ParsedFrame } from './parse-event';
import type { ConnectionStatus } from './session-state';

/** Everything the session store reduces: frames from the server and local facts the UI must see at once. */
export type SessionInput =
  | { type: 'frame'; frame: ParsedFrame; at: number; size: number }
  | { type: 'local.user_message'; clientId: string; text: string; at: number }
  | { type: 'local.sent'; clientId: string; payload: unknown; at: number; size: number }
  | { type: 'local.connection'; status: ConnectionStatus; at: number };
