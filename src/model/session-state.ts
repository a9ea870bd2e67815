import { treeFromJson, type JsonTree } from '../lib/persistent/json-tree';
import { emptyList, type PList } from '../lib/persistent/persistent-list';
import { emptyMap, type PMap } from '../lib/persistent/persistent-map';
import type { ToolApprovalRequest } from '../protocol/agora-events';
import { createEventLog, type EventLog } from './event-log';

type RunStatus = 'idle' | 'running' | 'finished' | 'error' | 'interrupted';
/** `unauthorized`: AGORA's gateway closed with 4001; no retry until a key is given (`reconnectNow`). */
export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'offline' | 'closed' | 'unauthorized';
export type MessageStatus = 'streaming' | 'complete' | 'incomplete';
/**
 * Where what the inspector sent stands: waiting in the outbox, taken by the server, or held back
 * after the server did not answer it (`unanswered`) or the connection died on it twice (`refused`).
 */
export type Delivery = 'queued' | 'sent' | 'unanswered' | 'refused';

export interface TranscriptMessage {
  id: string;
  /** user | assistant | system | developer | reasoning | activity */
  role: string;
  text: string;
  status: MessageStatus;
  createdAt: number;
  agentId?: string;
  runId?: string;
  /** Only for what the inspector typed: whether the server has it yet. */
  delivery?: Delivery;
  /** Loaded from history: never read aloud, never "new". */
  restored?: boolean;
  /** Restored: when the server's history dates it (epoch ms); absent when the server gives no time. */
  sentAt?: number;
  /** Shown here but missing from the server's history: not stored (kept, never dropped silently). */
  unconfirmed?: boolean;
  /** A question whose run the connection cut off, and the history has no answer to it. */
  answerLost?: boolean;
  /** Typed after this many messages the server had: where it belongs when only the outbox survived a reload. */
  afterSent?: number;
  /** For activity messages: their type and structured content. */
  activityType?: string;
  content?: Record<string, unknown>;
  /** An AGORA error this (user) message caused, e.g. a moderation violation. */
  flaggedBy?: { errorCode: string; message: string };
  encrypted?: boolean;
  subagentRunId?: string;
  /** The inspector sent a new message and so stopped this answer. */
  stoppedByInspector?: boolean;
  /** Stopped with Stop: no longer shown or read, though the server may still finish it. */
  stoppedShowing?: boolean;
  /** The inspector's "klopt niet" note on this answer, exactly as typed (also in the event log). */
  inspectorNote?: string;
  /** Tool calls that name this message as their parent, in the order they started. */
  toolCallIds?: readonly string[];
}

/** `awaiting_client`: a frontend tool the agent left for the client to run (AG-UI), waiting for the inspector. */
export type ToolCallStatus =
  'streaming_args' | 'awaiting_result' | 'awaiting_client' | 'completed' | 'failed' | 'interrupted';

export interface ToolCallRecord {
  id: string;
  name: string;
  /** `toolDisplayName`: the label the server gives the tool for the UI. */
  displayName?: string;
  /** `toolSpokenName` (or its older name `toolDescription`): what is said while it runs. */
  spokenName?: string;
  parentMessageId?: string;
  agentId?: string;
  runId?: string;
  /** Argument deltas concatenated as received; parsed only for display. */
  argsText: string;
  status: ToolCallStatus;
  result?: string;
  resultMessageId?: string;
  error?: string;
  startedAt: number;
  argsEndedAt?: number;
  resultAt?: number;
  /** Started inside its parent message (already on screen): shown there, not as a row of its own. */
  inline?: boolean;
  /** Created by an event for a tool call this session never saw start. */
  orphan?: boolean;
  restored?: boolean;
  encrypted?: boolean;
  /** The inspector rejected it, though the server ran it (AGORA's LangGraph server runs a tool before asking). */
  rejectedByInspector?: boolean;
  /** Its run said nothing and its result may be an object: shown as a card in the conversation (generative UI). */
  resultCard?: boolean;
}

export interface SpokenStream {
  messageId: string;
  text: string;
  /** `stopped`: its run was cut off; what still arrives is kept but never read aloud. */
  status: 'streaming' | 'complete' | 'error' | 'stopped';
  error?: string;
  /** Whether its TEXT_MESSAGE_START had not yet arrived when speech began. */
  aheadOfText?: boolean;
  /** AGORA's listen-mode acknowledgement: kept (stopped), never read aloud. */
  quiet?: boolean;
}

type ApprovalStatus = 'pending' | 'approved' | 'rejected';

export interface ApprovalRecord {
  approvalId: string;
  request: ToolApprovalRequest;
  status: ApprovalStatus;
  receivedAt: number;
  runId?: string;
  feedback?: string;
  decidedAt?: number;
  delivery?: Delivery;
  /** Asked while this answer was being written, after this much of its text: it reads there, inside it. */
  inMessage?: { messageId: string; textBefore: string };
  /** Asked when no run was open (after RUN_FINISHED or RUN_ERROR, or a cut-off run): shown with a note. */
  outsideRun?: boolean;
}

export interface Notice {
  id: string;
  kind: 'run_error' | 'agora_error' | 'subagent_error';
  code?: string;
  message: string;
  details?: unknown;
  at: number;
  /** The user message the error is about, when known. */
  causedBy?: string;
}

export interface SubagentRecord {
  id: string;
  name: string;
  description?: string;
  status: 'running' | 'finished' | 'error';
  parentToolCallId?: string;
  error?: string;
  startedAt: number;
  endedAt?: number;
}

