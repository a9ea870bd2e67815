import { EventType, type CustomEvent, type RunAgentInput } from '@ag-ui/core';
import { AgoraEvent } from './agora-events';

/** The contract's RunAgentInput plus the AGORA `userId` extension. */
export type AgoraRunInput = RunAgentInput & { userId: string };

/**
 * Builds the frame that starts a run for one typed message. Only the new user message is
 * sent: the server keeps the thread's history. The message id is the client id, so the
 * transcript, the outbox and the server's log all name the same message.
 */
export function buildRunInput(options: { threadId: string; runId: string; clientId: string; text: string; userId: string }): AgoraRunInput {
  return {
    threadId: options.threadId,
    runId: options.runId,
    messages: [{ id: options.clientId, role: 'user', content: options.text }],
    tools: [],
    context: [],
    state: {},
    forwardedProps: {},
    userId: options.userId,
  };
}

/** The contract's approval answer: `CUSTOM agora:tool_approval_response`. */
export function buildApprovalResponse(approvalId: string, approved: boolean, feedback?: string): CustomEvent {
  const value = feedback ? { approvalId, approved, feedback } : { approvalId, approved };
  return { type: EventType.CUSTOM, name: AgoraEvent.toolApprovalResponse, value };
}
