/** `client`: a fact of the client's own (a message held back, a history loaded), not a frame. */
export type Direction = 'in' | 'out' | 'client';

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

/**
 * Bounded: past `cap` entries the oldest are dropped and counted. A version sees the entries
 * `buffer[start..end)`; see `appendToLog` for why versions may share one buffer.
 */
export interface EventLog {
  readonly buffer: readonly EventLogEntry[];
  readonly start: number;
  readonly end: number;
  readonly dropped: number;
  readonly nextSeq: number;
  readonly cap: number;
}

export function createEventLog(cap = 5000): EventLog {
  return { buffer: [], start: 0, end: 0, dropped: 0, nextSeq: 1, cap: Math.max(1, cap) };
}

/**
 * Appends an entry (its `seq` assigned here) in O(1) amortized. Versions share one buffer: a
 * version that ends at the buffer's end may push onto it, since every older version ends earlier
 * and never sees past its own end. Any other version (or a frozen buffer) copies its window first.
 * When the dead prefix outgrows the cap, the live window is copied to a fresh buffer.
 */
export function appendToLog(log: EventLog, entry: Omit<EventLogEntry, 'seq'>): EventLog {
  const owned = log.end === log.buffer.length && !Object.isFrozen(log.buffer) && log.start <= log.cap;
  const buffer = (owned ? log.buffer : log.buffer.slice(log.start, log.end)) as EventLogEntry[];
  const offset = owned ? log.start : 0;
  const { at, direction, type, size, payload, rejection, note } = entry;
  buffer.push({ seq: log.nextSeq, at, direction, type, size, payload, rejection, note });
  const end = buffer.length;
  const over = Math.max(0, end - offset - log.cap);
  return { buffer, start: offset + over, end, dropped: log.dropped + over, nextSeq: log.nextSeq + 1, cap: log.cap };
}

/**
 * Adds a note to the newest entry. Only for the entry of the frame being reduced: that entry was
 * appended by this same reduction, so no published version can see its slot yet, and a version
 * at the buffer's end may replace it in place. Otherwise the window is copied.
 */
export function noteLastEntry(log: EventLog, note: string): EventLog {
  const last = log.buffer[log.end - 1];
  if (log.end === log.start || !last) return log;
  const noted = { ...last, note: last.note ? `${last.note}; ${note}` : note };
  const owned = log.end === log.buffer.length && !Object.isFrozen(log.buffer);
  const buffer = (owned ? log.buffer : log.buffer.slice(log.start, log.end)) as EventLogEntry[];
  buffer[buffer.length - 1] = noted;
  return owned ? { ...log } : { ...log, buffer, start: 0, end: buffer.length };
}

export function logSize(log: EventLog): number {
  return log.end - log.start;
}

export function logEntries(log: EventLog): EventLogEntry[] {
  return log.buffer.slice(log.start, log.end);
}

export function logEntryAt(log: EventLog, index: number): EventLogEntry | undefined {
  return index >= 0 && index < logSize(log) ? log.buffer[log.start + index] : undefined;
}
