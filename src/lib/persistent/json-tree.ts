import { boundedText, maxValueDepth } from '../bound-depth';
import {
  listDropFirst,
  listFromArray,
  listGet,
  listPush,
  listSet,
  listSize,
  listToArray,
  listValues,
  type PList,
} from './persistent-list';
import { mapDelete, mapEntries, mapFromEntries, mapGet, mapSet, type PMap } from './persistent-map';

/**
 * A JSON value as persistent structures, so a patch rebuilds only the containers on its path.
 * Objects remember each key's insertion sequence so they materialize in plain-object key order.
 */

type Scalar = null | boolean | number | string | undefined;
interface Slot {
  readonly seq: number;
  readonly value: JsonTree;
}
export interface JsonObjectNode {
  readonly kind: 'object';
  readonly entries: PMap<Slot>;
  readonly nextSeq: number;
}
export interface JsonArrayNode {
  readonly kind: 'array';
  readonly items: PList<JsonTree>;
}
/** Treat as opaque: read it only through the functions of this module and `json-tree-patch`. */
export type JsonTree = Scalar | JsonObjectNode | JsonArrayNode;
export type JsonContainer = JsonObjectNode | JsonArrayNode;

const materialized = new WeakMap<JsonContainer, unknown>();

export const isContainer = (tree: JsonTree): tree is JsonContainer => typeof tree === 'object' && tree !== null;
export const isArrayNode = (tree: JsonTree): tree is JsonArrayNode => isContainer(tree) && tree.kind === 'array';
export const arraySize = (node: JsonArrayNode): number => listSize(node.items);

/**
 * Builds the tree in O(size). Any non-array object counts as a plain object (its own enumerable keys).
 * Values come in bounded (`boundDepth`); past `maxValueDepth` a container is kept as text, so this
 * recursion stays bounded whatever the caller passes.
 */
export function treeFromJson(value: unknown, depth = 0): JsonTree {
  if (typeof value !== 'object' || value === null) return value as Scalar;
  if (depth >= maxValueDepth) return boundedText(value);
  const below = (item: unknown) => treeFromJson(item, depth + 1);
  if (Array.isArray(value)) return { kind: 'array', items: listFromArray(value.map(below)) };
  const keys = Object.keys(value);
  const record = value as Record<string, unknown>;
  return {
    kind: 'object',
    entries: mapFromEntries(keys.map((key, seq) => [key, { seq, value: below(record[key]) }])),
    nextSeq: keys.length,
  };
}

/** An equal tree sharing no container with `tree`, O(size): a copied value must not materialize as the same object twice. */
export function cloneTree(tree: JsonTree): JsonTree {
  if (!isContainer(tree)) return tree;
  if (tree.kind === 'array') return { kind: 'array', items: listFromArray(listToArray(tree.items).map(cloneTree)) };
  const entries = [...mapEntries(tree.entries)].map(([key, slot]): [string, Slot] => [
    key,
    { seq: slot.seq, value: cloneTree(slot.value) },
  ]);
  return { kind: 'object', entries: mapFromEntries(entries), nextSeq: tree.nextSeq };
}

/**
 * The plain (frozen) JSON value, built once per node: a container untouched by a patch keeps its
 * materialized identity in every later version. Materializing a rebuilt object of K keys is O(K log K).
 */
export function treeToJson(tree: JsonTree): unknown {
  if (!isContainer(tree)) return tree;
  const cached = materialized.get(tree);
  if (cached !== undefined) return cached;
  let value: unknown;
  if (tree.kind === 'array') {
    const out: unknown[] = [];
    for (const item of listValues(tree.items)) out.push(treeToJson(item));
    value = Object.freeze(out);
  } else {
    const out: Record<string, unknown> = {};
    const slots = [...mapEntries(tree.entries)].sort((a, b) => a[1].seq - b[1].seq);
    for (const [key, slot] of slots) {
      // Assigning `__proto__` would set the prototype; JSON data may hold it as an ordinary key.
      if (key === '__proto__')
        Object.defineProperty(out, key, {
          value: treeToJson(slot.value),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      else out[key] = treeToJson(slot.value);
    }
    value = Object.freeze(out);
  }
  materialized.set(tree, value);
  return value;
}

const canonicalIndex = (key: string): number | undefined => (/^(0|[1-9]\d*)$/.test(key) ? Number(key) : undefined);

/**
 * `tree[key]` restricted to data: an object's own key, an array element (number, or a canonical
 * index string), a string's character or length. Throws, as JS does, on null or undefined.
 */
export function childOf(tree: JsonTree, key: string | number): JsonTree {
  if (tree === null || tree === undefined)
    throw new TypeError(`Cannot read properties of ${String(tree)} (reading '${key}')`);
  if (typeof tree === 'string') {
    if (key === 'length') return tree.length;
    const index = typeof key === 'number' ? key : canonicalIndex(key);
    return index === undefined ? undefined : tree[index];
  }
  if (!isContainer(tree)) return undefined;
  if (tree.kind === 'object') return typeof key === 'string' ? mapGet(tree.entries, key)?.value : undefined;
  const index = typeof key === 'number' ? key : canonicalIndex(key);
  return index === undefined ? undefined : listGet(tree.items, index);
}

/** Sets an object key (keeping its position when present) or replaces an existing array element. */
export function withChild(node: JsonContainer, key: string | number, child: JsonTree): JsonContainer {
  if (node.kind === 'array') return { kind: 'array', items: listSet(node.items, Number(key), child) };
  const name = String(key);
  const slot = mapGet(node.entries, name);
  if (slot)
    return slot.value === child
      ? node
      : { ...node, entries: mapSet(node.entries, name, { seq: slot.seq, value: child }) };
  return {
    kind: 'object',
    entries: mapSet(node.entries, name, { seq: node.nextSeq, value: child }),
    nextSeq: node.nextSeq + 1,
  };
}

/** Inserts with `Array.prototype.splice` index rules. Appending is O(log n); elsewhere the list is rebuilt, O(n). */
export function insertItem(node: JsonArrayNode, index: number, child: JsonTree): JsonArrayNode {
  const size = listSize(node.items);
  const at = index < 0 ? Math.max(size + index, 0) : Math.min(index, size);
  if (at === size) return { kind: 'array', items: listPush(node.items, child) };
  const items = listToArray(node.items);
  items.splice(at, 0, child);
  return { kind: 'array', items: listFromArray(items) };
}

/** Removes an object key or an existing array element (the first is O(1), others rebuild the list, O(n)). */
export function withoutChild(node: JsonContainer, key: string | number): JsonContainer {
  if (node.kind === 'object') return { ...node, entries: mapDelete(node.entries, String(key)) };
  const index = Number(key);
  if (index === 0) return { kind: 'array', items: listDropFirst(node.items, 1) };
  const items = listToArray(node.items);
  items.splice(index, 1);
  return { kind: 'array', items: listFromArray(items) };
}

/** Decodes a JSON pointer (RFC 6901) into its tokens; `undefined` unless it is '' or starts with '/'. */
export function pointerTokens(pointer: string): string[] | undefined {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) return undefined;
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The materialized value at an RFC 6901 pointer (object keys and canonical array indices only), or undefined. */
export function treeGet(tree: JsonTree, pointer: string): unknown {
  const tokens = pointerTokens(pointer);
  if (tokens === undefined) return undefined;
  let node = tree;
  for (const token of tokens) {
    if (!isContainer(node)) return undefined;
    node = childOf(node, token);
  }
  return treeToJson(node);
}
