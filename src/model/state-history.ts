import { EventType, type JsonPatchOperation, type StateDeltaEvent, type StateSnapshotEvent } from '@ag-ui/core';
import type { Operation } from 'fast-json-patch';
import { treeFromJson, type JsonTree } from '../lib/persistent/json-tree';
import { applyPatchToTree } from '../lib/persistent/json-tree-patch';
import type { EventLog, EventLogEntry } from './event-log';

/** A state event the event log still holds: a point time-travel can go to, a row of the patch list. */
export interface StateMark {
  /** The event's `seq` in the event log. */
  seq: number;
  at: number;
  kind: 'snapshot' | 'delta';
  /** The patch of a delta; a snapshot's full state stays in the event log entry. */
  ops?: readonly JsonPatchOperation[];
  /** Why the reducer could not apply this delta. */
  failed?: string;
}

/** The shared state as one STATE_SNAPSHOT or STATE_DELTA left it. */
export interface StateMoment extends StateMark {
  /** The state after the event; after a failed delta, the last good state. */
  tree: JsonTree;
  /** The pointers a delta changed; none for a snapshot. */
  paths: readonly string[];
}

type StateEvent = StateSnapshotEvent | StateDeltaEvent;

function stateEventOf(entry: EventLogEntry): StateEvent | undefined {
  if (entry.kind !== 'event') return undefined;
  const event = entry.payload;
  return event.type === EventType.STATE_SNAPSHOT || event.type === EventType.STATE_DELTA ? event : undefined;
}

function markOf(entry: EventLogEntry, event: StateEvent): StateMark {
  const mark: StateMark = { seq: entry.seq, at: entry.at, kind: 'snapshot' };
  if (event.type === EventType.STATE_SNAPSHOT) return mark;
  const failed = entry.annotations?.find(({ rule }) => rule === 'patch-failed');
  return { ...mark, kind: 'delta', ops: event.delta, ...(failed && { failed: failed.detail ?? failed.rule }) };
}

function allMarks(log: EventLog): readonly StateMark[] {
  const marks: StateMark[] = [];
  for (let index = log.start; index < log.end; index++) {
    const entry = log.buffer[index]!;
    const event = stateEventOf(entry);
    if (!event || (log.dropped > 0 && marks.length === 0 && event.type === EventType.STATE_DELTA)) continue;
    marks.push(markOf(entry, event));
  }
  return marks;
}

const markCache = new WeakMap<EventLog, Map<number, readonly StateMark[]>>();

/**
 * The state events in the log, oldest first: the last `limit` of them, the same array for the same log and
 * limit. Once the log has dropped entries, only from its first snapshot on: a delta before it applied to a
 * state the log no longer holds.
 */
export function stateMarks(log: EventLog, limit = Infinity): readonly StateMark[] {
  const byLimit = markCache.get(log) ?? new Map<number, readonly StateMark[]>();
  markCache.set(log, byLimit);
  const cached = byLimit.get(limit);
  if (cached) return cached;
  const all = byLimit.get(Infinity) ?? allMarks(log);
  byLimit.set(Infinity, all);
  const marks = all.length > limit ? all.slice(-limit) : all;
  byLimit.set(limit, marks);
  return marks;
}

/**
 * The state as the state event `seq` left it, rebuilt from the log (the last snapshot before it and the
 * deltas after), as the reducer built it. Done only when a point is picked, so keeping time-travel costs the
 * reducer nothing per event; undefined when the log no longer holds that event.
 */
export function stateMomentAt(log: EventLog, seq: number): StateMoment | undefined {
  let tree = treeFromJson({});
  let moment: StateMoment | undefined;
  for (let index = log.start; index < log.end && log.buffer[index]!.seq <= seq; index++) {
    const entry = log.buffer[index]!;
    const event = stateEventOf(entry);
    const mark = { seq: entry.seq, at: entry.at };
    if (event?.type === EventType.STATE_SNAPSHOT) {
      tree = treeFromJson(event.snapshot);
      moment = { ...mark, kind: 'snapshot', tree, paths: [] };
    } else if (event) {
      const kind = 'delta';
      const ops = event.delta;
      const outcome = applyPatchToTree(tree, ops as Operation[]);
      if (outcome.ok) tree = outcome.tree;
      moment = outcome.ok
        ? { ...mark, kind, tree, paths: outcome.paths, ops }
        : { ...mark, kind, tree, paths: [], ops, failed: outcome.reason };
    }
  }
  return moment?.seq === seq ? moment : undefined;
}
