import type { AGUIEvent } from '@ag-ui/core';
import type { ClientFrame } from '../protocol/commands';
import { isProblem, type Annotation } from './protocol-rules';

/** `client`: a fact of the client's own (a message held back, a history loaded), not a frame. */
export type Direction = 'in' | 'out' | 'client';

interface EntryBase {
  seq: number;
  at: number;
  /** Event type; `CUSTOM:<name>` for custom events; `REJECTED` for a frame that failed validation. */
  type: string;
  size: number;
  /** The stream rules this frame broke, or what the reducer made of it when it was not the plain case. */
  annotations?: readonly Annotation[];
}

/** A frame from the server that passed validation. */
export interface EventEntry extends EntryBase {
  direction: 'in';
  kind: 'event';
  payload: AGUIEvent;
  rejection?: never;
  note?: never;
}

/** A frame from the server that failed validation: its JSON value, or its text when it was not JSON. */
interface RejectedEntry extends EntryBase {
  direction: 'in';
  kind: 'rejected';
  payload: unknown;
  /** Why the frame was rejected. */
  rejection: string;
  note?: never;
}

/** A frame the client wrote. */
interface SentEntry extends EntryBase {
  direction: 'out';
  kind: 'sent';
  payload: ClientFrame;
  rejection?: never;
  note?: never;
}

/** A fact of the client's own, with what it is about. */
interface FactEntry extends EntryBase {
  direction: 'client';
  kind: 'fact';
  payload: unknown;
  rejection?: never;
  /** Why the client logged it. */
  note: string;
}

export type EventLogEntry = EventEntry | RejectedEntry | SentEntry | FactEntry;

/** An entry before the log numbers it. */
export type NewEntry = EventLogEntry extends infer E ? (E extends EventLogEntry ? Omit<E, 'seq'> : never) : never;

/** A frame the inspector counts as a problem: rejected, or breaking a rule. */
export const isFlagged = (entry: EventLogEntry) =>
  entry.kind === 'rejected' || (entry.annotations?.some(isProblem) ?? false);

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
  /** How many entries in view are flagged (`isFlagged`), kept as entries come and go. */
  readonly problems: number;
}

export function createEventLog(cap = 5000): EventLog {
  return { buffer: [], start: 0, end: 0, dropped: 0, nextSeq: 1, cap: Math.max(1, cap), problems: 0 };
}

/**
 * Appends an entry (its `seq` assigned here) in O(1) amortized. Versions share one buffer: a
 * version that ends at the buffer's end may push onto it, since every older version ends earlier
 * and never sees past its own end. Any other version (or a frozen buffer) copies its window first.
 * When the dead prefix outgrows the cap, the live window is copied to a fresh buffer.
 */
export function appendToLog(log: EventLog, entry: NewEntry): EventLog {
  const owned = log.end === log.buffer.length && !Object.isFrozen(log.buffer) && log.start <= log.cap;
  const buffer = (owned ? log.buffer : log.buffer.slice(log.start, log.end)) as EventLogEntry[];
  const offset = owned ? log.start : 0;
  const added: EventLogEntry = { seq: log.nextSeq, ...entry };
  buffer.push(added);
  const end = buffer.length;
  const over = Math.max(0, end - offset - log.cap);
  let problems = log.problems + (isFlagged(added) ? 1 : 0);
  for (let index = offset; index < offset + over; index++) if (isFlagged(buffer[index]!)) problems--;
  const start = offset + over;
  return { buffer, start, end, dropped: log.dropped + over, nextSeq: log.nextSeq + 1, cap: log.cap, problems };
}

/**
 * Annotates the newest entry (a rule it already names is not added twice). Only for the entry of
 * the frame being reduced: that entry was appended by this same reduction, so no published version
 * can see its slot yet, and a version at the buffer's end may replace it in place. Otherwise the
 * window is copied.
 */
export function annotateLastEntry(log: EventLog, annotation: Annotation): EventLog {
  const last = log.buffer[log.end - 1];
  if (log.end === log.start || !last || last.annotations?.some(({ rule }) => rule === annotation.rule)) return log;
  const annotated = { ...last, annotations: [...(last.annotations ?? []), annotation] };
  const owned = log.end === log.buffer.length && !Object.isFrozen(log.buffer);
  const buffer = (owned ? log.buffer : log.buffer.slice(log.start, log.end)) as EventLogEntry[];
  buffer[buffer.length - 1] = annotated;
  const problems = log.problems + (isFlagged(annotated) && !isFlagged(last) ? 1 : 0);
  return owned ? { ...log, problems } : { ...log, buffer, start: 0, end: buffer.length, problems };
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
