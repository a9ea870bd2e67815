/**
 * Immutable string-keyed map: a 32-way hash array mapped trie with collision buckets.
 * An update copies only the ≤ 7 branch nodes on its path; every other node is shared.
 */

export type HashFn = (key: string) => number;

type Edit = object | null;
interface Leaf<V> {
  readonly t: 0;
  readonly hash: number;
  readonly key: string;
  readonly value: V;
}
interface Bucket<V> {
  readonly t: 1;
  readonly hash: number;
  keys: string[];
  values: V[];
  readonly edit: Edit;
}
interface Branch<V> {
  readonly t: 2;
  bitmap: number;
  children: Node<V>[];
  readonly edit: Edit;
}
type Node<V> = Leaf<V> | Bucket<V> | Branch<V>;

/** Treat as opaque: read it only through the functions of this module. */
export interface PMap<V> {
  readonly size: number;
  readonly root: Node<V> | null;
  readonly hash: HashFn;
}

/** `edit` is a token owned by one `mapFromEntries` call: only nodes it created may be mutated. */
interface Op {
  readonly edit: Edit;
  delta: number;
}

const BITS = 5;
const MASK = 31;
const absent: unique symbol = Symbol('absent');

/** FNV-1a with a murmur3 finalizer, so ids differing in one trailing digit spread across the trie. */
export function stringHash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

const bitFor = (hash: number, shift: number): number => 1 << ((hash >>> shift) & MASK);
const indexOf = (bitmap: number, bit: number): number => popcount(bitmap & (bit - 1));

function branch<V>(bitmap: number, children: Node<V>[], edit: Edit): Branch<V> {
  return { t: 2, bitmap, children, edit };
}

function bucket<V>(hash: number, keys: string[], values: V[], edit: Edit): Bucket<V> {
  return { t: 1, hash, keys, values, edit };
}

/** Joins two nodes whose hashes differ at or below `shift`, or buckets two keys with equal hashes. */
function merge<V>(a: Leaf<V> | Bucket<V>, b: Leaf<V>, shift: number, edit: Edit): Node<V> {
  if (a.hash === b.hash && a.t === 0) return bucket(a.hash, [a.key, b.key], [a.value, b.value], edit);
  const bitA = bitFor(a.hash, shift);
  const bitB = bitFor(b.hash, shift);
  if (bitA === bitB) return branch(bitA, [merge(a, b, shift + BITS, edit)], edit);
  return branch(bitA | bitB, bitA >>> 0 < bitB >>> 0 ? [a, b] : [b, a], edit);
}

function putBucket<V>(node: Bucket<V>, key: string, value: V, op: Op): Bucket<V> {
  const i = node.keys.indexOf(key);
  if (i >= 0 && node.values[i] === value) return node;
  const owned = op.edit !== null && node.edit === op.edit;
  const keys = owned ? node.keys : node.keys.slice();
  const values = owned ? node.values : node.values.slice();
  if (i < 0) op.delta = 1;
  keys[i < 0 ? keys.length : i] = key;
  values[i < 0 ? values.length : i] = value;
  return owned ? node : bucket(node.hash, keys, values, op.edit);
}

function putBranch<V>(node: Branch<V>, shift: number, hash: number, key: string, value: V, op: Op): Branch<V> {
  const bit = bitFor(hash, shift);
  const i = indexOf(node.bitmap, bit);
  const present = (node.bitmap & bit) !== 0;
  const child = present ? put(node.children[i]!, shift + BITS, hash, key, value, op) : leaf(hash, key, value, op);
  if (present && child === node.children[i]) return node;
  const owned = op.edit !== null && node.edit === op.edit;
  const children = owned ? node.children : node.children.slice();
  if (present) children[i] = child;
  else children.splice(i, 0, child);
  if (!owned) return branch(node.bitmap | bit, children, op.edit);
  node.bitmap |= bit;
  return node;
}

function leaf<V>(hash: number, key: string, value: V, op: Op): Leaf<V> {
  op.delta = 1;
  return { t: 0, hash, key, value };
}

function put<V>(node: Node<V>, shift: number, hash: number, key: string, value: V, op: Op): Node<V> {
  if (node.t === 2) return putBranch(node, shift, hash, key, value, op);
  if (node.t === 1 && node.hash === hash) return putBucket(node, key, value, op);
  if (node.t === 0 && node.key === key) return node.value === value ? node : { t: 0, hash, key, value };
  return merge(node, leaf(hash, key, value, op), shift, op.edit);
}

function removeFromBucket<V>(node: Bucket<V>, key: string): Node<V> {
  const i = node.keys.indexOf(key);
  if (i < 0) return node;
  if (node.keys.length === 2) return { t: 0, hash: node.hash, key: node.keys[1 - i]!, value: node.values[1 - i]! };
  return bucket(
    node.hash,
    node.keys.filter((_, j) => j !== i),
    node.values.filter((_, j) => j !== i),
    null,
  );
}

