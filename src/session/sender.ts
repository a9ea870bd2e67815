import { maxMessageLength } from '../protocol/limits';
import { Outbox, type OutboxStorage } from '../transport/outbox';

export interface SenderOptions {
  /** Where a thread's outbox is kept between page loads (and shared with the thread's other tabs); in memory when absent. */
  storageFor?: (threadId: string) => OutboxStorage;
  newId?: () => string;
  now?: () => number;
}

/**
 * The one way the inspector's messages go, from the first keystroke to the wire. Every entrance calls `send`:
 * index.html's message box before any script ran, the chat's box before and after the conversation's engine
 * loaded, a suggestion, a question asked again, and voice input. The message joins the open thread's outbox
 * (one per thread in this page, kept in storage); the live session, which follows its outbox, shows it at once
 * and writes it when it may. Before the engine has loaded it simply waits there, as it would offline.
 */
export class Sender {
  private threadId: string | undefined;
  private readonly outboxes = new Map<string, Outbox>();
  private readonly refusing = new Set<string>();
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
    const clientId = this.newId();
    const runId = this.newId();
    this.outboxFor(threadId).add({ kind: 'message', clientId, runId, text: message, at: this.now() });
    return true;
  }

  /** Nothing can be sent to `threadId` until the returned function is called (a recorded log plays there). */
  refuse(threadId: string): () => void {
    this.refusing.add(threadId);
    return () => this.refusing.delete(threadId);
  }
}
