import { EventType, type AGUIEvent } from '@ag-ui/core';
import { listSize } from '../lib/persistent/persistent-list';
import { isRunFrame, type ClientFrame } from '../protocol/commands';
import type { SessionState } from './session-state';
import { annotate } from './state-helpers';

/** What opens an answer: a server that skips RUN_STARTED begins its run with one of these. */
const answerOpeners: ReadonlySet<string> = new Set([
  EventType.TEXT_MESSAGE_START,
  EventType.TEXT_MESSAGE_CONTENT,
  EventType.TEXT_MESSAGE_CHUNK,
  EventType.TOOL_CALL_START,
  EventType.TOOL_CALL_CHUNK,
  EventType.REASONING_START,
  EventType.REASONING_MESSAGE_START,
  EventType.REASONING_MESSAGE_CHUNK,
]);

/** A run written: the client now awaits its start (a tool result run too). */
export function awaitRun(state: SessionState, frame: ClientFrame): SessionState {
  return isRunFrame(frame) ? { ...state, run: { ...state.run, awaiting: frame.runId } } : state;
}

/**
 * The runId of the run `event` begins without a RUN_STARTED, if it does: a run was written and not started, and
 * the event is its answer or its end. After the inspector stopped a run, what comes is taken as that run's
 * leftovers unless it is an end naming the awaited run.
 */
function unstartedRunId(run: SessionState['run'], event: AGUIEvent): string | undefined {
  const { awaiting, status } = run;
  if (awaiting === undefined || status === 'running') return undefined;
  if (event.type === EventType.RUN_FINISHED) {
    if (event.runId === run.runId) return undefined;
    return status !== 'interrupted' || event.runId === awaiting ? event.runId : undefined;
  }
  if (status === 'interrupted') return undefined;
  return event.type === EventType.RUN_ERROR || answerOpeners.has(event.type) ? awaiting : undefined;
}

/**
 * A run whose answer or end came without RUN_STARTED begins here, as if it had started: it answers the message
 * awaited (delivery confirms it by `startMissing`), and its end is marked 'end-without-start'.
 */
export function beginUnstartedRun(state: SessionState, event: AGUIEvent, at: number): SessionState {
  const runId = unstartedRunId(state.run, event);
  if (runId === undefined) return state;
  const { threadId, agentState, timeline } = state;
  const startMissing = { answers: state.run.awaiting! };
  const run = { status: 'running', threadId, runId, startedAt: at, startMissing } as const;
  return { ...state, run: { ...run, stateAtStart: agentState, timelineAtStart: listSize(timeline) } };
}

/** The end of a run that never started (`before` is the run as it was before the end): marked. */
export function markEndWithoutStart(before: SessionState['run'], after: SessionState, event: AGUIEvent): SessionState {
  const ends = event.type === EventType.RUN_FINISHED || event.type === EventType.RUN_ERROR;
  if (!ends || before.status !== 'running' || !before.startMissing) return after;
  return annotate(after, 'end-without-start', before.runId);
}
