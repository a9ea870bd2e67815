/**
 * Immutable append-mostly list. A 32-way trie plus a tail buffer (rather than flat chunks under one
 * top array) so a push copies ≤ 32 slots and lookups walk ≤ log32(n) levels however long the list grows.
 */

type Node = readonly unknown[];

/** Treat as opaque: read it only through the functions of this module. */
export interface PList<T> {
  readonly size: number;
  /** Slots dropped from the front but still held by the trie; physical index = index + offset. */
  readonly offset: number;
  readonly shift: number;
  readonly root: Node;
  readonly tail: readonly T[];
}

const BITS = 5;
const WIDTH = 32;
const MASK = 31;

function make<T>(size: number, offset: number, shift: number, root: Node, tail: readonly T[]): PList<T> {
  return { size, offset, shift, root, tail };
}

const empty: PList<never> = make(0, 0, BITS, [], []);

/** Trie slots always come in full leaves of 32, so the tail starts at a multiple of 32. */
const tailStart = (list: PList<unknown>): number => list.offset + list.size - list.tail.length;

function leafFor<T>(list: PList<T>, p: number): readonly T[] {
  if (p >= tailStart(list)) return list.tail;
  let node = list.root;
  for (let shift = list.shift; shift > 0; shift -= BITS) node = node[(p >>> shift) & MASK] as Node;
  return node as readonly T[];
}

const inRange = (list: PList<unknown>, index: number): boolean =>
  Number.isInteger(index) && index >= 0 && index < list.size;

/** The empty list (one shared instance). */
export function emptyList<T>(): PList<T> {
  return empty;
}

/** Number of values, O(1). */
export function listSize<T>(list: PList<T>): number {
  return list.size;
}

/** The value at `index`, or `undefined` for a negative, fractional or out-of-range index. O(log32 n). */
export function listGet<T>(list: PList<T>, index: number): T | undefined {
  if (!inRange(list, index)) return undefined;
  const p = index + list.offset;
  return leafFor(list, p)[p & MASK];
}

function newPath(shift: number, leaf: Node): Node {
  return shift === 0 ? leaf : [newPath(shift - BITS, leaf)];
}

function pushLeaf(node: Node, shift: number, p: number, leaf: Node): Node {
  const copy = node.slice();
  const i = (p >>> shift) & MASK;
  const child = node[i] as Node | undefined;
  copy[i] = shift === BITS ? leaf : child ? pushLeaf(child, shift - BITS, p, leaf) : newPath(shift - BITS, leaf);
  return copy;
}

/** Appends `value`: copies the ≤ 32-slot tail, and once in 32 pushes one trie path. */
export function listPush<T>(list: PList<T>, value: T): PList<T> {
  const { size, offset, shift, root, tail } = list;
  if (tail.length < WIDTH) return make(size + 1, offset, shift, root, [...tail, value]);
  const start = tailStart(list);
  if (start === 2 ** (shift + BITS)) return make(size + 1, offset, shift + BITS, [root, newPath(shift, tail)], [value]);
  return make(size + 1, offset, shift, pushLeaf(root, shift, start, tail), [value]);
}

function setIn(node: Node, shift: number, p: number, value: unknown): Node {
  const copy = node.slice();
  const i = (p >>> shift) & MASK;
  copy[i] = shift === 0 ? value : setIn(node[i] as Node, shift - BITS, p, value);
  return copy;
}

/**
 * Replaces the value at `index`; returns `list` itself when that value is already `===` to `value`.
 * @throws RangeError for an index outside `[0, size)` (use `listPush` to append).
 */
export function listSet<T>(list: PList<T>, index: number, value: T): PList<T> {
  if (!inRange(list, index)) throw new RangeError(`listSet: index ${index} outside [0, ${list.size})`);
  if (listGet(list, index) === value) return list;
  const p = index + list.offset;
  const start = tailStart(list);
  if (p < start) return make(list.size, list.offset, list.shift, setIn(list.root, list.shift, p, value), list.tail);
  const tail = list.tail.slice();
  tail[p - start] = value;
  return make(list.size, list.offset, list.shift, list.root, tail);
}

/** Builds a list in O(n), copying `array` (later changes to it do not leak in). */
export function listFromArray<T>(array: readonly T[]): PList<T> {
  const n = array.length;
  if (n === 0) return empty;
  const start = n - 1 - ((n - 1) % WIDTH);
  let level: Node[] = [];
  for (let i = 0; i < start; i += WIDTH) level.push(array.slice(i, i + WIDTH));
  let shift = BITS;
  for (; level.length > WIDTH; shift += BITS) {
    const parents: Node[] = [];
    for (let i = 0; i < level.length; i += WIDTH) parents.push(level.slice(i, i + WIDTH));
    level = parents;
  }
  return make(n, 0, shift, level, array.slice(start));
}

/** Yields [leaf, first slot, slot count] for the contiguous runs covering indices [from, to). */
function* runs<T>(list: PList<T>, from: number, to: number): Generator<[readonly T[], number, number]> {
  for (let i = from; i < to;) {
    const p = i + list.offset;
    const base = p & MASK;
    const count = Math.min(to - i, WIDTH - base);
    yield [leafFor(list, p), base, count];
    i += count;
  }
}

function clamp(index: number, size: number): number {
  const i = Math.trunc(index) || 0;
  return i < 0 ? Math.max(size + i, 0) : Math.min(i, size);
}

/** Values in [start, end) as a fresh array, with `Array.prototype.slice` rules (negative counts from the end). */
export function listSlice<T>(list: PList<T>, start = 0, end = list.size): T[] {
  const out: T[] = [];
  for (const [leaf, base, count] of runs(list, clamp(start, list.size), clamp(end, list.size))) {
    for (let k = base; k < base + count; k++) out.push(leaf[k] as T);
  }
  return out;
}

/** All values, first to last, as a fresh array. */
export function listToArray<T>(list: PList<T>): T[] {
  return listSlice(list);
}

/** Values in order, first to last. */
export function* listValues<T>(list: PList<T>): IterableIterator<T> {
  for (const [leaf, base, count] of runs(list, 0, list.size)) {
    for (let k = base; k < base + count; k++) yield leaf[k] as T;
  }
}

/**
 * Drops the first `n` values (`n` ≤ 0 or NaN: `list` itself; `n` ≥ size: empty). O(1) by moving an
 * offset; once the dead prefix outgrows the live part the list is rebuilt compactly, O(kept) but
 * amortized O(1) per dropped value, so a bounded log never holds more than ~2× its live values.
 */
export function listDropFirst<T>(list: PList<T>, n: number): PList<T> {
  const drop = Math.floor(n);
  if (!(drop > 0) || list.size === 0) return list;
  if (drop >= list.size) return empty;
  const rest = make(list.size - drop, list.offset + drop, list.shift, list.root, list.tail);
  return rest.offset > rest.size ? listFromArray(listToArray(rest)) : rest;
}
