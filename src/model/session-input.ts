import type { ClientFrame } from '../protocol/commands';
import type { ParsedFrame } from '../protocol/parse-event';
import type { HistoryEntryLike } from './history';
import type { ApprovalRecord, ConnectionStatus } from './session-state';

/** Everything the session store reduces: frames from the server and local facts the UI must see at once. */
export type SessionInput =
  | { type: 'frame'; frame: ParsedFrame; at: number; size: number }
  /** The inspector sent a message: shown at once, queued until the socket takes it. */
  | { type: 'local.user_message'; clientId: string; text: string; at: number; afterSent?: number }
  /** A queued frame (message or approval answer) left for the server. */
  | { type: 'local.sent'; clientId: string; payload: ClientFrame; at: number; size: number }
  /** A frame written just before the connection dropped (or held back and retried), waiting to be written again. */
  | { type: 'local.requeued'; clientId: string; at: number }
  /** A message held back turned out to be answered after all (its RUN_STARTED came late). */
  | { type: 'local.delivered'; clientId: string; at: number }
  /** A message held back: no RUN_STARTED came for it in time, or the connection died on it twice. */
  | { type: 'local.held'; clientId: string; reason: 'unanswered' | 'refused'; detail: string; at: number }
  /** The inspector dropped a message that was held back or still waiting. */
  | { type: 'local.discarded'; clientId: string; at: number }
  /** The inspector asks again a question whose answer an interruption lost (sent as a new message). */
  | { type: 'local.asked_again'; messageId: string; at: number }
  /** The inspector stopped the running answer to send a new message now. */
  | { type: 'local.interrupt'; at: number }
  /** The inspector pressed Stop: the answer is no longer shown or read; the server may still finish it. */
  | { type: 'local.stop'; at: number }
  /** The inspector's "klopt niet" note on an answer, for a bug report: kept exactly as typed. */
  | { type: 'local.answer_note'; messageId: string; text: string; at: number }
  | { type: 'local.connection'; status: ConnectionStatus; at: number; nextAttemptAt?: number }
  /** The conversation's REST history, loaded once when a session is opened. */
  /** `cachedAt`: the server could not be reached; this is the copy from then. */
  | { type: 'local.history'; entries: readonly HistoryEntryLike[]; cachedAt?: number; at: number }
  | { type: 'local.history_loading'; at: number }
  /** Progress of playing a recorded log back into this (offline) session. */
  | { type: 'local.replay'; done: number; total: number; at: number }
  | { type: 'local.history_failed'; message: string; kind?: string; status?: number; at: number }
  /** A REST call outside the conversation failed (rename, preferences, …): its technical cause, for the event log. */
  | { type: 'local.rest_failed'; request: string; kind: string; status?: number; cause: string; at: number }
  /** The run has sent nothing for longer than the watchdog allows (not while an approval waits). */
  | { type: 'local.stalled'; since: number; at: number }
  /** The inspector answered a tool the agent left for the client: its result goes in the next run as a `tool` message. */
  | { type: 'local.tool_answer'; toolCallId: string; messageId: string; content: string; at: number }
  | { type: 'local.approval_decision'; approvalId: string; approved: boolean; feedback?: string; at: number }
  /** The inspector's decisions from before a reload (kept in the browser), so a history can say what was rejected. */
  | { type: 'local.decisions_kept'; approvals: readonly ApprovalRecord[]; at: number }
  /** Tool display names seen live earlier in this browser session, for a history that has none. */
  | { type: 'local.tool_names_kept'; names: readonly (readonly [string, string])[]; at: number };
