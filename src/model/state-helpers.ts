import { listPush } from '../lib/persistent/persistent-list';
import { mapDelete, mapGet, mapHas, mapSet } from '../lib/persistent/persistent-map';
import { annotateLastEntry } from './event-log';
import type { RuleId } from './protocol-rules';
import type { MessageStatus, SessionState, TimelineKind, ToolCallRecord, TranscriptMessage } from './session-state';

/** Marks the current frame in the event log with the stream rule it broke (unknown id, duplicate, …). */
export function annotate(state: SessionState, rule: RuleId, subject?: string, detail?: string): SessionState {
  const annotation = detail === undefined ? { rule, subject } : { rule, subject, detail };
  return { ...state, eventLog: annotateLastEntry(state.eventLog, annotation) };
}

function appendToTimeline(state: SessionState, kind: TimelineKind, id: string): SessionState {
  return { ...state, timeline: listPush(state.timeline, { kind, id }) };
}

/**
 * Stores a message; a new one also takes its place at the end of the timeline, and tool calls
 * that named it as their parent before it existed join it now.
 */
export function putMessage(state: SessionState, message: TranscriptMessage): SessionState {
  if (mapHas(state.messages, message.id)) return { ...state, messages: mapSet(state.messages, message.id, message) };
  const waiting = mapGet(state.awaitingParent, message.id);
  const joined = waiting ? { ...message, toolCallIds: [...(message.toolCallIds ?? []), ...waiting] } : message;
  const next = { ...state, messages: mapSet(state.messages, message.id, joined) };
  return appendToTimeline(
    waiting ? { ...next, awaitingParent: mapDelete(state.awaitingParent, message.id) } : next,
    'message',
    message.id,
  );
}

/** Stores a tool call; a new one also takes its place in the timeline where it happened. */
export function putToolCall(state: SessionState, call: ToolCallRecord): SessionState {
  const isNew = !mapHas(state.toolCalls, call.id);
  const next = { ...state, toolCalls: mapSet(state.toolCalls, call.id, call) };
  return isNew ? appendToTimeline(next, 'toolCall', call.id) : next;
}

export function addTimelineItem(state: SessionState, kind: TimelineKind, id: string): SessionState {
  return appendToTimeline(state, kind, id);
}

/** Opens a streaming message of the given role, attributed to the current agent and run. */
export function openMessage(state: SessionState, id: string, role: string, at: number): SessionState {
  const message: TranscriptMessage = { id, role, text: '', status: 'streaming', createdAt: at };
  if (role === 'assistant' && state.currentAgent) message.agentId = state.currentAgent;
  if (state.run.runId) message.runId = state.run.runId;
  return { ...putMessage(state, message), openMessageIds: [...state.openMessageIds, id] };
}

/** Replaces a message already stored (the streaming hot path: one map write, no timeline check). */
export function replaceMessage(state: SessionState, message: TranscriptMessage): SessionState {
  return { ...state, messages: mapSet(state.messages, message.id, message) };
}

export function appendText(state: SessionState, id: string, delta: string): SessionState {
  const message = mapGet(state.messages, id);
  if (!message || delta === '') return state;
  return replaceMessage(state, { ...message, text: message.text + delta });
}

export function closeMessage(
  state: SessionState,
  id: string,
  status: Exclude<MessageStatus, 'streaming'> = 'complete',
  stopped = false,
): SessionState {
  const message = mapGet(state.messages, id);
  if (!message || message.status !== 'streaming') return state;
  const next = putMessage(state, stopped ? { ...message, status, stoppedByInspector: true } : { ...message, status });
  return { ...next, openMessageIds: state.openMessageIds.filter((open) => open !== id) };
}

/** How a run ended for what it left open: finished by the server, cut off, or stopped by the inspector. */
export type RunEnding = 'finished' | 'cut' | 'stopped';

function settleSpoken(state: SessionState, ending: RunEnding, closed: string[]): SessionState {
  let spoken = state.spoken;
  for (const id of state.openSpokenIds) {
    const stream = mapGet(spoken, id);
    if (stream?.status !== 'streaming') continue;
    spoken = mapSet(spoken, id, { ...stream, status: ending === 'finished' ? 'complete' : 'stopped' });
    closed.push(`spoken:${id}`);
  }
  return { ...state, spoken, openSpokenIds: [] };
}

const closedKept = 64;

/** Keeps what this client just closed itself, so the server's late end for it is noted, not flagged. */
function rememberClosed(state: SessionState, closed: readonly string[]): SessionState {
  if (closed.length === 0) return state;
  return { ...state, closedByClient: [...(state.closedByClient ?? []), ...closed].slice(-closedKept) };
}

/**
 * Settles everything a run left open when it ends: its messages (complete when the server
 * finished the run, else incomplete), its spoken streams, and its tool calls still without a
 * result (interrupted), but for those the server says it still waits on (`pendingToolCallIds`).
 * Where the client runs tools (AG-UI), a finished run's complete calls without a result are the
 * client's to answer (`awaiting_client`). What it closed, and the steps still open, are kept in `closedByClient`.
 */
export function settleOpen(
  state: SessionState,
  ending: RunEnding,
  pendingToolCallIds: readonly string[] = [],
): SessionState {
  let next: SessionState = { ...state, openChunk: undefined };
  const closed: string[] = [];
  for (const id of state.openMessageIds) {
    if (mapGet(next.messages, id)?.status === 'streaming') closed.push(`text:${id}`);
    next = closeMessage(next, id, ending === 'finished' ? 'complete' : 'incomplete', ending === 'stopped');
  }
  const stillOpen: string[] = [];
  for (const id of state.openToolCallIds) {
    const call = mapGet(next.toolCalls, id);
    if (pendingToolCallIds.includes(id)) stillOpen.push(id);
    else if (call?.status === 'awaiting_result' && ending === 'finished' && state.runsClientTools)
      next = putToolCall(next, { ...call, status: 'awaiting_client' });
    else if (call && (call.status === 'streaming_args' || call.status === 'awaiting_result')) {
      next = putToolCall(next, { ...call, status: 'interrupted' });
      if (call.status === 'streaming_args') closed.push(`tool:${id}`);
    }
  }
  const { openSteps, step } = state.run;
  for (const name of openSteps ?? (step === undefined ? [] : [step])) closed.push(`step:${name}`);
  const settled = settleSpoken({ ...next, openToolCallIds: stillOpen }, ending, closed);
  // A run the server finished with streams open broke a rule (run-finished-open), and its later frames for them
  // are its errors too; only AGORA's spoken text runs on by itself after RUN_FINISHED, so that alone is noted.
  return rememberClosed(settled, ending === 'finished' ? closed.filter((key) => key.startsWith('spoken:')) : closed);
}
