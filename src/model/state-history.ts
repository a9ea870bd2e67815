import { EventType, type StateDeltaEvent, type StateSnapshotEvent } from '@ag-ui/core';
import type { Operation } from 'fast-json-patch';
import { treeFromJson, type JsonTree } from '../lib/persistent/json-tree';
import { applyPatchToTree } from '../lib/persistent/json-tree-patch';
import type { EventLog, EventLogEntry } from './event-log';

/** A state event the event log still holds: a point time-travel can go to. */
export interface StateMark {
  /** The event's `seq` in the event log. */
  seq: number;
  at: number;
  kind: 'snapshot' | 'delta';
}

/** The shared state as one STATE_SNAPSHOT or STATE_DELTA left it. */
export interface StateMoment extends StateMark {
  /** The state after the event; after a failed delta, the last good state. */
  tree: JsonTree;
  /** The pointers a delta changed; none for a snapshot. */
  paths: readonly string[];
  ops?: readonly unknown[];
  failed?: string;
}

function kindOf(entry: EventLogEntry): StateMark['kind'] | undefined {
  if (entry.direction !== 'in') return undefined;
  if (entry.type === EventType.STATE_SNAPSHOT) return 'snapshot';
  return entry.type === EventType.STATE_DELTA ? 'delta' : undefined;
}

/**
 * The state events in the log, oldest first. Once the log has dropped entries, only from its first snapshot
 * on: a delta before it applied to a state the log no longer holds.
 */
export function stateMarks(log: EventLog): StateMark[] {
  const marks: StateMark[] = [];
  for (let index = log.start; index < log.end; index++) {
    const entry = log.buffer[index]!;
    const kind = kindOf(entry);
    if (!kind || (log.dropped > 0 && marks.length === 0 && kind === 'delta')) continue;
    marks.push({ seq: entry.seq, at: entry.at, kind });
  }
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
    const kind = kindOf(entry);
    const mark = { seq: entry.seq, at: entry.at };
    if (kind === 'snapshot') {
      tree = treeFromJson((entry.payload as StateSnapshotEvent).snapshot);
      moment = { ...mark, kind, tree, paths: [] };
    } else if (kind === 'delta') {
      const ops = (entry.payload as StateDeltaEvent).delta as Operation[];
      const outcome = applyPatchToTree(tree, ops);
      if (outcome.ok) tree = outcome.tree;
      moment = outcome.ok
        ? { ...mark, kind, tree, paths: outcome.paths, ops }
        : { ...mark, kind, tree, paths: [], ops, failed: outcome.reason };
    }
  }
  return moment?.seq === seq ? moment : undefined;
}
