/**
 * The part of @tanstack/virtual-core 3.x the comparison uses. The package is not a dependency of the app:
 * `vite.tanstack.config.ts` maps this id to wherever it was installed, and only for that build.
 */
declare module 'virtual:tanstack-virtual-core' {
  type Key = number | string | bigint;
  interface Rect {
    width: number;
    height: number;
  }
  export interface VirtualItem {
    key: Key;
    index: number;
    start: number;
    end: number;
    size: number;
  }
  type ScrollAlignment = 'start' | 'center' | 'end' | 'auto';
  type ScrollTo = (offset: number, options: object, instance: Virtualizer) => void;
  export interface VirtualizerOptions {
    count: number;
    getScrollElement: () => HTMLElement | null;
    estimateSize: (index: number) => number;
    scrollToFn: ScrollTo;
    observeElementRect: (instance: Virtualizer, cb: (rect: Rect) => void) => void | (() => void);
    observeElementOffset: (
      instance: Virtualizer,
      cb: (offset: number, scrolling: boolean) => void,
    ) => void | (() => void);
    measureElement?: (element: HTMLElement, entry: ResizeObserverEntry | undefined, instance: Virtualizer) => number;
    onChange?: (instance: Virtualizer, sync: boolean) => void;
    overscan?: number;
    getItemKey?: (index: number) => Key;
    scrollMargin?: number;
  }
  export class Virtualizer {
    constructor(options: VirtualizerOptions);
    setOptions(options: VirtualizerOptions): void;
    _didMount(): () => void;
    _willUpdate(): void;
    getVirtualItems(): VirtualItem[];
    getTotalSize(): number;
    measureElement(node: HTMLElement | null): void;
    scrollToIndex(index: number, options?: { align?: ScrollAlignment }): void;
    scrollToEnd(): void;
  }
  export const observeElementRect: VirtualizerOptions['observeElementRect'];
  export const observeElementOffset: VirtualizerOptions['observeElementOffset'];
  export const elementScroll: ScrollTo;
  export const measureElement: NonNullable<VirtualizerOptions['measureElement']>;
}
