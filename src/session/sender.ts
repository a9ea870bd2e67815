import { maxMessageLength } from '../protocol/limits';
import { Outbox, type MessageItem, type OutboxStorage } from './outbox';

export interface SenderOptions {
  /** Where a thread's outbox is kept between page loads (and shared with the thread's other tabs); in memory when absent. */
  storageFor?: (threadId: string) => OutboxStorage;
  newId?: () => string;
  now?: () => number;
}

/**
 * The one way the inspector's messages go, from the first keystroke to the wire. Every entrance calls `send`:
 * the chat's box before and after the conversation's engine loaded, a suggestion, a question asked again, and
 * voice input; what index.html's box kept before any script ran comes in through `post`. The message goes into
 * the open thread's outbox (one per thread in this page, kept in storage), the same one the thread's live
 * session listens to: it shows the message and delivery writes it when it may. Before the engine has loaded it
 * waits there, as it would offline, until a session starts and shows it.
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
    if (message === '' || text.length > maxMessageLength) return false;
    return this.post({ kind: 'message', clientId: this.newId(), runId: this.newId(), text: message, at: this.now() });
  }

  /** Queues a message made before (index.html's box kept it with its ids), unless no conversation may take it now. */
  post(item: MessageItem): boolean {
    const { threadId } = this;
    if (!threadId || this.refusing.has(threadId)) return false;
    this.outboxFor(threadId).add(item);
    return true;
  }

  /** Nothing can be sent to `threadId` until the returned function is called (a recorded log plays there). */
  refuse(threadId: string): () => void {
    this.refusing.add(threadId);
    return () => this.refusing.delete(threadId);
  }
}
