import type { CustomEvent } from '@ag-ui/core';
import type { RunFrame } from '../protocol/commands';

interface QueuedItem {
  clientId: string;
  /** Times in a row it was written and then got no answer or lost its connection. */
  strikes?: number;
  /** Held back: not written again until the inspector retries it. */
  held?: 'unanswered' | 'refused';
}

/**
 * A message the inspector typed or said. Its frame is made when it is written, for the session's thread and
 * inspector: a message typed before the app knew who is working is kept all the same.
 */
export interface MessageItem extends QueuedItem {
  kind: 'message';
  /** The run it starts; the same on every write, so the server's RUN_STARTED names it. */
  runId: string;
  text: string;
  at: number;
  /** How many of the conversation's messages the server had when it was typed: its place after a reload. */
  afterSent?: number;
}

/** A run the client starts with a frame of its own: the inspector's answer to a frontend tool. */
export interface RunItem extends QueuedItem {
  kind: 'run';
  payload: RunFrame;
}

/** An approval answer: it never waits for a run. */
export interface ApprovalItem extends QueuedItem {
  kind: 'approval';
  payload: CustomEvent;
}

export type OutboxItem = MessageItem | RunItem | ApprovalItem;

/** Whether an item starts a run (one at a time), as a message or a frontend tool's answer do; an approval does not. */
export const startsRun = (item: OutboxItem): item is MessageItem | RunItem => item.kind !== 'approval';

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

  /** Takes what is stored as it is now: another tab may have changed it (it held the thread, or typed into it). */
  reload(): void {
    if (!this.storage || this.storageFailed) return;
    this.list = this.storage.load();
    this.notify();
    this.takenIn.forEach((listener) => listener());
  }

  add(item: OutboxItem): void {
    this.change((items) => (items.some((queued) => queued.clientId === item.clientId) ? items : [...items, item]));
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

/** A typed message as an older version stored it: a whole frame with the text beside it. */
function storedMessage(value: Record<string, unknown>, payload: Record<string, unknown>): MessageItem | undefined {
  const { clientId, text, at, afterSent, strikes, held } = value;
  if (typeof text !== 'string' || typeof payload.runId !== 'string') return undefined;
  return {
    kind: 'message',
    clientId: clientId as string,
    runId: payload.runId,
    text,
    at: typeof at === 'number' ? at : 0,
    ...(typeof afterSent === 'number' && { afterSent }),
    ...(typeof strikes === 'number' && { strikes }),
    ...((held === 'unanswered' || held === 'refused') && { held }),
  };
}

/**
 * A stored item, read liberally. Items stored before messages had their own kind (a frame with the text beside
 * it), or before items had a kind at all (told apart by their frame: a run input has `messages`), are still
 * delivered. Anything else is not an item.
 */
function storedItem(value: unknown): OutboxItem | undefined {
  if (!isRecord(value) || typeof value.clientId !== 'string') return undefined;
  if (value.kind === 'message')
    return typeof value.text === 'string' && typeof value.runId === 'string'
      ? (value as unknown as MessageItem)
      : undefined;
  const { payload } = value;
  if (!isRecord(payload)) return undefined;
  const kind = value.kind ?? (Array.isArray(payload.messages) ? 'run' : 'approval');
  if (kind === 'run' && Array.isArray(payload.messages))
    return storedMessage(value, payload) ?? ({ ...value, kind, payload } as unknown as RunItem);
  if (kind === 'approval' && typeof payload.name === 'string')
    return { ...value, kind, payload } as unknown as ApprovalItem;
  return undefined;
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
