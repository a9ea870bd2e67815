import { listGet, listSize } from '../lib/persistent/persistent-list';
import { mapGet } from '../lib/persistent/persistent-map';
import { logClientFact } from './log-client-fact';
import type { SessionState } from './session-state';
import { replaceMessage, settleOpen } from './state-helpers';

/** Why the inspector stopped the run: to send what waits now, or with Stop (no more of it is shown). */
export type StopReason = 'send' | 'stop';

/** The run's answer the inspector sees last: the one still streaming, else its latest assistant message. */
function lastAnswerId(state: SessionState): string | undefined {
  const open = state.openMessageIds.filter((id) => mapGet(state.messages, id)?.role === 'assistant');
  if (open.length > 0) return open[open.length - 1];
  const { runId, timelineAtStart = 0 } = state.run;
  for (let index = listSize(state.timeline) - 1; index >= timelineAtStart; index--) {
    const item = listGet(state.timeline, index);
    const message = item?.kind === 'message' ? mapGet(state.messages, item.id) : undefined;
    if (message?.role === 'assistant' && message.runId === runId) return message.id;
  }
  return undefined;
}

function markShownStopped(state: SessionState, id: string | undefined): SessionState {
  const message = id === undefined ? undefined : mapGet(state.messages, id);
  return message ? replaceMessage(state, { ...message, stoppedShowing: true }) : state;
}

/**
 * The inspector stops the running run; AGORA has no cancel frame, so its server may still finish it.
 * What streams is settled as stopped by them. With Stop (`stop`), the answer is marked as such and what the
 * server still sends for the run is logged but not shown (`run.hidden`); to send a new message (`send`) its
 * late text still joins the cut answer.
 */
export function stopRun(state: SessionState, at: number, reason: StopReason): SessionState {
  if (state.run.status !== 'running') return state;
  const answerId = reason === 'stop' ? lastAnswerId(state) : undefined;
  const settled = markShownStopped(settleOpen(state, 'stopped'), answerId);
  const run = { ...settled.run, status: 'interrupted' as const, outcome: 'stopped', step: undefined };
  const ended = { ...run, openSteps: undefined, finishedAt: at };
  const stopped = { ...settled, run: reason === 'stop' ? { ...ended, hidden: true } : ended };
  const runId = state.run.runId ?? '?';
  const why =
    reason === 'stop'
      ? `the inspector pressed Stop on run ${runId}: not shown or read any more; the server may still finish it`
      : `the inspector stopped run ${runId} to send a new message`;
  return logClientFact(stopped, at, 'stopped', { runId: state.run.runId }, why);
}
