/* eslint-disable import-x/no-unresolved -- `virtual:tanstack-virtual-core` is mapped by vite.tanstack.config.ts, for that build only */
import { useCallback, useLayoutEffect, useReducer, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  elementScroll,
  measureElement,
  observeElementOffset,
  observeElementRect,
  Virtualizer,
  type VirtualizerOptions,
} from 'virtual:tanstack-virtual-core';
import type { VirtualList } from '../../../src/components/ui/virtual/use-virtual-list';
import type { ScrollAlign } from '../../../src/components/ui/virtual/virtual-controller';
import type { ItemKey } from '../../../src/components/ui/virtual/virtual-model';

interface VirtualListOptions {
  count: number;
  keyAt: (index: number) => ItemKey;
  estimateSize: number;
  overscan: number;
}

interface Elements {
  scroller: HTMLElement | null;
  list: HTMLElement | null;
  /** Where the list starts in the scroller's content (a banner and padding sit above it). */
  margin: number;
}

interface Keys {
  keyAt: (index: number) => ItemKey;
  count: number;
  first?: ItemKey;
  last?: ItemKey;
  /** Handed to the virtualizer: a new one only when the rows are not the same ones (plus any appended). */
  stable: (index: number) => ItemKey;
}

/**
 * The virtualizer re-reads every key whenever `getItemKey` is another function, and the callers pass a new arrow each
 * render: keep one while the rows only grow at the end, as our own model does, so neither re-reads what it knows.
 */
function stableKeys(keys: Keys, count: number, keyAt: (index: number) => ItemKey): Keys['stable'] {
  keys.keyAt = keyAt;
  const old = keys.count;
  const appended = count >= old && (old === 0 || (keyAt(0) === keys.first && keyAt(old - 1) === keys.last));
  if (!appended) keys.stable = (index) => keys.keyAt(index);
  keys.count = count;
  keys.first = count > 0 ? keyAt(0) : undefined;
  keys.last = count > 0 ? keyAt(count - 1) : undefined;
  return keys.stable;
}

function listTop({ scroller, list }: Elements): number {
  return scroller && list
    ? list.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop
    : 0;
}

/**
 * `useVirtualList` of components/ui/virtual, the same interface, on @tanstack/virtual-core: what
 * `bench/ui/virtualizer-compare.ts` builds the app with instead of our own, for the measurement only.
 */
export function useVirtualList({ count, keyAt, estimateSize, overscan }: VirtualListOptions): VirtualList {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [elements] = useState<Elements>(() => ({ scroller: null, list: null, margin: 0 }));
  const [keys] = useState<Keys>(() => {
    const fresh: Keys = { keyAt, count: 0, stable: (index) => fresh.keyAt(index) };
    return fresh;
  });
  const options: VirtualizerOptions = {
    count,
    getScrollElement: () => elements.scroller,
    estimateSize: () => estimateSize,
    overscan,
    getItemKey: stableKeys(keys, count, keyAt),
    scrollMargin: elements.margin,
    observeElementRect,
    observeElementOffset,
    scrollToFn: elementScroll,
    measureElement,
    onChange: (_, sync) => (sync ? flushSync(rerender) : rerender()),
  };
  const [virtualizer] = useState(() => new Virtualizer(options));
  virtualizer.setOptions(options);
  useLayoutEffect(() => virtualizer._didMount(), [virtualizer]);
  useLayoutEffect(() => {
    virtualizer._willUpdate();
    const margin = listTop(elements);
    if (margin === elements.margin) return;
    elements.margin = margin;
    rerender();
  });

  const items = virtualizer.getVirtualItems().map(({ index, key, start, size }) => ({
    index,
    key: key as ItemKey,
    start: start - elements.margin,
    size,
  }));
  const setScroller = useCallback((element: HTMLElement | null) => void (elements.scroller = element), [elements]);
  const setList = useCallback((element: HTMLElement | null) => void (elements.list = element), [elements]);
  const measure = useCallback((element: HTMLElement | null) => void virtualizer.measureElement(element), [virtualizer]);
  const scrollToIndex = useCallback(
    (index: number, align: ScrollAlign) => virtualizer.scrollToIndex(index, { align }),
    [virtualizer],
  );
  const scrollToEnd = useCallback(() => virtualizer.scrollToEnd(), [virtualizer]);
  return { items, totalSize: virtualizer.getTotalSize(), setScroller, setList, measure, scrollToIndex, scrollToEnd };
}
