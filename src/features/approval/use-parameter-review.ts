import { useCallback, useMemo, useState } from 'react';
import type { MessageKey } from '../../i18n/catalog';
import { reviewParameters, type ParameterEntry } from './parameter-text';
import { useSeenEnd } from './use-seen-end';

/** Why *Goedkeuren* waits: a text and its values. */
export interface ReviewWait {
  key: MessageKey;
  vars?: Record<string, string | number>;
}

export interface ParameterReview {
  entries: readonly ParameterEntry[];
  total: number;
  /** Entries showing all of themselves now. */
  expanded: ReadonlySet<number>;
  toggle: (id: number) => void;
  /** Refs for the scrolling list and the element after its last entry. */
  setRegion: (element: HTMLDivElement | null) => void;
  setEnd: (element: HTMLDivElement | null) => void;
  /** Every parameter has been seen: the approval may be given. */
  done: boolean;
  /** Why not yet, when the inspector can do something about it or has to know. */
  waits: readonly ReviewWait[];
}

function waitsFor(
  entries: readonly ParameterEntry[],
  total: number,
  end: { seen: boolean; overflowing: boolean },
  opened: ReadonlySet<number>,
) {
  if (total > entries.length || entries.some((entry) => entry.unshowable))
    return [{ key: 'approvalReview.waitUnshowable' }] as ReviewWait[];
  const waits: ReviewWait[] = [];
  if (!end.seen && end.overflowing) waits.push({ key: 'approvalReview.waitScroll', vars: { count: total } });
  const closed = entries.filter((entry) => entry.preview && !opened.has(entry.id)).length;
  if (closed > 0) waits.push({ key: 'approvalReview.waitOpen', vars: { count: closed } });
  return waits;
}

/**
 * What the inspector has seen of an approval's parameters: the approval waits until the list has been scrolled to
 * its end (a list that fits is seen at once) and every value cut for the first look has been opened. A request
 * with more than can be shown can only be rejected.
 */
export function useParameterReview(parameters: Readonly<Record<string, unknown>> | null | undefined): ParameterReview {
  const { entries, total } = useMemo(() => reviewParameters(parameters), [parameters]);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const [region, setRegion] = useState<HTMLDivElement | null>(null);
  const [end, setEnd] = useState<HTMLDivElement | null>(null);
  const seenEnd = useSeenEnd(region, end);
  const toggle = useCallback((id: number) => {
    setExpanded((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
    setOpened((was) => (was.has(id) ? was : new Set(was).add(id)));
  }, []);
  // No parameters: no list to scroll.
  const listEnd = total === 0 ? { seen: true, overflowing: false } : seenEnd;
  const waits = waitsFor(entries, total, listEnd, opened);
  const done = listEnd.seen && waits.length === 0;
  return { entries, total, expanded, toggle, setRegion, setEnd, done, waits };
}
