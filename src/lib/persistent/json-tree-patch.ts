import { _areEquals, applyOperation, validator, type Operation } from 'fast-json-patch/module/core.mjs';
import { boundDepth, maxValueDepth, valueDepth } from '../bound-depth';
import {
  arraySize,
  childOf,
  cloneTree,
  insertItem,
  isArrayNode,
  isContainer,
  pointerTokens,
  treeFromJson,
  treeToJson,
  withChild,
  withoutChild,
  type JsonArrayNode,
  type JsonContainer,
  type JsonTree,
} from './json-tree';
import { patchFailure } from './patch-shared';

/** `cut`: a written value would have nested the tree deeper than `maxValueDepth`; its deeper part is text. */
export type TreePatchOutcome =
  { ok: true; tree: JsonTree; paths: string[]; cut?: true } | { ok: false; reason: string };

type Key = string | number;
type Step = readonly [JsonContainer, Key];

// fast-json-patch's own wording, so a reason reads the same as it did with applyPatchShared.
const illegalIndex =
  'Expected an unsigned base-10 integer value, making the new referenced value the array element with the zero-based index';
const outOfBounds = 'The specified index MUST NOT be greater than the number of elements in the array';
const unresolvable = 'Cannot perform operation at the desired path';
const missingTarget = 'Cannot perform the operation at a path that does not exist';
const cannotAdd = 'Cannot perform an `add` operation at the desired path';
const missingFrom = 'Cannot perform the operation from a path that does not exist';
const invalidOp = 'Operation `op` property is not one of operations defined in RFC-6902';
const rfcOps = new Set<string>(['add', 'remove', 'replace', 'move', 'copy', 'test']);

function fail(message: string, name = 'PATCH_FAILED'): never {
  throw Object.assign(new Error(message), { name });
}

function checkBan(token: string, previous: string | undefined): void {
  if (token === '__proto__' || (token === 'prototype' && previous === 'constructor')) {
    throw new TypeError('modifying `__proto__` or `constructor/prototype` is banned for security reasons');
  }
}

/** fast-json-patch's array token: '-' is the end, any run of digits (even '' or '007') is `Number(token) | 0`. */
function arrayKey(node: JsonArrayNode, token: string, strict: boolean): Key {
  if (token === '-') return arraySize(node);
  if (/^\d*$/.test(token)) return Number(token) | 0;
  return strict ? fail(illegalIndex) : token;
}

function rebuild(trail: readonly Step[], child: JsonTree): JsonTree {
  let node = child;
  for (let i = trail.length - 1; i >= 0; i--) node = withChild(trail[i]![0], trail[i]![1], node);
  return node;
}

function testEqual(actual: JsonTree, expected: unknown): void {
  if (!_areEquals(treeToJson(actual), expected)) fail('Test operation failed', 'TEST_OPERATION_FAILED');
}

/** The value at an existing location: own keys and canonical indices only, as fast-json-patch validates `from`. */
function locate(root: JsonTree, pointer: string): JsonTree {
  const tokens = pointerTokens(pointer)!;
  let node = root;
  for (let i = 0; i < tokens.length; i++) {
    checkBan(tokens[i]!, tokens[i - 1]);
    node = childOf(node, tokens[i]!);
    if (node === undefined || (i < tokens.length - 1 && !isContainer(node))) return undefined;
  }
  return node;
}

/** fast-json-patch reads a `from` unvalidated when the target is the root: a missing last token gives `undefined`. */
function readLoose(root: JsonTree, pointer: string): JsonTree {
  const tokens = pointerTokens(pointer)!;
  return tokens.reduce<JsonTree>((node, token, i) => {
    checkBan(token, tokens[i - 1]);
    return childOf(node, isArrayNode(node) ? arrayKey(node, token, false) : token);
  }, root);
}

function detach(root: JsonContainer, pointer: string): [JsonTree, JsonTree] {
  const tokens = pointerTokens(pointer)!;
  const trail: Step[] = [];
  let node = root;
  for (const token of tokens.slice(0, -1)) {
    trail.push([node, token]);
    node = childOf(node, token) as JsonContainer;
  }
  const key = tokens.at(-1)!;
  return [rebuild(trail, withoutChild(node, key)), childOf(node, key)];
}

/**
 * The add that ends a move or copy: fast-json-patch does it unchecked (the target was checked before a
 * move's removal), so past-the-end indices append. Where its unchecked write would be lost (into a
 * scalar, or as a non-index property of an array, after a removal shifted that array) we fail instead.
 */
function addLoose(root: JsonTree, pointer: string, value: JsonTree): JsonTree {
  const tokens = pointerTokens(pointer)!;
  const trail: Step[] = [];
  let node = root;
  for (let i = 0; ; i++) {
    if (!isContainer(node)) return fail(unresolvable);
    checkBan(tokens[i]!, tokens[i - 1]);
    const key = isArrayNode(node) ? arrayKey(node, tokens[i]!, false) : tokens[i]!;
    if (i === tokens.length - 1) {
      if (!isArrayNode(node)) return rebuild(trail, withChild(node, key, value));
      return typeof key === 'number' ? rebuild(trail, insertItem(node, key, value)) : fail(illegalIndex);
    }
    trail.push([node, key]);
    node = childOf(node, key);
  }
}

function checkTarget(root: JsonContainer, op: Operation, found: boolean, last: boolean): void {
  if (op.op === 'add' && !last) fail(cannotAdd);
  if ((op.op === 'replace' || op.op === 'remove') && !(found && last)) fail(missingTarget);
  if ((op.op === 'move' || op.op === 'copy') && locate(root, op.from) === undefined) fail(missingFrom);
}

