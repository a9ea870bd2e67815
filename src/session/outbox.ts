import type { Outgoing } from '../protocol/commands';

interface QueuedItem {
  /** Times in a row it was written and then got no answer or lost its connection. */
  strikes?: number;
  /** Held back: not written again until the inspector retries it. */
  held?: 'unanswered' | 'refused';
}

/**
 * A message the inspector typed or said. Its frame is made when it is written, for the session's thread and
 * inspector: a message typed before the app knew who is working is kept all the same.
 */
export type MessageItem = QueuedItem &
  Extract<Outgoing, { kind: 'message' }> & {
    at: number;
    /** How many of the conversation's messages the server had when it was typed: its place after a reload. */
    afterSent?: number;
  };

/** Every item waits as its intent (see `Outgoing`); `buildFrame` makes its frame when it is written. */
export type OutboxItem = MessageItem | (QueuedItem & Exclude<Outgoing, { kind: 'message' }>);

export interface OutboxStorage {
  load(): OutboxItem[];
  /** False when the storage would not take it (full, blocked). */
  save(items: readonly OutboxItem[]): boolean;
  /** Calls `changed` when another tab stored other items; returns the stop. */
  watch?(changed: () => void): () => void;
}

/**
 * What the inspector sent, in order, until the server has confirmed it: the one durable queue, from the first
 * keystroke (before the app's engine has loaded) to the server's confirmation. Which items are on their way, and
 * when one is held back, is delivery's business (`session/delivery.ts`); here they are only kept. Everything is
 * kept in storage, which the tabs of one thread share: each change starts from what is stored (another tab may
 * have added to it), so nothing one tab adds is lost to another's write.
 */
export class Outbox {
  private list: readonly OutboxItem[];
  private readonly listeners = new Set<() => void>();
  private readonly takenIn = new Set<() => void>();
  private readonly added = new Set<() => void>();
  /** The storage refused a write: from then on this page's copy is the one to go by. */
  private storageFailed = false;

  constructor(private readonly storage?: OutboxStorage) {
    this.list = storage?.load() ?? [];
    storage?.watch?.(() => this.reload());
  }

  items(): readonly OutboxItem[] {
    return this.list;
  }

  /** Follows every change, this tab's and another's (what a screen shows of the outbox). */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Hears only of what was taken in from storage: another tab's changes (what this tab did itself it knows). */
  onTakenIn(listener: () => void): () => void {
    this.takenIn.add(listener);
    return () => this.takenIn.delete(listener);
  }

  /**
   * Hears of each item this page adds, once it is kept: how an item goes on its way (the live session shows it
   * and delivery writes it, in the order they listen).
   */
  onAdded(listener: () => void): () => void {
    this.added.add(listener);
    return () => this.added.delete(listener);
  }

  /** Takes what is stored as it is now: another tab may have changed it (it held the thread, or typed into it). */
  reload(): void {
    if (!this.storage || this.storageFailed) return;
    this.list = this.storage.load();
    this.notify();
    this.takenIn.forEach((listener) => listener());
  }

  /** Keeps an item (once: an id already here is not added again) and tells who listens `onAdded`. */
  add(item: OutboxItem): void {
    if (this.list.some((queued) => queued.clientId === item.clientId)) return;
    this.change((items) => (items.some((queued) => queued.clientId === item.clientId) ? items : [...items, item]));
    this.added.forEach((listener) => listener());
  }

  /** Changes one item (its place, its strikes, held back or not); nothing happens to an item that is gone. */
  update(clientId: string, change: (item: OutboxItem) => OutboxItem): void {
    this.change((items) => items.map((item) => (item.clientId === clientId ? change(item) : item)));
  }

  /** The server has it (or the inspector dropped it): gone for good. Returns whether it was waiting. */
  remove(clientId: string): boolean {
    if (!this.list.some((item) => item.clientId === clientId)) return false;
    this.change((items) => items.filter((item) => item.clientId !== clientId));
    return true;
  }

