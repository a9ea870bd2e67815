import fc from 'fast-check';
import type { Operation } from 'fast-json-patch';
import { describe, expect, it } from 'vitest';
import { treeFromJson, treeToJson } from './json-tree';
import { applyPatchToTree } from './json-tree-patch';
import { applyPatchShared } from './patch-shared';

const numRuns = Number(process.env.FUZZ_RUNS) || 1500;

/* applyPatchToTree against applyPatchShared (fast-json-patch) on random documents and patches. */

// No inherited member names (`toString`, `length`…): the tree deliberately treats them as absent.
const keys = fc.constantFrom('a', 'b', 'c', '0', '1', '10', '', '-', 'x/y', 'm~n', 'prototype');
const scalar = fc.oneof(
  fc.integer({ min: -3, max: 3 }),
  fc.constantFrom('s', '', 'abc'),
  fc.boolean(),
  fc.constant(null),
);
const { json } = fc.letrec<{ json: unknown }>((tie) => ({
  json: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('json'), { maxLength: 4 }),
    fc.dictionary(keys, tie('json'), { maxKeys: 4, noNullPrototype: true }),
  ),
}));
const documentArb = fc.oneof(
  { weight: 8, arbitrary: fc.dictionary(keys, json, { maxKeys: 5, noNullPrototype: true }) },
  { weight: 1, arbitrary: json },
);
const junk = ['zz', '-', '', '01', '5', '4294967297', '4294967295', '2147483648', '__proto__', '~0', '~1', 'a'];

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

function pointersOf(value: unknown, at = ''): string[] {
  if (typeof value !== 'object' || value === null) return [at];
  const children = Array.isArray(value)
    ? value.map((child, i) => pointersOf(child, `${at}/${i}`))
    : Object.entries(value).map(([k, child]) => pointersOf(child, `${at}/${escape(k)}`));
  return [at, ...children.flat()];
}

function patchFor(doc: unknown): fc.Arbitrary<Operation[]> {
  const real = pointersOf(doc);
  const pointer = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...real) },
    { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...real), fc.constantFrom(...junk)).map(([p, j]) => `${p}/${j}`) },
    { weight: 1, arbitrary: fc.constantFrom('/constructor/prototype', '/zz/yy', '') },
  );
  const value = fc.oneof(json, fc.constant({ k: [1, { d: 2 }] }));
  const op = fc.oneof(
    fc.record({ op: fc.constantFrom('add', 'replace', 'test'), path: pointer, value }),
    fc.record({ op: fc.constant('remove'), path: pointer }),
    fc.record({ op: fc.constantFrom('move', 'copy'), from: pointer, path: pointer }),
    {
      weight: 1,
      arbitrary: fc.constantFrom<unknown>(
        { op: 'nope', path: '/a' },
        { op: 'add', path: 'a', value: 1 },
        { op: 'add', path: '/a' },
        null,
        { op: 'copy', path: '/a' },
      ),
    },
  ) as fc.Arbitrary<Operation>;
  return fc.array(op, { minLength: 1, maxLength: 4 });
}

const parent = (pointer: string) => pointer.slice(0, pointer.lastIndexOf('/'));
/**
 * fast-json-patch checks a move's target before the removal shifts its array, then writes unchecked:
 * into a scalar or as an array's non-index property, silently losing the value where the tree fails.
 */
const reentersArray = (op: Operation) =>
  op.op === 'move' &&
  /\/\d+$/.test(op.from) &&
  op.path.startsWith(`${parent(op.from)}/`) &&
  op.path.split('/').length > op.from.split('/').length &&
  !op.path.startsWith(`${op.from}/`);
const comparable = (patch: Operation[]) =>
  !patch.some((op) => typeof op === 'object' && op !== null && reentersArray(op));

/** Whether some container appears twice in the value (a copy must not alias its source). */
function aliases(value: unknown, seen = new Set<object>()): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (seen.has(value)) return true;
  seen.add(value);
  return Object.values(value).some((child) => aliases(child, seen));
}

const kind = (reason: string) => reason.slice(0, reason.indexOf(':'));
const topKey = (pointer: unknown) =>
  typeof pointer === 'string' ? pointer.split('/')[1]?.replace(/~1/g, '/').replace(/~0/g, '~') : undefined;

describe('applyPatchToTree agrees with applyPatchShared', () => {
  it(
    `on random documents and patches, valid and not (${numRuns} runs)`,
    () => {
      const cases = documentArb.chain((doc) => fc.tuple(fc.constant(doc), patchFor(doc).filter(comparable)));
      let applied = 0;
      fc.assert(
        fc.property(cases, ([doc, patch]) => {
          const before = JSON.stringify(doc);
          const tree = treeFromJson(doc);
          const prevJson = treeToJson(tree);
          const ours = applyPatchToTree(tree, patch);
          // Copies that share nothing: fast-json-patch inserts values by reference, and the wire never aliases them.
          const theirs = applyPatchShared(structuredClone(doc), JSON.parse(JSON.stringify(patch)) as Operation[]);
          expect(ours.ok).toBe(theirs.ok);
          expect(JSON.stringify(treeToJson(tree))).toBe(before);
          expect(treeToJson(tree)).toBe(prevJson);
          if (!ours.ok || !theirs.ok) {
            if (!ours.ok && !theirs.ok) expect(kind(ours.reason)).toBe(kind(theirs.reason));
            return;
          }
          applied++;
          const next = treeToJson(ours.tree);
          expect(JSON.stringify(next)).toBe(JSON.stringify(theirs.document));
          expect(next).toEqual(theirs.document);
          expect(aliases(next)).toBe(false);
          expect(ours.paths).toEqual(theirs.paths);
          if (
            typeof prevJson !== 'object' ||
            prevJson === null ||
            Array.isArray(prevJson) ||
            typeof next !== 'object' ||
            next === null ||
            Array.isArray(next)
          )
            return;
          const touched = new Set(patch.flatMap((op) => [op.path, 'from' in op ? op.from : undefined]).map(topKey));
          if (patch.some((op) => op.path === '' || ('from' in op && op.from === ''))) return;
          for (const key of Object.keys(prevJson)) {
            if (!touched.has(key) && key in next)
              expect((next as Record<string, unknown>)[key]).toBe((prevJson as Record<string, unknown>)[key]);
          }
        }),
        { numRuns },
      );
      // A floor against a generator whose patches never apply, not a rate: about 1 in 6.4 apply (219–261 of 1,500 in
      // eight runs), and a run with new seeds once gave 182, under the 1 in 8 this asked before.
      expect(applied).toBeGreaterThan(numRuns / 12);
    },
    // A cap for a hung run, not a speed check: on a busy machine a run takes many times its usual few ms.
    Math.max(60_000, numRuns * 40),
  );
});
