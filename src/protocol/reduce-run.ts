import { EventType, type RunErrorEvent, type RunFinishedEvent, type RunStartedEvent, type StepFinishedEvent, type StepStartedEvent } from '@ag-ui/core';
import { settleStreaming } from './messages';
import type { SessionState } from './session-state';

export type RunEvent = RunStartedEvent | RunFinishedEvent | RunErrorEvent | StepStartedEvent | StepFinishedEvent;

/**
 * Run lifecycle: idle → running → finished | error | interrupted.
 * RUN_FINISHED after RUN_ERROR keeps the error (and the error status) visible.
 * RUN_ERROR settles streaming messages as incomplete; RUN_FINISHED as complete.
 * Only one step is current; STEP_FINISHED for another step than the current one changes nothing.
 */
export function reduceRun(state: SessionState, event: RunEvent, at: number): SessionState {
  switch (event.type) {
    case EventType.RUN_STARTED:
      return { ...state, run: { status: 'running', threadId: event.threadId, runId: event.runId, startedAt: at } };
    case EventType.RUN_ERROR: {
      const settled = settleStreaming(state, 'incomplete');
      const error = event.code === undefined ? { message: event.message } : { message: event.message, code: event.code };
      return { ...settled, run: { ...settled.run, status: 'error', step: undefined, error, finishedAt: at } };
    }
    case EventType.RUN_FINISHED: {
      const settled = settleStreaming(state, 'complete');
      const status = settled.run.status === 'error' ? 'error' : 'finished';
      return { ...settled, run: { ...settled.run, status, step: undefined, finishedAt: at } };
    }
    case EventType.STEP_STARTED:
      return { ...state, run: { ...state.run, step: event.stepName } };
    case EventType.STEP_FINISHED:
      return state.run.step === event.stepName ? { ...state, run: { ...state.run, step: undefined } } : state;
  }
}
