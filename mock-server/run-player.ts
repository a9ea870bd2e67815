import type { BaseEvent } from '@ag-ui/core';
import type { ToolApprovalRequest } from '../src/protocol/agora-events';
import { approvalRequestEvent } from '../src/testing/scenarios/custom-events';
import type { ApprovalDecision } from '../src/testing/scenarios/flatten-script';
import type { ScriptStep } from '../src/testing/scenarios/script';

export interface PlayerIo {
  /** Sends one event; false when the client is gone. */
  send(event: BaseEvent): boolean;
  awaitApproval(request: ToolApprovalRequest): Promise<ApprovalDecision | undefined>;
  /** Multiplies every nominal pause: 1 = human pace, 0 = no waiting. */
  delay: number;
  signal: AbortSignal;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
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

/** Streams a script at the configured pace. Returns false when it stopped early (client gone). */
export async function playScript(steps: readonly ScriptStep[], io: PlayerIo): Promise<boolean> {
  const queue = [...steps];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const wait = Math.round((next.pauseMs ?? 0) * io.delay);
    if (wait > 0) await pause(wait, io.signal);
    if (io.signal.aborted) return false;
    if (next.kind === 'emit') {
      if (!io.send(next.event)) return false;
      continue;
    }
    if (!io.send(approvalRequestEvent(next.request))) return false;
    const decision = await io.awaitApproval(next.request);
    if (!decision) return false;
    queue.unshift(...(decision.approved ? next.onApprove(decision.feedback) : next.onReject(decision.feedback)));
  }
  return true;
}
