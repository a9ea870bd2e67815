import type { JsonTree } from '../lib/persistent/json-tree';
import { emptyList, listDropFirst, listGet, listPush, listSize, type PList } from '../lib/persistent/persistent-list';
import type { SessionState } from './session-state';

/**
 * State events kept for time-travel. Deltas share all but their path with the tree before them, so a
 * kept delta costs O(depth); a snapshot holds a tree of its own, as its event log entry already does.
 */
export const STATE_HISTORY_CAP = 500;

/** The shared state as one STATE_SNAPSHOT or STATE_DELTA left it. */
export interface StateMoment {
  /** The event's `seq` in the event log. */
  seq: number;
  at: number;
  kind: 'snapshot' | 'delta';
  /** The state after the event; after a failed delta, the last good state. */
  tree: JsonTree;
  /** The pointers a delta changed; none for a snapshot. */
  paths: readonly string[];
  ops?: readonly unknown[];
  failed?: string;
}

export interface StateHistory {
  moments: PList<StateMoment>;
  /** Every state event recorded, dropped ones too: a view counts what arrived after a moment by it. */
  total: number;
}

export const emptyStateHistory: StateHistory = { moments: emptyList(), total: 0 };

const noPaths: readonly string[] = Object.freeze([]);

/**
 * The history with the moment the event being reduced made (a snapshot when `delta` is absent),
 * dropping the oldest past `STATE_HISTORY_CAP`: O(1) amortized, whatever the size of the conversation.
 * Called from the reducer's own literal, so recording costs no extra copy of the session state.
 */
export function historyWith(
  state: SessionState,
  at: number,
  tree: JsonTree,
  delta?: { ops: readonly unknown[]; paths?: readonly string[]; failed?: string },
): StateHistory {
  const moment: StateMoment = {
    seq: state.eventLog.nextSeq - 1,
    at,
    kind: delta ? 'delta' : 'snapshot',
    tree,
    paths: delta?.paths ?? noPaths,
    ops: delta?.ops,
    failed: delta?.failed,
  };
  const { moments, total } = state.stateHistory;
  const pushed = listPush(moments, moment);
  return { moments: listSize(pushed) > STATE_HISTORY_CAP ? listDropFirst(pushed, 1) : pushed, total: total + 1 };
}

/** The index of the moment with this `seq`, or -1 once it was dropped; O(log² n) by binary search. */
export function momentIndex(history: StateHistory, seq: number): number {
  let low = 0;
  let high = listSize(history.moments) - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const found = listGet(history.moments, middle)?.seq ?? seq;
    if (found === seq) return middle;
    if (found < seq) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}
