import { EventType, type CustomEvent } from '@ag-ui/core';
import { AgoraEvent } from './agora-events';

/**
 * The contract's RunAgentInput as AGORA parses it (strictly): `userId` required, `context` an
 * object. Not AG-UI's RunAgentInput, whose `context` is an array: a real server refuses that
 * frame without a word. `src/protocol/client-frames.schema.json` states it for tests.
 */
export interface AgoraRunInput {
  threadId: string;
  runId: string;
  userId: string;
  messages: [{ id: string; role: 'user'; content: string }];
  context: Record<string, never>;
}

/**
 * Builds the frame that starts a run for one typed message. Only the new user message is
 * sent: the server keeps the thread's history (and answers the first user message it finds).
 * The message id is the client id, so the transcript, the outbox and the server's log all
 * name the same message.
 */
export function buildRunInput(options: {
  threadId: string;
  runId: string;
  clientId: string;
  text: string;
  userId: string;
}): AgoraRunInput {
  return {
    threadId: options.threadId,
    runId: options.runId,
    userId: options.userId,
    messages: [{ id: options.clientId, role: 'user', content: options.text }],
    context: {},
  };
}

/** A run that carries the inspector's answer to a tool the agent left to the client (AG-UI frontend tool). */
export interface ToolResultRunInput {
  threadId: string;
  runId: string;
  userId: string;
  messages: [{ id: string; role: 'tool'; toolCallId: string; content: string }];
  context: Record<string, never>;
}

/**
 * Builds the frame that starts a run with a frontend tool's result: a `tool` message naming the
 * call. Only for AG-UI over HTTP, where the transport posts it with the whole conversation.
 */
export function buildToolResultRun(options: {
  threadId: string;
  runId: string;
  messageId: string;
  toolCallId: string;
  content: string;
  userId: string;
}): ToolResultRunInput {
  const { threadId, runId, userId, messageId: id, toolCallId, content } = options;
  return { threadId, runId, userId, messages: [{ id, role: 'tool', toolCallId, content }], context: {} };
}

/** The contract's approval answer: `CUSTOM agora:tool_approval_response`. */
export function buildApprovalResponse(approvalId: string, approved: boolean, feedback?: string): CustomEvent {
  const value = feedback ? { approvalId, approved, feedback } : { approvalId, approved };
  return { type: EventType.CUSTOM, name: AgoraEvent.toolApprovalResponse, value };
}

/**
 * What the inspector sends, as it waits in the outbox: the intent, not yet a frame. Its frame is made only when
 * it is written (`buildFrame`), for the thread and inspector of that moment.
 */
export type Outgoing =
  /** A typed or spoken message; `clientId` is also its message id, `runId` the run it starts (the same on every write). */
  | { kind: 'message'; clientId: string; runId: string; text: string }
  /** The inspector's answer to a tool the agent left to the client; `clientId` is the tool message's id. */
  | { kind: 'tool-result'; clientId: string; runId: string; toolCallId: string; content: string }
  /** An approval answer; `clientId` is the approval's id. */
  | { kind: 'approval'; clientId: string; approved: boolean; feedback?: string };

/** Whom a frame is for: the session's thread and inspector. */
export interface Addressee {
  threadId: string;
  userId: string;
}

/** The one place that knows every outgoing frame kind: builds the frame for an item as it is written. */
export function buildFrame(item: Outgoing, { threadId, userId }: Addressee): ClientFrame {
  switch (item.kind) {
    case 'message':
      return buildRunInput({ threadId, userId, runId: item.runId, clientId: item.clientId, text: item.text });
    case 'tool-result': {
      const { runId, clientId: messageId, toolCallId, content } = item;
      return buildToolResultRun({ threadId, userId, runId, messageId, toolCallId, content });
    }
    case 'approval':
      return buildApprovalResponse(item.clientId, item.approved, item.feedback);
  }
}

/** Whether an outgoing item starts a run (one at a time), as a message or a frontend tool's answer do; an approval does not. */
export const startsRun = (item: Outgoing): boolean => item.kind !== 'approval';

/** The run an outgoing item starts, if it starts one. */
export const runIdOf = (item: Outgoing): string | undefined => (item.kind === 'approval' ? undefined : item.runId);

/** A frame that starts a run: a typed message, or a frontend tool's answer. */
export type RunFrame = AgoraRunInput | ToolResultRunInput;

/** Every frame the client sends: a run, or an approval answer (`buildApprovalResponse`). */
export type ClientFrame = RunFrame | CustomEvent;

/** Whether a client frame starts a run (an approval answer does not). */
export const isRunFrame = (frame: ClientFrame): frame is RunFrame => 'messages' in frame;
