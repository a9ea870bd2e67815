import {
  elementScroll,
  measureElement,
  observeElementOffset,
  observeElementRect,
  type Rect,
  Virtualizer,
  type VirtualizerOptions,
} from '@tanstack/virtual-core';
import { useCallback, useLayoutEffect, useReducer, useState } from 'react';
import { flushSync } from 'react-dom';
import { type ItemKey, ItemKeys } from './item-keys';

export type ScrollAlign = 'start' | 'center' | 'end';

interface VirtualItem {
  index: number;
  key: ItemKey;
  /** Offset of the row from the top of the list, in px. */
  start: number;
  size: number;
}

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
  measure: (element: HTMLElement | null) => void;
  scrollToIndex: (index: number, align: ScrollAlign) => void;
  scrollToEnd: () => void;
}

/** What the hook keeps between renders: the two elements, where the list starts, whether a call comes from React. */
class ListHost {
  scroller: HTMLElement | null = null;
  private list: HTMLElement | null = null;
  /** Where the list starts in the scroller's content (a banner and padding sit above it). */
  margin = 0;
  /** Inside React's commit or an effect, where flushSync is refused. */
  private inReact = 0;

  // The reader taking over (wheel, touch, keys) needs nothing here: the virtualizer tells its own scroll writes from
  // theirs, and a scroll to a row still settling gives way to the reader's.
  readonly setScroller = (element: HTMLElement | null): void => void (this.scroller = element);
  readonly setList = (element: HTMLElement | null): void => void (this.list = element);

  /** Runs a virtualizer call made from React (a ref, an effect): what it changes renders with the rest. */
  fromReact<T>(call: () => T): T {
    this.inReact++;
    try {
      return call();
    } finally {
      this.inReact--;
    }
  }

  /** From a scroll or resize callback the new rows render at once, so no frame shows a gap. */
  render(sync: boolean, rerender: () => void): void {
    if (sync && this.inReact === 0) flushSync(rerender);
    else rerender();
  }

  /** Reads where the list starts in the scroller; true when that moved. */
  listMoved(): boolean {
    const { scroller, list } = this;
    const margin =
      scroller && list
        ? list.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop
        : 0;
    if (margin === this.margin) return false;
    this.margin = margin;
    return true;
  }
}

type Rows = Virtualizer<HTMLElement, HTMLElement>;

/** A scroller not laid out yet (a hidden panel, a test without layout) still gets its first rows: one pixel tall. */
const observeRect = (rows: Rows, report: (rect: Rect) => void) =>
  observeElementRect(rows, ({ width, height }) => report({ width, height: Math.max(height, 1) }));

function useVirtualizer(host: ListHost, { count, keyAt, estimateSize, overscan }: VirtualListOptions): Rows {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [keys] = useState(() => new ItemKeys());
  const options: VirtualizerOptions<HTMLElement, HTMLElement> = {
    count,
    getScrollElement: () => host.scroller,
    estimateSize: () => estimateSize,
    overscan,
    getItemKey: keys.sync(count, keyAt),
    scrollMargin: host.margin,
    observeElementRect: observeRect,
    observeElementOffset,
    scrollToFn: elementScroll,
    measureElement,
    onChange: (_, sync) => host.render(sync, rerender),
  };
  const [rows] = useState(() => new Virtualizer(options));
  rows.setOptions(options);
  useLayoutEffect(() => host.fromReact(rows._didMount), [host, rows]);
  useLayoutEffect(() => {
    host.fromReact(rows._willUpdate);
    if (host.listMoved()) rerender();
  });
  return rows;
}

/**
 * Virtualizes a list inside its own scroller with @tanstack/virtual-core: only the rows in view (and `overscan` more)
 * are rendered, each measured when it mounts and whenever it resizes. Rows are placed from the list's own top.
 */
export function useVirtualList(options: VirtualListOptions): VirtualList {
  const [host] = useState(() => new ListHost());
  const rows = useVirtualizer(host, options);
  const items = rows.getVirtualItems().map(({ index, key, start, size }) => ({
    index,
    key: key as ItemKey,
    start: start - host.margin,
    size,
  }));
  const measure = useCallback(
    (element: HTMLElement | null) => host.fromReact(() => rows.measureElement(element)),
    [host, rows],
  );
  const scrollToIndex = useCallback(
    (index: number, align: ScrollAlign) => host.fromReact(() => rows.scrollToIndex(index, { align })),
    [host, rows],
  );
  const scrollToEnd = useCallback(() => host.fromReact(() => rows.scrollToEnd()), [host, rows]);
  const { setScroller, setList } = host;
  return { items, totalSize: rows.getTotalSize(), setScroller, setList, measure, scrollToIndex, scrollToEnd };
}
