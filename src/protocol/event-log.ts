import { emptyList, listDropFirst, listGet, listPush, listSet, listSize, listToArray, type PList } from './persistent-list';

export type Direction = 'in' | 'out';

export interface EventLogEntry {
  seq: number;
  at: number;
  direction: Direction;
  /** Event type; `CUSTOM:<name>` for custom events; `REJECTED` for a frame that failed validation. */
  type: string;
  size: number;
  payload: unknown;
  /** Why the frame was rejected. */
  rejection?: string;
  /** What the reducer made of an accepted frame when it was not the plain case (unknown id, duplicate, …). */
  note?: string;
}

/** Bounded: past `cap` entries the oldest are dropped and counted. */
export interface EventLog {
  entries: PList<EventLogEntry>;
  dropped: number;
  nextSeq: number;
  cap: number;
}

export function createEventLog(cap = 5000): EventLog {
  return { entries: emptyList(), dropped: 0, nextSeq: 1, cap: Math.max(1, cap) };
}

/** Appends an entry (its `seq` assigned here); O(1) amortized. */
export function appendToLog(log: EventLog, entry: Omit<EventLogEntry, 'seq'>): EventLog {
  let entries = listPush(log.entries, { ...entry, seq: log.nextSeq });
  let dropped = log.dropped;
  const over = listSize(entries) - log.cap;
  if (over > 0) {
    entries = listDropFirst(entries, over);
    dropped += over;
  }
  return { ...log, entries, dropped, nextSeq: log.nextSeq + 1 };
}

/** Adds a note to the newest entry (the frame being reduced). */
export function noteLastEntry(log: EventLog, note: string): EventLog {
  const index = listSize(log.entries) - 1;
  const last = listGet(log.entries, index);
  if (!last) return log;
  const merged = last.note ? `${last.note}; ${note}` : note;
  return { ...log, entries: listSet(log.entries, index, { ...last, note: merged }) };
}

export function logEntries(log: EventLog): EventLogEntry[] {
  return listToArray(log.entries);
}

export function logSize(log: EventLog): number {
  return listSize(log.entries);
}
