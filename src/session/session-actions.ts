import { mapGet } from '../lib/persistent/persistent-map';
import type { SessionInput } from '../model/session-input';
import type { SessionState } from '../model/session-state';
import type { Transport } from '../transport/transport';
import type { Delivery } from './delivery';
import type { HistoryRestore } from './history-restore';
import type { Outbox } from './outbox';
import type { Sender } from './sender';

/** What the inspector's actions need of their session. */
export interface ActionsHost {
  readonly sender: Sender;
  readonly outbox: Outbox;
  readonly delivery: Delivery;
  readonly restore: HistoryRestore | undefined;
  state(): SessionState;
  dispatch(input: SessionInput): void;
  now(): number;
  newId(): string;
  connection(): Transport | undefined;
}

/**
 * What the UI may do with a live session: each shows at once, and what it sends goes into the thread's outbox,
 * the one way out (a message through the Sender, an answer straight in); delivery writes it from there. Arrow
 * properties, so a component may take one out and call it.
 */
export class SessionActions {
  constructor(private readonly session: ActionsHost) {}

  /** Sends a message as typed: see Sender.send. */
  readonly sendMessage = (text: string): boolean => this.session.sender.send(text);

  /** Sends a question whose answer an interruption lost again, as a new message; only once per lost answer. */
  readonly askAgain = (messageId: string): void => {
    const { session } = this;
    const message = mapGet(session.state().messages, messageId);
    if (!message?.answerLost) return;
    session.dispatch({ type: 'local.asked_again', messageId, at: session.now() });
    session.sender.send(message.text);
  };

  /** Stops the answer that is running so what waits goes now (the server cancels its run on a new message). */
  readonly interruptAndSend = (): void => {
    this.session.dispatch({ type: 'local.interrupt', at: this.session.now() });
    this.session.delivery.writeWaiting();
  };

  /**
   * Stop: the running answer is no longer shown or read. AGORA has no cancel frame, so its server may finish it;
   * over AG-UI's HTTP the request is aborted, a real cancel. What waits goes now.
   */
  readonly stopAnswer = (): void => {
    const { session } = this;
    if (session.state().run.status !== 'running') return;
    session.dispatch({ type: 'local.stop', at: session.now() });
    session.connection()?.cancelRun?.();
    session.delivery.writeWaiting();
  };

  /** The inspector's "klopt niet" note on an answer, exactly as typed, for the event log export. */
  readonly noteAnswer = (messageId: string, text: string): void =>
    this.session.dispatch({ type: 'local.answer_note', messageId, text, at: this.session.now() });

  readonly retryMessage = (clientId: string): void => {
    this.session.delivery.retry(clientId);
    this.session.delivery.writeWaiting();
  };

  readonly discardMessage = (clientId: string): void => this.session.delivery.discard(clientId);

  /** Answers a pending approval exactly once: a second call for the same approval sends nothing. */
  readonly decideApproval = (approvalId: string, approved: boolean, feedback?: string): void => {
    const { session } = this;
    const before = session.state();
    const trimmed = feedback?.trim() || undefined;
    session.dispatch({ type: 'local.approval_decision', approvalId, approved, feedback: trimmed, at: session.now() });
    if (session.state() === before) return;
    session.outbox.add({ kind: 'approval', clientId: approvalId, approved, ...(trimmed && { feedback: trimmed }) });
  };

  /** Answers a tool the agent left to the client, once: the result starts the next run as a `tool` message. */
  readonly answerToolCall = (toolCallId: string, content: string): void => {
    const { session } = this;
    const before = session.state();
    const messageId = session.newId();
    session.dispatch({ type: 'local.tool_answer', toolCallId, messageId, content, at: session.now() });
    if (session.state() === before) return;
    session.outbox.add({ kind: 'tool-result', clientId: messageId, runId: session.newId(), toolCallId, content });
  };

  readonly reconnect = (): void => this.session.connection()?.reconnectNow();

  /** Gives up on a stalled run's connection and connects afresh; what was in flight is sent again. */
  readonly restartConnection = (): void => this.session.connection()?.restart();

  readonly retryHistory = (): void => void this.session.restore?.run();
}
