import { maxMessageLength } from '../protocol/limits';
import { Outbox, type MessageItem, type OutboxStorage } from '../transport/outbox';
import type { Session } from './session';

export interface SenderOptions {
  /** Where a thread's outbox is kept between page loads (and shared with the thread's other tabs); in memory when absent. */
  storageFor?: (threadId: string) => OutboxStorage;
  newId?: () => string;
  now?: () => number;
}

/**
 * The one way the inspector's messages go, from the first keystroke to the wire. Every entrance calls `send`:
 * index.html's message box before any script ran, the chat's box before and after the conversation's engine
 * loaded, a suggestion, a question asked again, and voice input. The message goes to the open thread's live
 * session, which keeps it in its outbox, shows it at once and writes it when it may; before the engine has loaded
 * it goes into the thread's outbox (one per thread in this page, kept in storage) and waits there, as it would
 * offline, until a session starts and shows it.
 */
export class Sender {
  private threadId: string | undefined;
  private readonly outboxes = new Map<string, Outbox>();
  private readonly refusing = new Set<string>();
  /** The session that runs the open thread, while one does. */
  private live: Session | undefined;
  private readonly newId: () => string;
  private readonly now: () => number;

  constructor(private readonly options: SenderOptions = {}) {
    this.newId = options.newId ?? (() => crypto.randomUUID());
    this.now = options.now ?? Date.now;
  }

  /** The thread's outbox: the same one for as long as this page lives. */
  outboxFor(threadId: string): Outbox {
    let outbox = this.outboxes.get(threadId);
    if (!outbox) this.outboxes.set(threadId, (outbox = new Outbox(this.options.storageFor?.(threadId))));
    return outbox;
  }

  /** The conversation open now: where `send` puts a message. */
  open(threadId: string): void {
    this.threadId = threadId;
  }

  /**
   * Queues a message for the open conversation. False when it cannot go: nothing but white space, longer than
   * AGORA takes, no conversation open, or one that only plays back a recorded log.
   */
  send(text: string): boolean {
    const message = text.trim();
    const { threadId } = this;
    if (message === '' || text.length > maxMessageLength || !threadId || this.refusing.has(threadId)) return false;
    const item: MessageItem = {
      kind: 'message',
      clientId: this.newId(),
      runId: this.newId(),
      text: message,
      at: this.now(),
    };
    if (this.live?.deps.threadId === threadId) this.live.queue(item);
    else this.outboxFor(threadId).add(item);
    return true;
  }

  /** `session` runs its thread now: what is sent to that thread goes to it, until the returned function is called. */
  attach(session: Session): () => void {
    this.live = session;
    return () => {
      if (this.live === session) this.live = undefined;
    };
  }

  /** Nothing can be sent to `threadId` until the returned function is called (a recorded log plays there). */
  refuse(threadId: string): () => void {
    this.refusing.add(threadId);
    return () => this.refusing.delete(threadId);
  }
}
