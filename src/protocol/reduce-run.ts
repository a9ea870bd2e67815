import { EventType, type RunErrorEvent, type RunFinishedEvent, type RunStartedEvent, type StepFinishedEvent, type StepStartedEvent } from '@ag-ui/core';
import { mapSet } from './persistent-map';
import type { SessionState } from './session-state';
import { addTimelineItem, note, settleOpen } from './state-helpers';

export type RunEvent = RunStartedEvent | RunFinishedEvent | RunErrorEvent | StepStartedEvent | StepFinishedEvent;

function runError(state: SessionState, event: RunErrorEvent, at: number): SessionState {
  const settled = settleOpen(state, 'incomplete');
  const error = event.code === undefined ? { message: event.message } : { message: event.message, code: event.code };
  const id = `run-error-${state.eventLog.nextSeq - 1}`;
  const notice = { id, kind: 'run_error' as const, message: event.message, code: event.code, at, causedBy: state.lastUserMessageId };
  const withNotice = addTimelineItem({ ...settled, notices: mapSet(settled.notices, id, notice) }, 'notice', id);
  return { ...withNotice, run: { ...withNotice.run, status: 'error', step: undefined, error, finishedAt: at } };
}

function runFinished(state: SessionState, event: RunFinishedEvent, at: number): SessionState {
  const settled = settleOpen(state, 'complete');
  const outcome = (event.outcome as { type?: string } | undefined)?.type;
  const status = settled.run.status === 'error' ? 'error' : outcome === 'cancelled' ? 'interrupted' : 'finished';
  const run = { ...settled.run, status, step: undefined, finishedAt: at } as const;
  return { ...settled, run: outcome ? { ...run, outcome } : run };
}

/**
 * Run lifecycle: idle → running → finished | error | interrupted.
 * RUN_ERROR settles streaming messages as incomplete and puts the error in the timeline where it
 * happened; a RUN_FINISHED after it keeps the error (and the error status) visible. A new
 * RUN_STARTED while a run still streams settles that run's leftovers as incomplete.
 * One step is current; STEP_FINISHED for another step than the current one changes nothing.
 */
export function reduceRun(state: SessionState, event: RunEvent, at: number): SessionState {
  switch (event.type) {
    case EventType.RUN_STARTED: {
      const settled = state.run.status === 'running' ? settleOpen(state, 'incomplete') : state;
      return { ...settled, run: { status: 'running', threadId: event.threadId, runId: event.runId, startedAt: at } };
    }
    case EventType.RUN_ERROR:
      return runError(state, event, at);
    case EventType.RUN_FINISHED:
      return runFinished(state, event, at);
    case EventType.STEP_STARTED:
      return { ...state, run: { ...state.run, step: event.stepName } };
    case EventType.STEP_FINISHED:
      if (state.run.step === event.stepName) return { ...state, run: { ...state.run, step: undefined } };
      return note(state, `step "${event.stepName}" was not the current step`);
  }
}
