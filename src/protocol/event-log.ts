export type Direction = 'in' | 'out';

export interface EventLogEntry {
  seq: number;
  at: number;
  direction: Direction;
  /** Event type; for CUSTOM events `CUSTOM:<name>`; `REJECTED` for a frame that failed validation. */
  type: string;
  size: number;
  payload: unknown;
  rejection?: string;
}

/** Bounded log kept in chunks so an append copies one small chunk, never the whole log. */
export interface EventLog {
  chunks: readonly (readonly EventLogEntry[])[];
  size: number;
  dropped: number;
  nextSeq: number;
  cap: number;
}

const chunkSize = 256;

export function createEventLog(cap = 5000): EventLog {
  return { chunks: [], size: 0, dropped: 0, nextSeq: 1, cap: Math.max(cap, chunkSize) };
}

/** Appends an entry (its `seq` assigned here); drops the oldest chunk once the cap is passed. */
export function appendToLog(log: EventLog, entry: Omit<EventLogEntry, 'seq'>): EventLog {
  const full = { ...entry, seq: log.nextSeq };
  const last = log.chunks[log.chunks.length - 1];
  let chunks =
    last && last.length < chunkSize ? [...log.chunks.slice(0, -1), [...last, full]] : [...log.chunks, [full]];
  let size = log.size + 1;
  let dropped = log.dropped;
  if (size > log.cap && chunks.length > 1) {
    const oldest = chunks[0]!;
    chunks = chunks.slice(1);
    size -= oldest.length;
    dropped += oldest.length;
  }
  return { ...log, chunks, size, dropped, nextSeq: log.nextSeq + 1 };
}

export function logEntries(log: EventLog): EventLogEntry[] {
  return log.chunks.flat();
}
