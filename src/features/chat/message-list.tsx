import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useVirtualList } from '../../components/ui/virtual/use-virtual-list';
import { useT } from '../../i18n/use-t';
import { listGet, listSize, listValues } from '../../lib/persistent/persistent-list';
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
  const scroller = useRef<HTMLDivElement | null>(null);
  const [pinned, setPinned] = useState(true);
  /** The row count when the inspector scrolled away: rows beyond it are news. */
  const [unseenFrom, setUnseenFrom] = useState<number>();
  const lastScrollTop = useRef(0);
  const ownMessage = useLatestOwnMessageId();
  const [shownOwn, setShownOwn] = useState(ownMessage);

  const { items, totalSize, setScroller, setList, measure, scrollToIndex } = useVirtualList({
    count,
    keyAt: (index) => listGet(timeline, index)?.id ?? index,
    estimateSize: 96,
    overscan: 6,
  });
  const attachScroller = useCallback(
    (element: HTMLDivElement | null) => {
      scroller.current = element;
      setScroller(element);
    },
    [setScroller],
  );

  const unpin = useCallback(() => {
    setPinned(false);
    setUnseenFrom((from) => from ?? count);
  }, [count]);

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
    } else if (movedUp) unpin();
  }, [unpin]);

  // What the inspector just sent is always shown, wherever they had scrolled to.
  if (ownMessage !== shownOwn) {
    setShownOwn(ownMessage);
    if (ownMessage !== undefined) {
      setPinned(true);
      setUnseenFrom(undefined);
    }
  }

  // A banner or panel taking height must not push the newest line out of view.
  const pinnedRef = useRef(pinned);
  useLayoutEffect(() => {
    pinnedRef.current = pinned;
  }, [pinned]);
  useEffect(() => {
    const box = scroller.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (pinnedRef.current) box.scrollTop = box.scrollHeight;
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || count === 0 || !pinned) return;
    box.scrollTop = box.scrollHeight;
    lastScrollTop.current = box.scrollTop;
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
            unpin();
            scrollToIndex(index, 'center');
            return;
          }
          index += 1;
        }
      }),
    [timeline, scrollToIndex, unpin],
  );

  const jump = () => {
    scrollToIndex(count - 1, 'end');
    setPinned(true);
    setUnseenFrom(undefined);
  };

  return (
    <div className="relative min-h-0 flex-1">
      <div ref={attachScroller} onScroll={onScroll} className="h-full overflow-y-auto px-4 py-6 sm:px-8">
        <HistoryBanner />
        {count === 0 && history.status !== 'loading' && <EmptyState />}
        <div role="log" aria-label={t('chat.label')} aria-live="polite">
          <ol ref={setList} className="relative mx-auto max-w-4xl" style={{ height: totalSize }}>
            {items.map((row) => {
              const item = listGet(timeline, row.index);
              return item ? (
                <li
                  key={row.key}
                  data-index={row.index}
                  ref={measure}
                  className="absolute inset-x-0 pb-4 empty:pb-0"
                  style={{ transform: `translateY(${row.start}px)` }}
                >
                  <TimelineRow item={item} />
                </li>
              ) : null;
            })}
          </ol>
        </div>
      </div>
      {!pinned && unseenFrom !== undefined && count > unseenFrom && (
        <button
          type="button"
          onClick={jump}
          className="absolute bottom-4 left-1/2 -translate-x-1/2 rounded-full bg-teal-700 px-4 py-2 text-sm font-semibold text-white shadow-lg hover:bg-teal-800"
        >
          {t('chat.newMessages')}
        </button>
      )}
    </div>
  );
}
