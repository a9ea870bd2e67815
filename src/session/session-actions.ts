import { mapGet } from '../lib/persistent/persistent-map';
import { buildApprovalResponse, buildToolResultRun } from '../protocol/commands';
import type { Session } from './session';

/**
 * What the UI may do with a live session: each shows at once, and what it sends goes through the outbox (a
 * message through the one send path, the Sender). Arrow properties, so a component may take one out and call it.
 */
export class SessionActions {
  constructor(private readonly session: Session) {}

  /** Sends a message as typed: see Sender.send. */
  readonly sendMessage = (text: string): boolean => this.session.sender.send(text);

  /** Sends a question whose answer an interruption lost again, as a new message; only once per lost answer. */
  readonly askAgain = (messageId: string): void => {
    const { session } = this;
    const message = mapGet(session.store.getState().messages, messageId);
    if (!message?.answerLost) return;
    session.dispatch({ type: 'local.asked_again', messageId, at: session.now() });
    session.sender.send(message.text);
  };

  /** Stops the answer that is running so what waits goes now (the server cancels its run on a new message). */
  readonly interruptAndSend = (): void => {
    this.session.dispatch({ type: 'local.interrupt', at: this.session.now() });
    this.session.sendWaiting();
  };

  /**
   * Stop: the running answer is no longer shown or read. AGORA has no cancel frame, so its server may finish it;
   * over AG-UI's HTTP the request is aborted, a real cancel. What waits goes now.
   */
  readonly stopAnswer = (): void => {
    const { session } = this;
    if (session.store.getState().run.status !== 'running') return;
    session.dispatch({ type: 'local.stop', at: session.now() });
    session.cancelRun();
    session.sendWaiting();
  };

  /** The inspector's "klopt niet" note on an answer, exactly as typed, for the event log export. */
  readonly noteAnswer = (messageId: string, text: string): void =>
    this.session.dispatch({ type: 'local.answer_note', messageId, text, at: this.session.now() });

  readonly retryMessage = (clientId: string): void => {
    this.session.delivery.retry(clientId);
    this.session.sendWaiting();
  };

  readonly discardMessage = (clientId: string): void => this.session.delivery.discard(clientId);

  /** Answers a pending approval exactly once: a second call for the same approval sends nothing. */
  readonly decideApproval = (approvalId: string, approved: boolean, feedback?: string): void => {
    const { session } = this;
    const before = session.store.getState();
    const trimmed = feedback?.trim() || undefined;
    session.dispatch({ type: 'local.approval_decision', approvalId, approved, feedback: trimmed, at: session.now() });
    if (session.store.getState() === before) return;
    session.outbox.add({
      kind: 'approval',
      clientId: approvalId,
      payload: buildApprovalResponse(approvalId, approved, trimmed),
    });
    session.sendWaiting();
  };

  /** Answers a tool the agent left to the client, once: the result starts the next run as a `tool` message. */
  readonly answerToolCall = (toolCallId: string, content: string): void => {
    const { session } = this;
    const before = session.store.getState();
    const messageId = session.newId();
    session.dispatch({ type: 'local.tool_answer', toolCallId, messageId, content, at: session.now() });
    if (session.store.getState() === before) return;
    const { threadId, userId } = session.deps;
    const payload = buildToolResultRun({ threadId, runId: session.newId(), messageId, toolCallId, content, userId });
    session.outbox.add({ kind: 'run', clientId: messageId, payload });
    session.sendWaiting();
  };

  readonly reconnect = (): void => this.session.reconnectNow();

  /** Gives up on a stalled run's connection and connects afresh; what was in flight is sent again. */
  readonly restartConnection = (): void => this.session.restartConnection();

  readonly retryHistory = (): void => void this.session.restore?.run();
}
