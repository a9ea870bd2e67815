import type { Operation } from 'fast-json-patch';
import { describe, expect, it } from 'vitest';
import { everyOperation } from '../../testing/patch-fixtures';
import { treeFromJson, treeToJson, type JsonTree } from './json-tree';
import { applyPatchToTree } from './json-tree-patch';

const base = () =>
  treeFromJson({ a: { b: { c: 1 }, list: [1, 2, 3] }, untouched: { deep: { x: 1 } }, 'x/y': { '~z': 0 } });

function apply(tree: JsonTree, ...ops: unknown[]): unknown {
  const outcome = applyPatchToTree(tree, ops as Operation[]);
  if (!outcome.ok) throw new Error(outcome.reason);
  return treeToJson(outcome.tree);
}

function reason(tree: JsonTree, ...ops: unknown[]): string {
  const outcome = applyPatchToTree(tree, ops as Operation[]);
  return outcome.ok ? 'ok' : outcome.reason;
}

describe('applyPatchToTree', () => {
  it('applies every RFC 6902 operation and reports the paths', () => {
    const outcome = applyPatchToTree(base(), [...everyOperation, { op: 'add', path: '/x~1y/~0z', value: 5 }]);
    expect(outcome.ok && treeToJson(outcome.tree)).toEqual({
      a: { b: { c: 2 }, list: [2, 3, 4] },
      untouched: { deep: { x: 1 } },
      'x/y': { '~z': 5 },
      moved: { c: 2 },
    });
    expect(outcome.ok && outcome.paths).toEqual([
      '/a/b/c',
      '/a/list/-',
      '/a/list/0',
      '/a/copied',
      '/moved',
      '/moved/c',
      '/x~1y/~0z',
    ]);
  });

  it('leaves the previous version untouched and shares every container off the patched path', () => {
    const tree = base();
    const before = treeToJson(tree) as { a: { list: unknown }; untouched: unknown };
    const after = apply(tree, { op: 'replace', path: '/a/b/c', value: 9 }) as typeof before;
    expect(treeToJson(tree)).toEqual({
      a: { b: { c: 1 }, list: [1, 2, 3] },
      untouched: { deep: { x: 1 } },
      'x/y': { '~z': 0 },
    });
    expect(after.untouched).toBe(before.untouched);
    expect(after.a.list).toBe(before.a.list);
    expect(after.a).not.toBe(before.a);
  });

  it('is all or nothing and says why it failed', () => {
    const tree = base();
    expect(
      reason(tree, { op: 'replace', path: '/a/b/c', value: 5 }, { op: 'replace', path: '/missing/x', value: 1 }),
    ).toMatch(/^patch failed: /);
    expect(reason(tree, { op: 'test', path: '/a/b/c', value: 2 })).toBe('test failed: Test operation failed');
    expect(reason(tree, { op: 'test', path: '/a/nope', value: 2 })).toMatch(/^test failed: /);
    expect(reason(tree, { op: 'test', path: '/nope/deeper', value: 2 })).toMatch(/^patch failed: /);
    expect(treeToJson(tree)).toMatchObject({ a: { b: { c: 1 } } });
  });

  it('checks targets as fast-json-patch does', () => {
    const tree = base();
    expect(reason(tree, { op: 'remove', path: '/a/nope' })).toMatch(/does not exist/);
    expect(reason(tree, { op: 'replace', path: '/a/nope', value: 1 })).toMatch(/does not exist/);
    expect(reason(tree, { op: 'add', path: '/nope/x', value: 1 })).toMatch(/`add` operation/);
    expect(reason(tree, { op: 'add', path: '/a/b/c/d', value: 1 })).toMatch(/desired path/);
    expect(reason(tree, { op: 'copy', from: '/nope', path: '/x' })).toMatch(/from a path that does not exist/);
    expect(reason(tree, { op: 'add', path: 'a', value: 1 })).toMatch(/must start with "\/"/);
    expect(reason(tree, { op: 'add', path: '/a' })).toMatch(/`value` property is not present/);
    expect(reason(tree, { op: 'frobnicate', path: '/a' })).toMatch(/not one of operations/);
    expect(apply(treeFromJson({ a: 1 }), { op: 'add', path: '/a', value: 2 })).toEqual({ a: 2 });
  });

  it('follows fast-json-patch on array indices', () => {
    const tree = treeFromJson({ l: [1, 2, 3] });
    expect(apply(tree, { op: 'add', path: '/l/3', value: 4 })).toEqual({ l: [1, 2, 3, 4] });
    expect(reason(tree, { op: 'add', path: '/l/4', value: 4 })).toMatch(/MUST NOT be greater/);
    expect(reason(tree, { op: 'replace', path: '/l/3', value: 4 })).toMatch(/does not exist/);
    expect(reason(tree, { op: 'replace', path: '/l/-', value: 4 })).toMatch(/does not exist/);
    expect(reason(tree, { op: 'add', path: '/l/x', value: 4 })).toMatch(/unsigned base-10 integer/);
    expect(apply(tree, { op: 'add', path: '/l/', value: 0 })).toEqual({ l: [0, 1, 2, 3] });
    expect(apply(tree, { op: 'add', path: '/l/01', value: 9 })).toEqual({ l: [1, 9, 2, 3] });
    expect(reason(tree, { op: 'replace', path: '/l/01', value: 9 })).toMatch(/does not exist/);
    expect(apply(tree, { op: 'add', path: '/l/4294967297', value: 9 })).toEqual({ l: [1, 9, 2, 3] });
    expect(apply(tree, { op: 'copy', from: '/l/0', path: '/l/99' })).toEqual({ l: [1, 2, 3, 1] });
    expect(apply(tree, { op: 'move', from: '/l/0', path: '/l/2' })).toEqual({ l: [2, 3, 1] });
    expect(apply(tree, { op: 'test', path: '/l/01', value: 2 })).toEqual({ l: [1, 2, 3] });
  });

  it('copies by value: the copy and its source are distinct objects', () => {
    const copied = apply(treeFromJson({ a: { b: [1] } }), { op: 'copy', from: '/a', path: '/c' }) as {
      a: { b: unknown };
      c: { b: unknown };
    };
    expect(copied.c).toEqual(copied.a);
    expect(copied.c).not.toBe(copied.a);
    expect(copied.c.b).not.toBe(copied.a.b);
  });

  it('keeps plain-object key order: move onto itself and remove-then-add go to the end', () => {
    const tree = treeFromJson({ a: 1, b: 2, c: 3 });
    expect(Object.keys(apply(tree, { op: 'replace', path: '/a', value: 0 }) as object)).toEqual(['a', 'b', 'c']);
    expect(Object.keys(apply(tree, { op: 'move', from: '/a', path: '/a' }) as object)).toEqual(['b', 'c', 'a']);
    expect(
      Object.keys(apply(tree, { op: 'remove', path: '/b' }, { op: 'add', path: '/b', value: 2 }) as object),
    ).toEqual(['a', 'c', 'b']);
  });

  it('handles the root path', () => {
    const tree = treeFromJson({ a: { b: 1 } });
    expect(apply(tree, { op: 'replace', path: '', value: { z: 1 } })).toEqual({ z: 1 });
    expect(apply(tree, { op: 'remove', path: '' })).toBeNull();
    expect(apply(tree, { op: 'move', from: '/a', path: '' })).toEqual({ b: 1 });
    expect(apply(tree, { op: 'copy', from: '/nope', path: '' })).toBeUndefined();
    expect(apply(tree, { op: 'copy', from: '', path: '/self' })).toEqual({ a: { b: 1 }, self: { a: { b: 1 } } });
    expect(apply(tree, { op: 'test', path: '', value: { a: { b: 1 } } })).toEqual({ a: { b: 1 } });
    expect(reason(treeFromJson('text'), { op: 'replace', path: '/x', value: 1 })).toMatch(/^patch failed/);
  });

  it('refuses prototype pollution, even through an own `constructor` key', () => {
    const tree = treeFromJson(JSON.parse('{"a":{},"constructor":{"prototype":{}}}'));
    for (const op of [
      { op: 'add', path: '/__proto__/polluted', value: true },
      { op: 'add', path: '/constructor/prototype/polluted', value: true },
      { op: 'copy', from: '/__proto__', path: '/x' },
      { op: 'move', from: '/a/__proto__', path: '' },
    ])
      expect(reason(tree, op)).toMatch(/^patch failed: .*__proto__/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('differs from fast-json-patch only where it would leave non-JSON or lose a value', () => {
    const tree = treeFromJson({ list: [{}, 5] });
    expect(reason(tree, { op: 'replace', path: '/toString', value: 1 })).toMatch(/does not exist/);
    expect(reason(tree, { op: 'copy', from: '/list/length', path: '/n' })).toMatch(/from a path/);
    expect(reason(tree, { op: '_get', path: '/list' })).toMatch(/not one of operations/);
    expect(reason(tree, { op: 'copy', from: 'list', path: '/n' })).toMatch(/from a path/);
    expect(reason(treeFromJson({ list: [{}, {}, 5] }), { op: 'move', from: '/list/0', path: '/list/1/x' })).toMatch(
      /^patch failed/,
    );
  });

  it('refuses a move into its own child (RFC 6902 §4.4) as applyPatchShared does', () => {
    const tree = treeFromJson({ list: [{}, {}] });
    expect(reason(tree, { op: 'move', from: '', path: '/self' })).toMatch(/into itself/);
    expect(reason(tree, { op: 'move', from: '/list/0', path: '/list/0/x' })).toMatch(/into itself/);
    expect(apply(tree, { op: 'move', from: '/list', path: '/list' })).toEqual({ list: [{}, {}] });
    expect(apply(treeFromJson({ list: [1, {}, {}] }), { op: 'move', from: '/list/0', path: '/list/1/x' })).toEqual({
      list: [{}, { x: 1 }],
    });
  });
});
