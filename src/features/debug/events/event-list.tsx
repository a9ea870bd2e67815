import { useCallback, useLayoutEffect, useState } from 'react';
import { useVirtualList } from '../../../components/ui/virtual/use-virtual-list';
import { VirtualRows } from '../../../components/ui/virtual/virtual-rows';
import { useT } from '../../../i18n/use-t';
import type { EventLogEntry } from '../../../model/event-log';
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
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());

  const { setScroller, scrollToEnd, ...list } = useVirtualList({
    count,
    keyAt: (index) => entryAt(index)?.seq ?? -index - 1,
    estimateSize: 28,
    overscan: 10,
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
    if (following && count > 0) scrollToEnd();
  }, [following, count, newest, scrollToEnd]);

  return (
    <div ref={setScroller} className="min-h-0 flex-1 overflow-y-auto">
      {count === 0 && <p className="p-4 text-sm text-slate-500">{t(filtered ? 'events.noMatch' : 'events.empty')}</p>}
      <VirtualRows
        {...list}
        aria-label={t('events.list')}
        itemAt={entryAt}
        renderRow={(entry) => <EventRow entry={entry} expanded={expanded.has(entry.seq)} onToggle={onToggle} />}
      />
    </div>
  );
}
