import { useCallback, useMemo, useState } from 'react';
import { logEntryAt, logSize, type EventLog, type EventLogEntry } from '../../../model/event-log';
import { useEventLog } from '../../../session/react/hooks';
import { createMatcher, isFiltering, typesPresent, type EntryFilter } from './entry-filter';

function* entriesOf(log: EventLog): Generator<EventLogEntry> {
  for (let index = 0; index < logSize(log); index++) yield logEntryAt(log, index)!;
}

/**
 * The event log as the inspector shows it: live while following, frozen at the moment of pausing
 * (counting what arrived since), narrowed by a filter without copying the log when there is none.
 */
export function useInspectedLog(filter: EntryFilter) {
  const live = useEventLog();
  const [frozen, setFrozen] = useState<EventLog>();
  const log = frozen ?? live;
  const matcher = useMemo(() => createMatcher(filter), [filter]);
  const indices = useMemo(() => {
    if (!isFiltering(filter)) return undefined;
    const kept: number[] = [];
    let index = 0;
    for (const entry of entriesOf(log)) {
      if (matcher(entry)) kept.push(index);
      index++;
    }
    return kept;
  }, [log, filter, matcher]);
  const types = useMemo(() => typesPresent(entriesOf(log)), [log]);
  const entryAt = useCallback(
    (index: number) => logEntryAt(log, indices ? (indices[index] ?? -1) : index),
    [log, indices],
  );
  const pause = useCallback(() => setFrozen(live), [live]);
  const follow = useCallback(() => setFrozen(undefined), []);

  return {
    live,
    count: indices ? indices.length : logSize(log),
    total: logSize(log),
    dropped: log.dropped,
    entryAt,
    types,
    paused: frozen !== undefined,
    newSincePause: frozen ? Math.max(0, live.nextSeq - frozen.nextSeq) : 0,
    pause,
    follow,
  };
}