export type TimelineKind = 'message' | 'toolCall' | 'notice' | 'approval' | 'stateChange';

/** One line of what a run changed in the shared state: where (list items by name), how, and the value as text. */
export interface StateChangeEntry {
  path: readonly string[];
  change: 'added' | 'changed' | 'removed';
  value?: string;
}

/** What a run that said nothing changed in the shared state, shown as a card where it happened. */
export interface StateChangeCard {
  id: string;
  runId?: string;
  at: number;
  entries: readonly StateChangeEntry[];
  /** Lines left out beyond `entries`. */
  more: number;
}
export interface TimelineItem {
  kind: TimelineKind;
  id: string;
}

interface RunInfo {
  status: RunStatus;
  threadId?: string;
  runId?: string;
  step?: string;
  /** Steps started and not yet finished, oldest first (a step may be open more than once). */
  openSteps?: readonly string[];
  startedAt?: number;
  finishedAt?: number;
  outcome?: string;
  /** Stopped with Stop: what the server still sends for this run is logged, not shown. */
  hidden?: boolean;
  /** The shared state and the timeline's length when the run started: what it changed is told at its end. */
  stateAtStart?: JsonTree;
  timelineAtStart?: number;
  error?: { message: string; code?: string };
  /** The runId of the run this client wrote last and has not seen start: what a run without RUN_STARTED answers. */
  awaiting?: string;
  /** Begun by its answer or its end, no RUN_STARTED came: the runId of the run it answers (marked at its end). */
  startMissing?: { answers: string };
}

interface StatePatchInfo {
  ops: readonly unknown[];
  paths: readonly string[];
  at: number;
}

/** An AG-UI chunk stream still open: it closes when an event of another kind arrives. */
interface OpenChunk {
  kind: 'text' | 'reasoning' | 'tool';
  id: string;
}

export interface SessionState {
  threadId: string;
  messages: PMap<TranscriptMessage>;
  toolCalls: PMap<ToolCallRecord>;
  notices: PMap<Notice>;
  stateCards: PMap<StateChangeCard>;
  approvals: PMap<ApprovalRecord>;
  subagents: PMap<SubagentRecord>;
  spoken: PMap<SpokenStream>;
  /** What the transcript shows, in the order it happened. */
  timeline: PList<TimelineItem>;
  /** Spoken streams in the order they began (the speech queue). */
  spokenOrder: PList<string>;
  /** Still streaming, so settling them never scans the transcript. */
  openMessageIds: readonly string[];
  openToolCallIds: readonly string[];
  openSpokenIds: readonly string[];
  /** Tool calls whose parent message has not started yet, by that message's id. */
  awaitingParent: PMap<readonly string[]>;
  /** What the inspector sent that the server has not yet taken. */
  queuedIds: readonly string[];
  lastUserMessageId?: string;
  openChunk?: OpenChunk;
  /**
   * What this client closed itself when a run ended, stopped or was cut off (`text:`, `spoken:`, `tool:`,
   * `step:` and the id or step name), newest last and bounded: the server's own late end for one is no duplicate.
   */
  closedByClient?: readonly string[];
  run: RunInfo;
  /** Shared agent state as a persistent tree; read it with `selectAgentState`. */
  agentState: JsonTree;
  currentAgent?: string;
  lastPatch?: StatePatchInfo;
  /** Set when a STATE_DELTA could not be applied; cleared by the next snapshot. */
  stateDiverged?: { reason: string; at: number; patch: readonly unknown[] };
  connection: ConnectionStatus;
  /** A running run silent since then (epoch ms): maybe stuck. Cleared by the next frame or connection change. */
  stalledSince?: number;
  /** When reconnecting: when the next attempt starts (epoch ms). */
  reconnectAt?: number;
  /** Set when this session plays a recorded log back instead of talking to a server. */
  replay?: { done: number; total: number };
  /** Loading the conversation's REST history when a session is opened. */
  history: {
    status: 'none' | 'loading' | 'loaded' | 'failed';
    error?: string;
    errorKind?: string;
    errorStatus?: number;
    /** Shown from the copy kept when it was last fetched (epoch ms): the server could not be reached. */
    cachedAt?: number;
  };
  eventLog: EventLog;
  /** Display names the server gave tools, by technical name: seen live in this browser session, kept over history loads. */
  toolNames?: ReadonlyMap<string, string>;
  /** The client runs the tools a run leaves open (AG-UI over HTTP): they wait for the inspector, not interrupted. */
  runsClientTools?: boolean;
  /** The conversation's background colour, as the inspector confirmed an agent's `change_background` (AG-UI's dojo). */
  chatBackground?: string;
}

export function createSessionState(threadId: string, logCap?: number): SessionState {
  return {
    threadId,
    messages: emptyMap(),
    toolCalls: emptyMap(),
    notices: emptyMap(),
    stateCards: emptyMap(),
    approvals: emptyMap(),
    subagents: emptyMap(),
    spoken: emptyMap(),
    timeline: emptyList(),
    spokenOrder: emptyList(),
    openMessageIds: [],
    openToolCallIds: [],
    openSpokenIds: [],
    awaitingParent: emptyMap(),
    queuedIds: [],
    run: { status: 'idle' },
    agentState: treeFromJson({}),
    connection: 'connecting',
    history: { status: 'none' },
    eventLog: createEventLog(logCap),
  };
}
