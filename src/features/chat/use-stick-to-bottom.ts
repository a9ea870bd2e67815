import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ScrollAlign } from '../../components/ui/virtual/use-virtual-list';
import { useLatestOwnMessageId } from '../../session/react/hooks';

const pinnedSlackPx = 48;

interface Options {
  count: number;
  totalSize: number;
  setScroller: (element: HTMLElement | null) => void;
  scrollToIndex: (index: number, align: ScrollAlign) => void;
}

/** A banner or panel taking height must not push the newest line out of view. */
function useBottomKeptInView(scroller: RefObject<HTMLDivElement | null>, pinned: boolean) {
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
  }, [scroller]);
}

/**
 * Keeps a growing list scrolled to its end while it streams, until the reader scrolls up; then
 * counts what came since, for a "new messages" button that jumps back. What the inspector just
 * sent is always brought into view.
 */
export function useStickToBottom({ count, totalSize, setScroller, scrollToIndex }: Options) {
  const scroller = useRef<HTMLDivElement | null>(null);
  const lastScrollTop = useRef(0);
  const [pinned, setPinned] = useState(true);
  /** The row count when the inspector scrolled away: rows beyond it are news. */
  const [unseenFrom, setUnseenFrom] = useState<number>();
  const ownMessage = useLatestOwnMessageId();
  const [shownOwn, setShownOwn] = useState(ownMessage);
  const pin = useCallback(() => {
    setPinned(true);
    setUnseenFrom(undefined);
  }, []);
  const unpin = useCallback(() => {
    setPinned(false);
    setUnseenFrom((from) => from ?? count);
  }, [count]);

  const attachScroller = useCallback(
    (element: HTMLDivElement | null) => {
      scroller.current = element;
      setScroller(element);
    },
    [setScroller],
  );
  const onScroll = useCallback(() => {
    const box = scroller.current;
    if (!box) return;
    const atBottom = box.scrollHeight - box.scrollTop - box.clientHeight < pinnedSlackPx;
    const movedUp = box.scrollTop < lastScrollTop.current;
    lastScrollTop.current = box.scrollTop;
    // Rows measured or a banner resizing the view also fire scroll events: only moving up unpins.
    if (atBottom) pin();
    else if (movedUp) unpin();
  }, [pin, unpin]);

  if (ownMessage !== shownOwn) {
    setShownOwn(ownMessage);
    if (ownMessage !== undefined) pin();
  }
  useBottomKeptInView(scroller, pinned);
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || count === 0 || !pinned) return;
    box.scrollTop = box.scrollHeight;
    lastScrollTop.current = box.scrollTop;
  }, [count, totalSize, pinned]);

  const jump = () => {
    scrollToIndex(count - 1, 'end');
    pin();
  };
  const showJump = !pinned && unseenFrom !== undefined && count > unseenFrom;
  return { attachScroller, onScroll, unpin, jump, showJump };
}
