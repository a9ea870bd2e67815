import { EventType, type AGUIEvent } from '@ag-ui/core';
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

export type RunMoment =
  | { kind: 'run'; at: number; label: 'started' | 'finished' | 'error'; detail?: string }
  | { kind: 'step'; at: number; label: 'started' | 'finished'; step: string }
  | { kind: 'agent'; at: number; agent: string }
  | { kind: 'tool'; at: number; name: string; id: string };

const agentPaths = ['/currentAgent', '/current_agent'];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function agentIn(event: AGUIEvent): string | undefined {
  if (event.type === EventType.STATE_SNAPSHOT) {
    const snapshot: unknown = event.snapshot;
    const agent = isRecord(snapshot) ? (snapshot.currentAgent ?? snapshot.current_agent) : undefined;
    return typeof agent === 'string' ? agent : undefined;
  }
  if (event.type !== EventType.STATE_DELTA) return undefined;
  const op = event.delta.find((o) => agentPaths.includes(o.path) && (o.op === 'replace' || o.op === 'add'));
  const value: unknown = op && 'value' in op ? op.value : undefined;
  return typeof value === 'string' ? value : undefined;
}

function momentOf(entry: EventLogEntry): RunMoment | undefined {
  if (entry.kind !== 'event') return undefined;
  const { at, payload: event } = entry;
  switch (event.type) {
    case EventType.RUN_STARTED:
      return { kind: 'run', at, label: 'started' };
    case EventType.RUN_FINISHED:
      return { kind: 'run', at, label: 'finished' };
    case EventType.RUN_ERROR:
      return { kind: 'run', at, label: 'error', detail: event.message };
    case EventType.STEP_STARTED:
    case EventType.STEP_FINISHED:
      return {
        kind: 'step',
        at,
        label: event.type === EventType.STEP_STARTED ? 'started' : 'finished',
        step: event.stepName,
      };
    case EventType.TOOL_CALL_START:
      return { kind: 'tool', at, name: event.toolCallName, id: event.toolCallId };
    default: {
      const agent = agentIn(event);
      return agent ? { kind: 'agent', at, agent } : undefined;
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
