import type { CustomEvent } from '@ag-ui/core';
import type { RunFrame } from '../protocol/commands';

interface QueuedItem {
  clientId: string;
  /** Times in a row it was written and then got no answer or lost its connection. */
  strikes?: number;
  /** Held back: not written again until the inspector retries it. */
  held?: 'unanswered' | 'refused';
}

/** A frame that starts a run: one at a time, it waits while a run is active. */
export interface RunItem extends QueuedItem {
  kind: 'run';
  payload: RunFrame;
  /** For a typed message: its text and time, so a reloaded page can show it as queued again. */
  text?: string;
  at?: number;
  /** How many of the conversation's messages the server had when it was typed: its place after a reload. */
  afterSent?: number;
}

/** An approval answer: it never waits for a run. */
export interface ApprovalItem extends QueuedItem {
  kind: 'approval';
  payload: CustomEvent;
}

export type OutboxItem = RunItem | ApprovalItem;

export interface OutboxStorage {
  load(): OutboxItem[];
  save(items: readonly OutboxItem[]): void;
}

/**
 * What the inspector sent, in order, until the server has confirmed it. An item written to the
 * socket is in flight; it leaves only when confirmed. If the connection drops first, it is sent
 * again after reconnecting: a frame written just as the server goes away is otherwise lost. An
 * item may be held back (not written) until released. Everything unconfirmed is kept in
 * storage, so it survives a reload too.
 */
export function createOutbox(storage?: OutboxStorage) {
  let items: OutboxItem[] = storage?.load() ?? [];
  const inFlight = new Map<string, number>();
  const persist = () => storage?.save(items);
  const update = (clientId: string, change: (item: OutboxItem) => OutboxItem) => {
    items = items.map((item) => (item.clientId === clientId ? change(item) : item));
    persist();
  };

  return {
    items: (): readonly OutboxItem[] => items,
    inFlight: (): ReadonlyMap<string, number> => inFlight,
    add(item: OutboxItem) {
      if (items.some((queued) => queued.clientId === item.clientId)) return;
      items = [...items, item];
      persist();
    },
    /**
     * Writes waiting items in order until one cannot be written; returns those written. Items held
     * back or that `mayWrite` turns down now are passed over (they keep their place).
     */
    writeInOrder(
      trySend: (item: OutboxItem) => boolean,
      connection: number,
      mayWrite: (item: OutboxItem) => boolean = () => true,
    ): OutboxItem[] {
      const sent: OutboxItem[] = [];
      for (const item of items) {
        if (inFlight.has(item.clientId) || item.held || !mayWrite(item)) continue;
        if (!trySend(item)) break;
        inFlight.set(item.clientId, connection);
        sent.push(item);
      }
      return sent;
    },
    /** The server has it (or the inspector dropped it): gone for good. Returns whether it was waiting. */
    remove(clientId: string): boolean {
      if (!items.some((item) => item.clientId === clientId)) return false;
      items = items.filter((item) => item.clientId !== clientId);
      inFlight.delete(clientId);
      persist();
      return true;
    },
    /** The connection dropped: what was in flight waits to be written again. Returns those ids. */
    requeueInFlight(): string[] {
      const ids = [...inFlight.keys()];
      inFlight.clear();
      return ids;
    },
    /** Counts one more failure in a row for an item; returns the count. */
    strike(clientId: string): number {
      const strikes = (items.find((item) => item.clientId === clientId)?.strikes ?? 0) + 1;
      update(clientId, (item) => ({ ...item, strikes }));
      return strikes;
    },
    /** Holds an item back (out of flight) until `release`. */
    hold(clientId: string, reason: NonNullable<OutboxItem['held']>) {
      inFlight.delete(clientId);
      update(clientId, (item) => ({ ...item, held: reason }));
    },
    /** Lets a held item be written again. */
    release(clientId: string) {
      update(clientId, ({ held: _held, ...item }) => item);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * A stored item, read liberally: items stored before items had a `kind` are told apart by their frame
 * (a run input has `messages`). Anything else is not an item.
 */
function storedItem(value: unknown): OutboxItem | undefined {
  if (!isRecord(value) || typeof value.clientId !== 'string' || !isRecord(value.payload)) return undefined;
  const { payload } = value;
  const kind = value.kind ?? (Array.isArray(payload.messages) ? 'run' : 'approval');
  if (kind === 'run' && Array.isArray(payload.messages)) return { ...value, kind, payload } as unknown as RunItem;
  if (kind === 'approval' && typeof payload.name === 'string')
    return { ...value, kind, payload } as unknown as ApprovalItem;
  return undefined;
}

/** Keeps an outbox in Web Storage so what was queued survives a reload; unreadable data counts as empty. */
export function webStorageOutbox(
  key: string,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
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
      } catch {
        // Storage full or blocked: the outbox still works in memory for this page.
      }
    },
  };
}
