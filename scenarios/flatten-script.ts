import type { BaseEvent } from '@ag-ui/core';
import type { ToolApprovalRequest } from '../src/protocol/agora-events';
import { approvalRequestEvent } from './custom-events';
import type { ScriptStep } from './script';

export interface ApprovalDecision {
  approved: boolean;
  feedback?: string;
}

export interface FlattenOptions {
  /** Answers each approval request (default: approve without feedback). */
  decide?: (request: ToolApprovalRequest) => ApprovalDecision;
  /** Timestamp of the first event, in ms (default 1_765_000_000_000). */
  startTime?: number;
}

/**
 * Plays a script synchronously into the event list a client would receive: approval steps become
 * their `agora:tool_approval_request` event followed by the chosen branch. Timestamps are integers
 * that advance by each step's nominal pause, and by at least 1 ms, so they are strictly increasing.
 */
export function flattenScript(steps: readonly ScriptStep[], options: FlattenOptions = {}): BaseEvent[] {
  const decide = options.decide ?? ((): ApprovalDecision => ({ approved: true }));
  const events: BaseEvent[] = [];
  let time = options.startTime ?? 1_765_000_000_000;
  const stamp = (event: BaseEvent, pauseMs = 0): void => {
    time += Math.max(1, Math.round(pauseMs));
    events.push({ ...event, timestamp: time });
  };

  const queue = [...steps];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (next.kind === 'emit') {
      stamp(next.event, next.pauseMs);
      continue;
    }
    stamp(approvalRequestEvent(next.request), next.pauseMs);
    const decision = decide(next.request);
    const branch = decision.approved ? next.onApprove(decision.feedback) : next.onReject(decision.feedback);
    queue.unshift(...branch);
  }
  return events;
}
