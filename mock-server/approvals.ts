import type { ApprovalDecision } from '../scenarios/flatten-script';
import type { ApprovalAnswer } from './client-frames';

/** Approvals a connection's run is waiting for, and the ones it already had answered. */
export class ApprovalBook {
  private readonly pending = new Map<string, (decision: ApprovalDecision | undefined) => void>();
  private readonly answered = new Set<string>();

  /** Resolves with the answer, or undefined when `signal` aborts first. */
  wait(approvalId: string, signal: AbortSignal): Promise<ApprovalDecision | undefined> {
    return new Promise((resolve) => {
      if (signal.aborted) return resolve(undefined);
      const settle = (decision: ApprovalDecision | undefined): void => {
        this.pending.delete(approvalId);
        signal.removeEventListener('abort', onAbort);
        resolve(decision);
      };
      const onAbort = (): void => settle(undefined);
      signal.addEventListener('abort', onAbort, { once: true });
      this.pending.set(approvalId, settle);
    });
  }

  answer(response: ApprovalAnswer): 'accepted' | 'unknown' | 'already_answered' {
    const settle = this.pending.get(response.approvalId);
    if (!settle) return this.answered.has(response.approvalId) ? 'already_answered' : 'unknown';
    this.answered.add(response.approvalId);
    settle({ approved: response.approved, ...(response.feedback ? { feedback: response.feedback } : {}) });
    return 'accepted';
  }
}
