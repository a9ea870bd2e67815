import { listValues } from '../lib/persistent/persistent-list';
import { mapGet } from '../lib/persistent/persistent-map';
import { logEntries, type EventLogEntry } from './event-log';
import type { SessionState, ToolCallRecord } from './session-state';

const toolListCache = new WeakMap<object, { timeline: object; list: readonly ToolCallRecord[] }>();

/** Every tool call of the session (live and restored) in the order they happened; cached per version. */
export function selectToolCallList(state: SessionState): readonly ToolCallRecord[] {
  const cached = toolListCache.get(state.toolCalls);
  if (cached?.timeline === state.timeline) return cached.list;
  const list: ToolCallRecord[] = [];
  for (const item of listValues(state.timeline)) {
    const call = item.kind === 'toolCall' ? mapGet(state.toolCalls, item.id) : undefined;
    if (call) list.push(call);
  }
  toolListCache.set(state.toolCalls, { timeline: state.timeline, list });
  return list;
}

export interface StateChange {
  seq: number;
  at: number;
  kind: 'snapshot' | 'delta';
  /** The patch of a delta; a snapshot's full state stays in the event log entry. */
  ops?: readonly unknown[];
  failed?: string;
}

const changeCache = new WeakMap<object, readonly StateChange[]>();

/** Snapshots and deltas still in the event log, oldest first (what the state panel lists). */
export function selectStateChanges(state: SessionState, limit = 50): readonly StateChange[] {
  const cached = changeCache.get(state.eventLog);
  if (cached) return cached;
  const changes: StateChange[] = [];
  for (const entry of logEntries(state.eventLog)) {
    if (entry.direction !== 'in' || (entry.type !== 'STATE_SNAPSHOT' && entry.type !== 'STATE_DELTA')) continue;
    const change: StateChange = {
      seq: entry.seq,
      at: entry.at,
      kind: entry.type === 'STATE_SNAPSHOT' ? 'snapshot' : 'delta',
    };
    if (change.kind === 'delta') change.ops = (entry.payload as { delta?: unknown[] }).delta ?? [];
    const failed = entry.annotations?.find(({ rule }) => rule === 'patch-failed');
    if (failed) change.failed = failed.detail ?? failed.rule;
    changes.push(change);
  }
  const recent = changes.slice(-limit);
  changeCache.set(state.eventLog, recent);
  return recent;
}

export type RunMoment =
  | { kind: 'run'; at: number; label: 'started' | 'finished' | 'error'; detail?: string }
  | { kind: 'step'; at: number; label: 'started' | 'finished'; step: string }
  | { kind: 'agent'; at: number; agent: string }
  | { kind: 'tool'; at: number; name: string; id: string };

function agentIn(entry: EventLogEntry): string | undefined {
  const payload = entry.payload as {
    snapshot?: { currentAgent?: unknown; current_agent?: unknown };
    delta?: { op?: string; path?: string; value?: unknown }[];
  };
  const agent = payload.snapshot?.currentAgent ?? payload.snapshot?.current_agent;
  if (entry.type === 'STATE_SNAPSHOT' && typeof agent === 'string') return agent;
  const paths = ['/currentAgent', '/current_agent'];
  const op =
    entry.type === 'STATE_DELTA'
      ? payload.delta?.find((o) => paths.includes(o.path ?? '') && (o.op === 'replace' || o.op === 'add'))
      : undefined;
  return typeof op?.value === 'string' ? op.value : undefined;
}

function momentOf(entry: EventLogEntry): RunMoment | undefined {
  const payload = entry.payload as Record<string, unknown>;
  switch (entry.type) {
    case 'RUN_STARTED':
      return { kind: 'run', at: entry.at, label: 'started' };
    case 'RUN_FINISHED':
      return { kind: 'run', at: entry.at, label: 'finished' };
    case 'RUN_ERROR':
      return { kind: 'run', at: entry.at, label: 'error', detail: String(payload.message ?? '') };
    case 'STEP_STARTED':
    case 'STEP_FINISHED':
      return {
        kind: 'step',
        at: entry.at,
        label: entry.type === 'STEP_STARTED' ? 'started' : 'finished',
        step: String(payload.stepName ?? ''),
      };
    case 'TOOL_CALL_START':
      return {
        kind: 'tool',
        at: entry.at,
        name: String(payload.toolCallName ?? ''),
        id: String(payload.toolCallId ?? ''),
      };
    default: {
      const agent = agentIn(entry);
      return agent ? { kind: 'agent', at: entry.at, agent } : undefined;
    }
  }
}

const runCache = new WeakMap<object, readonly RunMoment[]>();

/** What happened in the latest run, from its RUN_STARTED on: steps, agent changes, tool calls, its end. */
export function selectRunTimeline(state: SessionState): readonly RunMoment[] {
  const cached = runCache.get(state.eventLog);
  if (cached) return cached;
  const entries = logEntries(state.eventLog).filter((entry) => entry.direction === 'in');
  const start = entries.findLastIndex((entry) => entry.type === 'RUN_STARTED');
  const moments: RunMoment[] = [];
  let agent: string | undefined;
  for (const entry of start < 0 ? [] : entries.slice(start)) {
    const moment = momentOf(entry);
    if (!moment || (moment.kind === 'agent' && moment.agent === agent)) continue;
    if (moment.kind === 'agent') agent = moment.agent;
    moments.push(moment);
  }
  runCache.set(state.eventLog, moments);
  return moments;
}
