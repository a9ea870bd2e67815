export type ItemKey = string | number;

export interface VirtualItem {
  index: number;
  key: ItemKey;
  /** Offset of the row from the top of the list, in px. */
  start: number;
  size: number;
}

/**
 * Where each row of a virtualized list goes: sizes measured per key (an estimate until then),
 * offsets as a prefix sum recomputed only from the first row that changed. A list that grows at
 * its end re-reads only the new keys, so a streaming answer costs O(1) rows per frame, not O(n).
 */
export class VirtualModel {
  private keys: ItemKey[] = [];
  private starts: number[] = [0];
  private readonly sizes = new Map<ItemKey, number>();
  private dirtyFrom = 0;

  constructor(private readonly estimate: number) {}

  get count(): number {
    return this.keys.length;
  }

  /** Brings the keys up to date: appended rows are read alone; any other change re-reads all. */
  sync(count: number, keyAt: (index: number) => ItemKey): void {
    const old = this.keys.length;
    const appended =
      count >= old && (old === 0 || (keyAt(0) === this.keys[0] && keyAt(old - 1) === this.keys[old - 1]));
    const from = appended ? old : 0;
    if (appended && count === old) return;
    this.keys.length = count;
    for (let index = from; index < count; index++) this.keys[index] = keyAt(index);
    this.dirtyFrom = Math.min(this.dirtyFrom, from);
  }

  keyAt(index: number): ItemKey | undefined {
    return this.keys[index];
  }

  sizeAt(index: number): number {
    return this.sizes.get(this.keys[index]!) ?? this.estimate;
  }

  /** Records a measured size; true when it changed. */
  measure(index: number, size: number): boolean {
    const key = this.keys[index];
    if (key === undefined || this.sizes.get(key) === size) return false;
    this.sizes.set(key, size);
    this.dirtyFrom = Math.min(this.dirtyFrom, index);
    return true;
  }

  private settle(): void {
    const count = this.keys.length;
    this.starts.length = count + 1;
    for (let index = this.dirtyFrom; index < count; index++)
      this.starts[index + 1] = this.starts[index]! + this.sizeAt(index);
    this.dirtyFrom = count;
  }

  startOf(index: number): number {
    this.settle();
    return this.starts[Math.max(0, Math.min(index, this.keys.length))]!;
  }

  totalSize(): number {
    return this.startOf(this.keys.length);
  }

  /** The first row whose bottom is below `offset`. */
  private indexAt(offset: number): number {
    let low = 0;
    let high = this.keys.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.starts[middle + 1]! <= offset) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** First and last index of the rows that meet the window [top, top + height) of the list, plus `overscan` on each side; [0, -1] when empty. */
  bounds(top: number, height: number, overscan: number): [first: number, last: number] {
    this.settle();
    const count = this.keys.length;
    if (count === 0) return [0, -1];
    return [
      Math.max(0, this.indexAt(top) - overscan),
      Math.min(count - 1, this.indexAt(top + Math.max(0, height)) + overscan),
    ];
  }

  /** The rows within `bounds`. */
  range(top: number, height: number, overscan: number): VirtualItem[] {
    const [first, last] = this.bounds(top, height, overscan);
    const items: VirtualItem[] = [];
    for (let index = first; index <= last; index++)
      items.push({ index, key: this.keys[index]!, start: this.starts[index]!, size: this.sizeAt(index) });
    return items;
  }
}
