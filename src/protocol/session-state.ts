import { createEventLog, type EventLog } from './event-log';

export type RunStatus = 'idle' | 'running' | 'finished' | 'error' | 'interrupted';
export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'offline' | 'closed';
export type MessageStatus = 'streaming' | 'complete' | 'incomplete';
export type Delivery = 'queued' | 'sent';

export interface TranscriptMessage {
  id: string;
  role: string;
  text: string;
  status: MessageStatus;
  createdAt: number;
  agentId?: string;
  runId?: string;
  /** Only for messages the inspector typed: whether the server has it yet. */
  delivery?: Delivery;
}

export interface RunInfo {
  status: RunStatus;
  threadId?: string;
  runId?: string;
  step?: string;
  startedAt?: number;
  finishedAt?: number;
  error?: { message: string; code?: string };
}

export interface SessionState {
  threadId: string;
  messageOrder: readonly string[];
  messagesById: Readonly<Record<string, TranscriptMessage>>;
  /** Ids of messages still streaming, so settling them never scans the transcript. */
  openMessageIds: readonly string[];
  run: RunInfo;
  agentState: unknown;
  currentAgent?: string;
  /** Set when a STATE_DELTA could not be applied; cleared by the next snapshot. */
  stateDiverged?: { reason: string; at: number };
  connection: ConnectionStatus;
  eventLog: EventLog;
}

export function createSessionState(threadId: string, logCap?: number): SessionState {
  return {
    threadId,
    messageOrder: [],
    messagesById: {},
    openMessageIds: [],
    run: { status: 'idle' },
    agentState: {},
    connection: 'connecting',
    eventLog: createEventLog(logCap),
  };
}