  private change(apply: (items: readonly OutboxItem[]) => readonly OutboxItem[]): void {
    const base = this.storage && !this.storageFailed ? this.storage.load() : this.list;
    this.list = apply(base);
    if (this.storage && !this.storage.save(this.list)) this.storageFailed = true;
    this.notify();
  }

  private notify(): void {
    this.listeners.forEach((listener) => listener());
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** What an item carries beside its intent: its strikes, held back or not, and a message's time and place. */
function queued(value: Record<string, unknown>): QueuedItem {
  const { strikes, held } = value;
  const item: QueuedItem = typeof strikes === 'number' ? { strikes } : {};
  if (held === 'unanswered' || held === 'refused') item.held = held;
  return item;
}

function storedMessage(value: Record<string, unknown>, clientId: string, runId: unknown): MessageItem | undefined {
  const { text, at, afterSent } = value;
  if (typeof text !== 'string' || typeof runId !== 'string') return undefined;
  return {
    kind: 'message',
    clientId,
    runId,
    text,
    at: typeof at === 'number' ? at : 0,
    ...(typeof afterSent === 'number' && { afterSent }),
    ...queued(value),
  };
}

/** An item stored before items were kept as intents: its whole frame (`payload`), read back into its intent. */
function storedFrame(value: Record<string, unknown>, clientId: string, payload: unknown): OutboxItem | undefined {
  if (!isRecord(payload)) return undefined;
  const { messages, runId, value: answer } = payload;
  const first: unknown = Array.isArray(messages) ? messages[0] : undefined;
  if (isRecord(first) && first.role === 'tool') {
    const { toolCallId, content } = first;
    if (typeof runId !== 'string' || typeof toolCallId !== 'string' || typeof content !== 'string') return undefined;
    return { kind: 'tool-result', clientId, runId, toolCallId, content, ...queued(value) };
  }
  if (first !== undefined) return storedMessage(value, clientId, runId);
  if (!isRecord(answer) || typeof answer.approved !== 'boolean') return undefined;
  const feedback = typeof answer.feedback === 'string' ? { feedback: answer.feedback } : {};
  return { kind: 'approval', clientId, approved: answer.approved, ...feedback, ...queued(value) };
}

/**
 * A stored item, read liberally: as this version keeps it, or as older ones did (a whole frame, told apart by
 * what it carries). Anything else is not an item.
 */
function storedItem(value: unknown): OutboxItem | undefined {
  if (!isRecord(value) || typeof value.clientId !== 'string') return undefined;
  const { clientId, kind } = value;
  if ('payload' in value) return storedFrame(value, clientId, value.payload);
  if (kind === 'message') return storedMessage(value, clientId, value.runId);
  if (kind === 'approval' && typeof value.approved === 'boolean') {
    const feedback = typeof value.feedback === 'string' ? { feedback: value.feedback } : {};
    return { kind, clientId, approved: value.approved, ...feedback, ...queued(value) };
  }
  const { runId, toolCallId, content } = value;
  if (kind !== 'tool-result' || typeof runId !== 'string' || typeof toolCallId !== 'string') return undefined;
  return typeof content === 'string' ? { kind, clientId, runId, toolCallId, content, ...queued(value) } : undefined;
}

/**
 * Keeps an outbox in Web Storage so what was queued survives a reload; unreadable data counts as empty.
 * `watch` hears of another tab's writes (the browser's `storage` event for `key`).
 */
export function webStorageOutbox(
  key: string,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  watch?: (key: string, changed: () => void) => () => void,
): OutboxStorage {
  return {
    load() {
      try {
        const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
        return Array.isArray(parsed) ? parsed.flatMap((value) => storedItem(value) ?? []) : [];
      } catch {
        return [];
      }
    },
    save(items) {
      try {
        if (items.length === 0) storage.removeItem(key);
        else storage.setItem(key, JSON.stringify(items));
        return true;
      } catch {
        return false;
      }
    },
    ...(watch && { watch: (changed: () => void) => watch(key, changed) }),
  };
}
