export interface OutboxItem {
  clientId: string;
  payload: unknown;
  /** For a typed message: its text and time, so a reloaded page can show it as queued again. */
  text?: string;
  at?: number;
}

export interface OutboxStorage {
  load(): OutboxItem[];
  save(items: readonly OutboxItem[]): void;
}

/**
 * What the inspector sent, in order, until the socket has taken it. Each item leaves the
 * outbox exactly once: when `trySend` accepted it. Adding a clientId twice keeps one.
 */
export function createOutbox(storage?: OutboxStorage) {
  let items: OutboxItem[] = storage?.load() ?? [];
  const persist = () => storage?.save(items);

  return {
    items: (): readonly OutboxItem[] => items,
    add(item: OutboxItem) {
      if (items.some((queued) => queued.clientId === item.clientId)) return;
      items = [...items, item];
      persist();
    },
    /** Sends queued items in order until one cannot be sent; returns those that went out. */
    flush(trySend: (item: OutboxItem) => boolean): OutboxItem[] {
      const sent: OutboxItem[] = [];
      while (items.length > 0) {
        const next = items[0]!;
        if (!trySend(next)) break;
        items = items.slice(1);
        persist();
        sent.push(next);
      }
      return sent;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

const isItem = (value: unknown): value is OutboxItem =>
  typeof value === 'object' && value !== null && typeof (value as OutboxItem).clientId === 'string' && 'payload' in value;

/** Keeps an outbox in Web Storage so what was queued survives a reload; unreadable data counts as empty. */
export function webStorageOutbox(key: string, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): OutboxStorage {
  return {
    load() {
      try {
        const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
        return Array.isArray(parsed) ? parsed.filter(isItem) : [];
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
