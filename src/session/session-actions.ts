import { mapGet } from '../lib/persistent/persistent-map';
import { buildApprovalResponse, buildRunInput, buildToolResultRun } from '../protocol/commands';
import type { SessionCore } from './session-core';
import type { SessionDeps } from './session-deps';

/**
 * Stop: the running answer is no longer shown or read. AGORA has no cancel frame, so its server may finish it;
 * over AG-UI's HTTP the request is aborted, a real cancel. What waits goes now.
 */
function stopAnswer({ store, dispatch, transport, now, sendWaiting }: SessionCore) {
  if (store.getState().run.status !== 'running') return;
  dispatch({ type: 'local.stop', at: now() });
  transport.cancelRun();
  sendWaiting();
}

/** What the UI may do with a live session: each shows at once, and what it sends goes through the outbox. */
export function createSessionActions(
  core: SessionCore,
  deps: Pick<SessionDeps, 'threadId' | 'userId' | 'newId'>,
  retryHistory: () => void,
) {
  const { store, outbox, delivery, dispatch, transport, now, sendWaiting } = core;
  const newId = deps.newId ?? (() => crypto.randomUUID());
  /** Shows the message at once; it goes as soon as the connection is open and no answer is running. */
  const sendMessage = (text: string) => {
    const clientId = newId();
    const at = now();
    dispatch({ type: 'local.user_message', clientId, text, at });
    const payload = buildRunInput({ threadId: deps.threadId, runId: newId(), clientId, text, userId: deps.userId });
    const { afterSent } = mapGet(store.getState().messages, clientId) ?? {};
    outbox.add({ kind: 'run', clientId, payload, text, at, ...(afterSent !== undefined && { afterSent }) });
    sendWaiting();
  };
  return {
    sendMessage,
    /** Sends a question whose answer an interruption lost again, as a new message; only once per lost answer. */
    askAgain(messageId: string) {
      const message = mapGet(store.getState().messages, messageId);
      if (!message?.answerLost) return;
      dispatch({ type: 'local.asked_again', messageId, at: now() });
      sendMessage(message.text);
    },
    /** Stops the answer that is running so what waits goes now (the server cancels its run on a new message). */
    interruptAndSend() {
      dispatch({ type: 'local.interrupt', at: now() });
      sendWaiting();
    },
    stopAnswer: () => stopAnswer(core),
    /** The inspector's "klopt niet" note on an answer, exactly as typed, for the event log export. */
    noteAnswer: (messageId: string, text: string) =>
      dispatch({ type: 'local.answer_note', messageId, text, at: now() }),
    retryMessage(clientId: string) {
      delivery.retry(clientId);
      sendWaiting();
    },
    discardMessage: (clientId: string) => delivery.discard(clientId),
    /** Answers a pending approval exactly once: a second call for the same approval sends nothing. */
    decideApproval(approvalId: string, approved: boolean, feedback?: string) {
      const before = store.getState();
      const trimmed = feedback?.trim() || undefined;
      dispatch({ type: 'local.approval_decision', approvalId, approved, feedback: trimmed, at: now() });
      if (store.getState() === before) return;
      const payload = buildApprovalResponse(approvalId, approved, trimmed);
      outbox.add({ kind: 'approval', clientId: approvalId, payload });
      sendWaiting();
    },
    /** Answers a tool the agent left to the client, once: the result starts the next run as a `tool` message. */
    answerToolCall(toolCallId: string, content: string) {
      const before = store.getState();
      const messageId = newId();
      dispatch({ type: 'local.tool_answer', toolCallId, messageId, content, at: now() });
      if (store.getState() === before) return;
      const { threadId, userId } = deps;
      const payload = buildToolResultRun({ threadId, runId: newId(), messageId, toolCallId, content, userId });
      outbox.add({ kind: 'run', clientId: messageId, payload });
      sendWaiting();
    },
    reconnect: () => transport.reconnectNow(),
    /** Gives up on a stalled run's connection and connects afresh; what was in flight is sent again. */
    restartConnection: () => transport.restart(),
    retryHistory,
  };
}