function finish(root: JsonContainer, trail: readonly Step[], node: JsonContainer, key: Key, op: Operation): JsonTree {
  switch (op.op) {
    case 'add':
      return rebuild(
        trail,
        node.kind === 'array'
          ? insertItem(node, key as number, treeFromJson(op.value))
          : withChild(node, key, treeFromJson(op.value)),
      );
    case 'replace':
      return rebuild(trail, withChild(node, key, treeFromJson(op.value)));
    case 'remove':
      return rebuild(trail, withoutChild(node, key));
    case 'test':
      testEqual(childOf(node, key), op.value);
      return root;
    case 'copy':
      return addLoose(root, op.path, cloneTree(locate(root, op.from)));
    case 'move': {
      const [rest, value] = detach(root, op.from);
      return addLoose(rest, op.path, value);
    }
    default:
      return fail(invalidOp);
  }
}

/** fast-json-patch's checked walk: the target is checked against the document at the first missing token or the last. */
function applyBelowRoot(root: JsonContainer, op: Operation): JsonTree {
  const tokens = pointerTokens(op.path)!;
  const trail: Step[] = [];
  let node = root;
  let checked = false;
  for (let i = 0; ; i++) {
    const token = tokens[i]!;
    const last = i === tokens.length - 1;
    checkBan(token, tokens[i - 1]);
    if (!checked) {
      const found = childOf(node, token) !== undefined;
      if (!found || last) checkTarget(root, op, found, last);
      checked = !found || last;
    }
    const key = isArrayNode(node) ? arrayKey(node, token, true) : token;
    if (last) {
      if (op.op === 'add' && isArrayNode(node) && (key as number) > arraySize(node)) fail(outOfBounds);
      return finish(root, trail, node, key, op);
    }
    trail.push([node, key]);
    const next = childOf(node, key);
    if (!isContainer(next)) fail(unresolvable);
    node = next;
  }
}

function applyAtRoot(root: JsonTree, op: Operation): JsonTree {
  switch (op.op) {
    case 'add':
    case 'replace':
      return treeFromJson(op.value);
    case 'remove':
      return null;
    case 'test':
      testEqual(root, op.value);
      return root;
    case 'move':
    case 'copy':
      return readLoose(root, op.from);
    default:
      return fail(invalidOp);
  }
}

/**
 * Patches compose: each may add a bounded value below the last one. So a written value may reach only
 * `maxValueDepth` levels counted from the root (cut to text below that), and a move or copy that would go
 * deeper is refused.
 */
function keepShallow(root: JsonTree, op: Operation, cuts: { count: number }): Operation {
  const tokens = pointerTokens(op.path);
  if (tokens === undefined) return op;
  const budget = maxValueDepth - tokens.length;
  if (op.op === 'add' || op.op === 'replace') {
    const { value, cut } = boundDepth(op.value as unknown, budget);
    if (!cut) return op;
    cuts.count++;
    return { ...op, value };
  }
  if ((op.op === 'move' || op.op === 'copy') && isContainer(root)) {
    const source = pointerTokens(op.from) && locate(root, op.from);
    if (isContainer(source) && valueDepth(treeToJson(source), budget) > budget)
      fail(`${op.op} to ${op.path} would nest the state deeper than ${maxValueDepth} levels`);
  }
  return op;
}

function applyOne(root: JsonTree, op: Operation, index: number): JsonTree {
  validator(op, index);
  if (!rfcOps.has(op.op)) fail(invalidOp, 'OPERATION_OP_INVALID');
  if ((op.op === 'move' || op.op === 'copy') && pointerTokens(op.from) === undefined) fail(missingFrom);
  if (op.op === 'move' && op.path !== op.from && `${op.path}/`.startsWith(`${op.from}/`))
    fail(`cannot move ${op.from || 'the root'} into itself (${op.path})`);
  if (op.path === '') return applyAtRoot(root, op);
  // A scalar document holds nothing to share: fast-json-patch itself decides what a path into it means.
  if (!isContainer(root)) return treeFromJson(applyOperation(root, op, true, true, true, index).newDocument);
  return applyBelowRoot(root, op);
}

/**
 * Applies an RFC 6902 patch with fast-json-patch's semantics, rebuilding only the containers on each
 * operation's path: O(depth × log width) for object keys and array append/replace; inserting or removing
 * inside an array rebuilds that array (O(n)); `copy` clones the copied value and `test` materializes
 * the value it compares (O(its size)).
 * All or nothing: on the first failing operation the reason ('patch failed: …' or 'test failed: …')
 * is returned and `tree` stays valid. Rules kept from fast-json-patch: `-` appends; an array token of
 * digits is `Number(token) | 0` for add/test/move/copy targets (so '' is 0 and '01' is 1) but must name an
 * existing element for replace/remove/from; only `add` checks the upper bound (a move/copy past the end
 * appends); removing the root leaves `null`; a move/copy to the root reads `from` unchecked (missing →
 * `undefined`); a move is checked before its removal; `__proto__` and `constructor/prototype` are refused.
 * Deliberate differences: inherited members (`toString`, an array's `length`) are not data; only the six
 * RFC ops exist; a malformed `from` fails; a move whose write would be silently lost fails.
 * Like applyPatchShared (RFC 6902 §4.4, unchecked by fast-json-patch) a move into its own child fails.
 */
export function applyPatchToTree(tree: JsonTree, ops: readonly Operation[]): TreePatchOutcome {
  let root = tree;
  const cuts = { count: 0 };
  try {
    ops.forEach((op, index) => {
      root = applyOne(root, keepShallow(root, op, cuts), index);
    });
  } catch (error) {
    return patchFailure(error);
  }
  const paths = ops.map((op) => op.path);
  return cuts.count > 0 ? { ok: true, tree: root, paths, cut: true } : { ok: true, tree: root, paths };
}
