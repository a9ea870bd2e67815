import { describe, expect, it } from 'vitest';
import { maxValueDepth } from '../bound-depth';
import {
  childOf,
  insertItem,
  treeFromJson,
  treeGet,
  treeToJson,
  withChild,
  withoutChild,
  type JsonArrayNode,
  type JsonObjectNode,
} from './json-tree';

const object = (value: Record<string, unknown>) => treeFromJson(value) as JsonObjectNode;
const array = (value: unknown[]) => treeFromJson(value) as JsonArrayNode;

describe('treeFromJson / treeToJson', () => {
  it('round-trips JSON, keeping plain-object key order (integer-like keys first, then insertion order)', () => {
    const value = JSON.parse('{"b":1,"10":[1,{"x":null}],"a":{"":"empty","2":true},"1":"one","x/y~":[]}') as unknown;
    expect(JSON.stringify(treeToJson(treeFromJson(value)))).toBe(JSON.stringify(value));
    for (const scalar of [null, 0, 'text', false]) expect(treeToJson(treeFromJson(scalar))).toBe(scalar);
  });

  it('keeps a container past the depth limit as text, even when given a value 100,000 deep', () => {
    const value = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown;
    const text = JSON.stringify(treeToJson(treeFromJson(value)));
    expect(text.startsWith('['.repeat(maxValueDepth))).toBe(true);
    expect(text.slice(maxValueDepth, maxValueDepth + 2)).toBe('"[');
  });

  it('materializes once per node, frozen, and keeps untouched subtrees identical across versions', () => {
    const tree = object({ a: { deep: [1, 2] }, b: { n: 1 } });
    const first = treeToJson(tree) as { a: unknown; b: unknown };
    expect(treeToJson(tree)).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.a)).toBe(true);
    const next = treeToJson(withChild(tree, 'b', treeFromJson({ n: 2 }))) as { a: unknown; b: unknown };
    expect(next.a).toBe(first.a);
    expect(next).toEqual({ a: { deep: [1, 2] }, b: { n: 2 } });
  });

  it('keeps `__proto__` as an ordinary key instead of setting the prototype', () => {
    const value = JSON.parse('{"__proto__":{"polluted":true},"a":1}') as unknown;
    const out = treeToJson(treeFromJson(value)) as Record<string, unknown>;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out)).toEqual(['__proto__', 'a']);
    expect(out.polluted).toBeUndefined();
  });
});

describe('container edits', () => {
  it('replacing a key keeps its position; removing and adding it again moves it to the end', () => {
    const tree = object({ a: 1, b: 2, c: 3 });
    expect(Object.keys(treeToJson(withChild(tree, 'a', 9)) as object)).toEqual(['a', 'b', 'c']);
    expect(Object.keys(treeToJson(withChild(withoutChild(tree, 'a'), 'a', 9)) as object)).toEqual(['b', 'c', 'a']);
    expect(treeToJson(tree)).toEqual({ a: 1, b: 2, c: 3 });
  });

  it('inserts with splice index rules and removes anywhere', () => {
    const list = array([1, 2, 3]);
    expect(treeToJson(insertItem(list, 3, 4))).toEqual([1, 2, 3, 4]);
    expect(treeToJson(insertItem(list, 1, 9))).toEqual([1, 9, 2, 3]);
    expect(treeToJson(insertItem(list, 99, 9))).toEqual([1, 2, 3, 9]);
    expect(treeToJson(insertItem(list, -1, 9))).toEqual([1, 2, 9, 3]);
    expect(treeToJson(insertItem(list, -99, 9))).toEqual([9, 1, 2, 3]);
    expect(treeToJson(withoutChild(list, 0))).toEqual([2, 3]);
    expect(treeToJson(withoutChild(list, '1'))).toEqual([1, 3]);
    expect(treeToJson(withChild(list, 2, 'c'))).toEqual([1, 2, 'c']);
    expect(treeToJson(list)).toEqual([1, 2, 3]);
  });

  it('reads only data: own keys, canonical indices, string characters', () => {
    const tree = object({ list: ['x'], s: 'abc' });
    expect(childOf(tree, 'toString')).toBeUndefined();
    const list = childOf(tree, 'list');
    expect([
      childOf(list, '0'),
      childOf(list, 0),
      childOf(list, '00'),
      childOf(list, '-'),
      childOf(list, 'length'),
    ]).toEqual(['x', 'x', undefined, undefined, undefined]);
    expect([childOf('abc', '1'), childOf('abc', 'length'), childOf(5, 'x')]).toEqual(['b', 3, undefined]);
    expect(() => childOf(null, 'x')).toThrow(TypeError);
  });
});

describe('treeGet', () => {
  const tree = treeFromJson({ a: { 'x/y': [10, { '~k': 'deep' }] }, currentAgent: 'general-agent' });

  it('follows RFC 6901 pointers, unescaping ~1 and ~0', () => {
    expect(treeGet(tree, '/currentAgent')).toBe('general-agent');
    expect(treeGet(tree, '/a/x~1y/1/~0k')).toBe('deep');
    expect(treeGet(tree, '')).toBe(treeToJson(tree));
    expect(treeGet(tree, '/a/x~1y')).toBe((treeToJson(tree) as { a: Record<string, unknown> }).a['x/y']);
  });

  it('is undefined for missing keys, bad indices, paths through scalars and malformed pointers', () => {
    for (const pointer of ['/missing', '/a/x~1y/2', '/a/x~1y/-', '/a/x~1y/01', '/currentAgent/0', 'a', '/a/x~1y/0/k']) {
      expect(treeGet(tree, pointer)).toBeUndefined();
    }
  });
});
