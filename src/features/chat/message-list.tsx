import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { listGet, listSize, listValues } from '../../protocol/persistent-list';
import { useHistoryStatus, useLatestOwnMessageId, useTimeline } from '../../session/hooks';
import { useFocus } from '../../ui-state/focus-store';
import { EmptyState } from './empty-state';
import { HistoryBanner } from './history-banner';
import { TimelineRow } from './timeline-row';

const pinnedSlackPx = 48;

/**
 * The conversation, virtualized: only the rows in view are in the DOM. It stays pinned to the
 * newest content while it streams, unless the inspector scrolled up — then a button offers to jump.
 */
export function MessageList() {
  const t = useT();
  const timeline = useTimeline();
  const history = useHistoryStatus();
  const count = listSize(timeline);
  const scroller = useRef<HTMLDivElement>(null);
  const [pinned, setPinned] = useState(true);
  const [unseenFrom, setUnseenFrom] = useState<number>();
  const lastScrollTop = useRef(0);
  const ownMessage = useLatestOwnMessageId();

  // This app does not use the React Compiler, which is what the rule protects.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => 96,
    overscan: 6,
    getItemKey: (index) => listGet(timeline, index)?.id ?? index,
  });
  const totalSize = virtualizer.getTotalSize();

  const onScroll = useCallback(() => {
    const box = scroller.current;
    if (!box) return;
    const atBottom = box.scrollHeight - box.scrollTop - box.clientHeight < pinnedSlackPx;
    const movedUp = box.scrollTop < lastScrollTop.current;
    lastScrollTop.current = box.scrollTop;
    // Rows measured or a banner resizing the view also fire scroll events: only moving up unpins.
    if (atBottom) {
      setPinned(true);
      setUnseenFrom(undefined);
    } else if (movedUp) setPinned(false);
  }, []);

  // A banner or panel taking height must not push the newest line out of view.
  const pinnedRef = useRef(pinned);
  pinnedRef.current = pinned;
  useEffect(() => {
    const box = scroller.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (pinnedRef.current) box.scrollTop = box.scrollHeight;
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  // What the inspector just sent is always shown, wherever they had scrolled to.
  useLayoutEffect(() => {
    if (ownMessage === undefined) return;
    setPinned(true);
    setUnseenFrom(undefined);
  }, [ownMessage]);

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || count === 0) return;
    if (pinned) {
      box.scrollTop = box.scrollHeight;
      lastScrollTop.current = box.scrollTop;
    } else setUnseenFrom((from) => from ?? count);
  }, [count, totalSize, pinned]);

  // Another panel asked to show a message (e.g. the one a tool call belongs to).
  useEffect(
    () =>
      useFocus.subscribe((focus, previous) => {
        const request = focus.message;
        if (!request || request === previous.message) return;
        let index = 0;
        for (const item of listValues(timeline)) {
          if (item.kind === 'message' && item.id === request.id) {
            setPinned(false);
            virtualizer.scrollToIndex(index, { align: 'center' });
            return;
          }
          index += 1;
        }
      }),
    [timeline, virtualizer],
  );

  const jump = () => {
    virtualizer.scrollToIndex(count - 1, { align: 'end' });
    setPinned(true);
    setUnseenFrom(undefined);
  };

  return (
    <div className="relative min-h-0 flex-1">
      <div ref={scroller} onScroll={onScroll} className="h-full overflow-y-auto px-4 py-6 sm:px-8">
        <HistoryBanner />
        {count === 0 && history.status !== 'loading' && <EmptyState />}
        <div role="log" aria-label={t('chat.label')} aria-live="polite">
          <ol className="relative mx-auto max-w-4xl" style={{ height: totalSize }}>
            {virtualizer.getVirtualItems().map((row) => {
              const item = listGet(timeline, row.index);
              return item ? (
                <li key={row.key} data-index={row.index} ref={virtualizer.measureElement} className="absolute inset-x-0 pb-4" style={{ transform: `translateY(${row.start}px)` }}>
                  <TimelineRow item={item} />
                </li>
              ) : null;
            })}
          </ol>
        </div>
      </div>
      {!pinned && unseenFrom !== undefined && count > unseenFrom && (
        <button type="button" onClick={jump} className="absolute bottom-4 left-1/2 -translate-x-1/2 rounded-full bg-teal-700 px-4 py-2 text-sm font-semibold text-white shadow-lg hover:bg-teal-800">
          {t('chat.newMessages')}
        </button>
      )}
    </div>
  );
}
