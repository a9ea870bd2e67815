import {
  EventType,
  type RunErrorEvent,
  type RunFinishedEvent,
  type RunStartedEvent,
  type StepFinishedEvent,
  type StepStartedEvent,
} from '@ag-ui/core';
import { listSize } from '../lib/persistent/persistent-list';
import { mapGet, mapSet } from '../lib/persistent/persistent-map';
import { fieldOf, stringField } from '../lib/record';
import { closedByClient } from './closed-by-client';
import type { SessionState } from './session-state';
import { noteSilentRun } from './state-change';
import { addTimelineItem, annotate, settleOpen } from './state-helpers';

export type RunEvent = RunStartedEvent | RunFinishedEvent | RunErrorEvent | StepStartedEvent | StepFinishedEvent;

function runError(state: SessionState, event: RunErrorEvent, at: number): SessionState {
  const settled = settleOpen(state, 'cut');
  const error = event.code === undefined ? { message: event.message } : { message: event.message, code: event.code };
  const id = `run-error-${state.eventLog.nextSeq - 1}`;
  const notice = {
    id,
    kind: 'run_error' as const,
    message: event.message,
    code: event.code,
    at,
    causedBy: state.lastUserMessageId,
  };
  const withNotice = addTimelineItem({ ...settled, notices: mapSet(settled.notices, id, notice) }, 'notice', id);
  const run = {
    ...withNotice.run,
    status: 'error',
    step: undefined,
    openSteps: undefined,
    error,
    finishedAt: at,
  } as const;
  return { ...withNotice, run };
}

/** The outcome's kind: AG-UI's object, or a bare string as some servers send (kept aside by the parser). */
function outcomeOf(event: RunFinishedEvent): { type?: string; pending: readonly string[] } {
  const { outcome } = event;
  const reportedOutcome = fieldOf(event, 'reportedOutcome');
  if (outcome)
    return { type: outcome.type, pending: outcome.type === 'success' ? (outcome.pendingToolCallIds ?? []) : [] };
  if (typeof reportedOutcome === 'string') return { type: reportedOutcome, pending: [] };
  return { type: stringField(reportedOutcome, 'type'), pending: [] };
}

/** What a finished run should have ended itself: streaming messages, tool calls without their END. */
function flagOpen(state: SessionState, pending: readonly string[]): SessionState {
  const messages = state.openMessageIds.filter((id) => mapGet(state.messages, id)?.status === 'streaming');
  const calls = state.openToolCallIds.filter(
    (id) => !pending.includes(id) && mapGet(state.toolCalls, id)?.status === 'streaming_args',
  );
  const open = [...messages, ...calls];
  return open.length > 0 ? annotate(state, 'run-finished-open', open.join(', ')) : state;
}

function runFinished(state: SessionState, event: RunFinishedEvent, at: number): SessionState {
  const { status, runId } = state.run;
  // The inspector stopped this run, or the connection gave it up: a late end changes nothing.
  if (status === 'interrupted' && runId === event.runId) return annotate(state, 'after-stop', event.runId);
  if (status !== 'running' && status !== 'error' && runId !== undefined && runId !== event.runId)
    return annotate(state, 'run-not-current', event.runId);
  const { type, pending } = outcomeOf(event);
  const settled = settleOpen(flagOpen(state, pending), 'finished', pending);
  const next = status === 'error' ? 'error' : type === 'cancelled' ? 'interrupted' : 'finished';
  const told = next === 'finished' ? noteSilentRun(settled, at) : settled;
  const run = { ...told.run, status: next, step: undefined, openSteps: undefined, finishedAt: at } as const;
  const ended = { ...run, stateAtStart: undefined, timelineAtStart: undefined };
  return { ...told, run: type ? { ...ended, outcome: type } : ended };
}

function runStarted(state: SessionState, event: RunStartedEvent, at: number): SessionState {
  const running = state.run.status === 'running';
  const settled = running ? annotate(settleOpen(state, 'cut'), 'run-overlap', state.run.runId) : state;
  const run = { status: 'running', threadId: event.threadId, runId: event.runId, startedAt: at } as const;
  return { ...settled, run: { ...run, stateAtStart: settled.agentState, timelineAtStart: listSize(settled.timeline) } };
}

/**
 * Steps may overlap: AGORA's LangGraph server starts `executing_tools` once per parallel tool and
 * finishes it once per result, after it already started `thinking` again. A step finishes one of
 * its starts; the current step is the latest one still open.
 */
function stepStarted(state: SessionState, step: string): SessionState {
  return { ...state, run: { ...state.run, step, openSteps: [...(state.run.openSteps ?? []), step] } };
}

function stepFinished(state: SessionState, step: string): SessionState {
  const open = state.run.openSteps ?? (state.run.step === undefined ? [] : [state.run.step]);
  const index = open.lastIndexOf(step);
  if (index < 0) return closedByClient(state, 'step', step, true) ?? annotate(state, 'step-not-started', step);
  const openSteps = open.filter((_, i) => i !== index);
  return { ...state, run: { ...state.run, step: openSteps[openSteps.length - 1], openSteps } };
}

/**
 * Run lifecycle: idle → running → finished | error | interrupted.
 * RUN_FINISHED closes everything the run left open (messages, spoken streams, steps, and tool
 * calls without a result but those `outcome.pendingToolCallIds` names); `outcome` may be AG-UI's
 * object or a bare string. A late RUN_FINISHED for a run the inspector stopped, or for another run
 * than the current one, changes nothing (noted). RUN_ERROR settles what streams as incomplete and
 * puts the error where it happened; a RUN_FINISHED after it keeps the error visible. A RUN_STARTED
 * while a run still runs (a server that cancelled it without a word) settles its leftovers.
 * Steps nest or overlap (see `stepStarted`); STEP_FINISHED for a step not open changes nothing (noted).
 */
export function reduceRun(state: SessionState, event: RunEvent, at: number): SessionState {
  switch (event.type) {
    case EventType.RUN_STARTED:
      return runStarted(state, event, at);
    case EventType.RUN_ERROR:
      return runError(state, event, at);
    case EventType.RUN_FINISHED:
      return runFinished(state, event, at);
    case EventType.STEP_STARTED:
      return stepStarted(state, event.stepName);
    case EventType.STEP_FINISHED:
      return stepFinished(state, event.stepName);
  }
}
