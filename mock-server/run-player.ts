import type { BaseEvent } from '@ag-ui/core';
import { approvalRequestEvent } from '../scenarios/custom-events';
import type { ApprovalDecision } from '../scenarios/flatten-script';
import type { ScriptStep } from '../scenarios/script';
import type { ToolApprovalRequest } from '../src/protocol/agora-events';

export interface PlayerIo {
  /** Sends one event; false when the client is gone. */
  send(event: BaseEvent): boolean;
  awaitApproval(request: ToolApprovalRequest): Promise<ApprovalDecision | undefined>;
  /** Multiplies every nominal pause: 1 = human pace, 0 = no waiting. */
  delay: number;
  signal: AbortSignal;
}

/** Resolves after `ms`, or at once when `signal` aborts. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

export type PlayResult =
  | { status: 'finished' }
  /** Stopped between steps (cancelled, client gone, hung): `rest` was not sent. */
  | { status: 'stopped'; rest: ScriptStep[] }
  /** Stopped while waiting for an approval answer. */
  | { status: 'abandoned' };

/** Streams a script at the configured pace until it ends, `io.signal` aborts or a send fails. */
export async function playScript(steps: readonly ScriptStep[], io: PlayerIo): Promise<PlayResult> {
  const queue = [...steps];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const wait = Math.round((next.pauseMs ?? 0) * io.delay);
    if (wait > 0) await pause(wait, io.signal);
    if (io.signal.aborted) return { status: 'stopped', rest: [next, ...queue] };
    if (next.kind === 'emit') {
      if (!io.send(next.event)) return { status: 'stopped', rest: queue };
      continue;
    }
    if (!io.send(approvalRequestEvent(next.request))) return { status: 'stopped', rest: queue };
    const decision = await io.awaitApproval(next.request);
    if (!decision) return { status: 'abandoned' };
    queue.unshift(...(decision.approved ? next.onApprove(decision.feedback) : next.onReject(decision.feedback)));
  }
  return { status: 'finished' };
}
