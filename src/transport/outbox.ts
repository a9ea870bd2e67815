export interface OutboxItem {
  clientId: string;
  payload: unknown;
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
