import { flushSync } from 'react-dom';
import { type ItemKey, type VirtualItem, VirtualModel } from './virtual-model';

export type ScrollAlign = 'start' | 'center' | 'end';

interface VirtualSnapshot {
  items: VirtualItem[];
  totalSize: number;
}

const maxSettleFrames = 8;

const borderBoxHeight = (entry: ResizeObserverEntry) =>
  entry.borderBoxSize?.[0]?.blockSize ?? (entry.target as HTMLElement).getBoundingClientRect().height;
const indexOf = (element: Element) => Number((element as HTMLElement).dataset.index);

/**
 * The DOM side of a virtualized list, as an external store (`subscribe`, `getVersion`): which rows are
 * in view, their measured sizes, scrolling to a row. The version changes only when other rows come
 * into range or a size changed; from a scroll or resize callback React renders at once, so no frame
 * shows a gap.
 */
export class VirtualController {
  private readonly model: VirtualModel;
  private scroller: HTMLElement | null = null;
  private list: HTMLElement | null = null;
  private top = 0;
  private height = 0;
  /** The rows last rendered: a scroll re-renders only when they change. */
  private first = 0;
  private last = -1;
  private observer?: ResizeObserver;
  private settling?: number;
  private detach?: () => void;
  private version = 0;
  private readonly listeners = new Set<() => void>();

  constructor(
    estimate: number,
    private readonly overscan: number,
  ) {
    this.model = new VirtualModel(estimate);
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getVersion = (): number => this.version;

  private changed(sync: boolean): void {
    this.version++;
    const notify = () => this.listeners.forEach((listener) => listener());
    if (sync) flushSync(notify);
    else notify();
  }

  /** During render: the rows to draw for `count` rows. */
  snapshot(count: number, keyAt: (index: number) => ItemKey): VirtualSnapshot {
    this.model.sync(count, keyAt);
    const items = this.model.range(this.top, this.height, this.overscan);
    this.first = items[0]?.index ?? 0;
    this.last = items.at(-1)?.index ?? -1;
    return { items, totalSize: this.model.totalSize() };
  }

  setList(list: HTMLElement | null): void {
    this.list = list;
  }

  private listTop(): number {
    const { scroller, list } = this;
    return scroller && list
      ? list.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop
      : 0;
  }

  /** Reads where the list sits in the view and renders again when the rows in range changed. */
  update(sync: boolean): void {
    if (!this.scroller || !this.list) return;
    this.top = this.scroller.scrollTop - this.listTop();
    this.height = this.scroller.clientHeight;
    const [first, last] = this.model.bounds(this.top, this.height, this.overscan);
    if (first === this.first && last === this.last) return;
    this.changed(sync);
  }

  private resize(index: number, size: number): boolean {
    const start = this.model.startOf(index);
    const before = this.model.sizeAt(index);
    if (!this.model.measure(index, size)) return false;
    // A row above the view changed size: move with it, so what the reader looks at stays put.
    if (this.scroller && start < this.top) this.scroller.scrollTop += size - before;
    return true;
  }

  /** A row element mounted (ref callback): measure it now and whenever it resizes. */
  measure(element: HTMLElement): () => void {
    if (this.resize(indexOf(element), element.getBoundingClientRect().height)) this.changed(false);
    if (typeof ResizeObserver === 'undefined') return () => undefined;
    this.observer ??= new ResizeObserver((entries) => {
      let changed = false;
      for (const entry of entries)
        if (entry.target.isConnected) changed = this.resize(indexOf(entry.target), borderBoxHeight(entry)) || changed;
      if (changed) this.changed(true);
    });
    this.observer.observe(element);
    return () => this.observer?.unobserve(element);
  }

  /** The scroller (callback ref): follows its scrolling and resizing; null lets go of it. */
  setScroller(scroller: HTMLElement | null): void {
    if (scroller === this.scroller) return;
    this.detach?.();
    this.detach = undefined;
    this.scroller = scroller;
    if (!scroller) return;
    const onScroll = () => this.update(true);
    scroller.addEventListener('scroll', onScroll, { passive: true });
    // The reader takes over: a correction still under way must not pull the view back.
    const onReader = () => this.stopSettling();
    const readerEvents = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
    for (const type of readerEvents) scroller.addEventListener(type, onReader, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(onScroll);
    observer?.observe(scroller);
    this.detach = () => {
      scroller.removeEventListener('scroll', onScroll);
      for (const type of readerEvents) scroller.removeEventListener(type, onReader);
      observer?.disconnect();
    };
  }

  dispose(): void {
    this.setScroller(null);
    this.observer?.disconnect();
    this.observer = undefined;
    this.stopSettling();
  }

  private stopSettling(): void {
    if (this.settling !== undefined) cancelAnimationFrame(this.settling);
    this.settling = undefined;
  }

  /**
   * Scrolls, then keeps correcting for a few frames while the rows it lands on are measured. The first step runs
   * where it is called, often a React effect, where React renders the change itself (flushSync there is refused
   * with a warning); the frames after it render at once.
   */
  private settle(target: (scroller: HTMLElement) => number): void {
    this.stopSettling();
    let frames = 0;
    const step = () => {
      const box = this.scroller;
      if (!box) return;
      const wanted = Math.max(0, Math.min(target(box), box.scrollHeight - box.clientHeight));
      if (Math.abs(box.scrollTop - wanted) >= 1) box.scrollTop = wanted;
      this.update(frames > 0);
      this.settling = ++frames < maxSettleFrames ? requestAnimationFrame(step) : undefined;
    };
    step();
  }

  scrollToIndex(index: number, align: ScrollAlign): void {
    this.settle((box) => {
      const start = this.listTop() + this.model.startOf(index);
      const size = this.model.sizeAt(index);
      return align === 'start'
        ? start
        : align === 'end'
          ? start + size - box.clientHeight
          : start + size / 2 - box.clientHeight / 2;
    });
  }

  scrollToEnd(): void {
    this.settle((box) => box.scrollHeight);
  }
}
