import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import type { EventLogEntry } from '../../../protocol/event-log';
import { EventRow } from './event-row';

interface EventListProps {
  count: number;
  entryAt: (index: number) => EventLogEntry | undefined;
  following: boolean;
  filtered: boolean;
}

/** Only the rows in view are in the DOM; while following, the newest entry stays in view. */
export function EventList({ count, entryAt, following, filtered }: EventListProps) {
  const t = useT();
  const scroller = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());

  // This app does not use the React Compiler, which is what the rule protects.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => 28,
    overscan: 10,
    getItemKey: (index) => entryAt(index)?.seq ?? -index - 1,
  });

  const onToggle = useCallback((seq: number) => {
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(seq)) next.add(seq);
      return next;
    });
  }, []);

  const newest = entryAt(count - 1)?.seq;
  useLayoutEffect(() => {
    if (following && count > 0) virtualizer.scrollToEnd();
  }, [following, count, newest, virtualizer]);

  return (
    <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto">
      {count === 0 && <p className="p-4 text-sm text-slate-500">{t(filtered ? 'events.noMatch' : 'events.empty')}</p>}
      <ol aria-label={t('events.list')} className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const entry = entryAt(row.index);
          return entry ? (
            <li key={row.key} data-index={row.index} ref={virtualizer.measureElement} className="absolute inset-x-0" style={{ transform: `translateY(${row.start}px)` }}>
              <EventRow entry={entry} expanded={expanded.has(entry.seq)} onToggle={onToggle} />
            </li>
          ) : null;
        })}
      </ol>
    </div>
  );
}