/** Keeps the trie canonical: a branch left holding one leaf or bucket is replaced by that child. */
function removeFromBranch<V>(node: Branch<V>, shift: number, hash: number, key: string): Node<V> | null {
  const bit = bitFor(hash, shift);
  if ((node.bitmap & bit) === 0) return node;
  const i = indexOf(node.bitmap, bit);
  const child = node.children[i]!;
  const next = remove(child, shift + BITS, hash, key);
  if (next === child) return node;
  if (next !== null) {
    if (node.children.length === 1 && next.t !== 2) return next;
    const children = node.children.slice();
    children[i] = next;
    return branch(node.bitmap, children, null);
  }
  if (node.children.length === 1) return null;
  const rest = node.children.filter((_, j) => j !== i);
  if (rest.length === 1 && rest[0]!.t !== 2) return rest[0]!;
  return branch(node.bitmap & ~bit, rest, null);
}

function remove<V>(node: Node<V>, shift: number, hash: number, key: string): Node<V> | null {
  if (node.t === 2) return removeFromBranch(node, shift, hash, key);
  if (node.hash !== hash) return node;
  if (node.t === 1) return removeFromBucket(node, key);
  return node.key === key ? null : node;
}

function lookup<V>(map: PMap<V>, key: string): V | typeof absent {
  const hash = map.hash(key) | 0;
  let node = map.root;
  for (let shift = 0; node !== null; shift += BITS) {
    if (node.t === 0) return node.key === key ? node.value : absent;
    if (node.t === 1) {
      const i = node.hash === hash ? node.keys.indexOf(key) : -1;
      return i < 0 ? absent : node.values[i]!;
    }
    const bit = bitFor(hash, shift);
    node = (node.bitmap & bit) === 0 ? null : node.children[indexOf(node.bitmap, bit)]!;
  }
  return absent;
}

/** An empty map. `hash` is a seam for tests that need forced collisions; maps only mix with maps of the same hash. */
export function emptyMap<V>(hash: HashFn = stringHash): PMap<V> {
  return { size: 0, root: null, hash };
}

/** The value under `key`, or `undefined` when absent (use `mapHas` if `undefined` is a stored value). */
export function mapGet<V>(map: PMap<V>, key: string): V | undefined {
  const value = lookup(map, key);
  return value === absent ? undefined : value;
}

/** Whether `key` is present, even when its value is `undefined`. */
export function mapHas<V>(map: PMap<V>, key: string): boolean {
  return lookup(map, key) !== absent;
}

/** Number of keys, O(1). */
export function mapSize<V>(map: PMap<V>): number {
  return map.size;
}

/** Returns `map` itself when `key` already holds a value `===` to `value`. */
export function mapSet<V>(map: PMap<V>, key: string, value: V): PMap<V> {
  return setWith(map, key, value, { edit: null, delta: 0 });
}

function setWith<V>(map: PMap<V>, key: string, value: V, op: Op): PMap<V> {
  const hash = map.hash(key) | 0;
  const root = map.root === null ? leaf(hash, key, value, op) : put(map.root, 0, hash, key, value, op);
  return root === map.root && op.delta === 0 ? map : { size: map.size + op.delta, root, hash: map.hash };
}

/** Returns `map` itself when `key` is absent. */
export function mapDelete<V>(map: PMap<V>, key: string): PMap<V> {
  if (map.root === null) return map;
  const root = remove(map.root, 0, map.hash(key) | 0, key);
  return root === map.root ? map : { size: map.size - 1, root, hash: map.hash };
}

/** Builds a map, mutating its own fresh nodes while building; a later key overwrites an earlier equal one. */
export function mapFromEntries<V>(entries: Iterable<readonly [string, V]>, hash: HashFn = stringHash): PMap<V> {
  const op: Op = { edit: {}, delta: 0 };
  let map = emptyMap<V>(hash);
  for (const [key, value] of entries) {
    op.delta = 0;
    map = setWith(map, key, value, op);
  }
  return map;
}

function* walk<V>(node: Node<V> | null): Generator<[string, V]> {
  if (node === null) return;
  if (node.t === 0) yield [node.key, node.value];
  else if (node.t === 1) for (let i = 0; i < node.keys.length; i++) yield [node.keys[i]!, node.values[i]!];
  else for (const child of node.children) yield* walk(child);
}

/** Entries in unspecified (hash) order. */
export function mapEntries<V>(map: PMap<V>): IterableIterator<[string, V]> {
  return walk(map.root);
}

/** Values in unspecified (hash) order. */
export function* mapValues<V>(map: PMap<V>): IterableIterator<V> {
  for (const [, value] of walk(map.root)) yield value;
}

/** A plain snapshot for tests and debugging; O(n). */
export function mapToRecord<V>(map: PMap<V>): Record<string, V> {
  return Object.fromEntries(walk(map.root));
}
