import { useCallback, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { type ScrollAlign, VirtualController } from './virtual-controller';
import type { ItemKey, VirtualItem } from './virtual-model';

interface VirtualListOptions {
  count: number;
  keyAt: (index: number) => ItemKey;
  /** px, for rows not measured yet. */
  estimateSize: number;
  /** Rows rendered beyond each edge of the view. */
  overscan: number;
}

export interface VirtualList {
  items: VirtualItem[];
  totalSize: number;
  /** On the scrolling element. */
  setScroller: (element: HTMLElement | null) => void;
  /** On the list element: rows are placed from its top, wherever it sits in the scroller. */
  setList: (element: HTMLElement | null) => void;
  /** On each row element, which carries `data-index`. */
  measure: (element: HTMLElement | null) => (() => void) | undefined;
  scrollToIndex: (index: number, align: ScrollAlign) => void;
  scrollToEnd: () => void;
}

/**
 * Virtualizes a list inside its own scroller: only the rows in view (and `overscan` more) are
 * rendered, each measured when it mounts and whenever it resizes.
 */
export function useVirtualList({ count, keyAt, estimateSize, overscan }: VirtualListOptions): VirtualList {
  const [controller] = useState(() => new VirtualController(estimateSize, overscan));
  useSyncExternalStore(controller.subscribe, controller.getVersion);
  const { items, totalSize } = controller.snapshot(count, keyAt);

  useEffect(() => () => controller.dispose(), [controller]);
  // Rows added or resized can bring others into view without a scroll.
  useLayoutEffect(() => controller.update(false), [controller, count, totalSize]);

  const setScroller = useCallback((element: HTMLElement | null) => controller.setScroller(element), [controller]);
  const setList = useCallback((element: HTMLElement | null) => controller.setList(element), [controller]);
  const measure = useCallback(
    (element: HTMLElement | null) => (element ? controller.measure(element) : undefined),
    [controller],
  );
  const scrollToIndex = useCallback(
    (index: number, align: ScrollAlign) => controller.scrollToIndex(index, align),
    [controller],
  );
  const scrollToEnd = useCallback(() => controller.scrollToEnd(), [controller]);
  return { items, totalSize, setScroller, setList, measure, scrollToIndex, scrollToEnd };
}
