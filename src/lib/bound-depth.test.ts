import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepJsonText, type DeepShape } from '../testing/hostile-json';
import { boundDepth, boundedText, cutMark, cutTextChars, maxValueDepth, textDepth, valueDepth } from './bound-depth';

const deep = (depth: number, shape: DeepShape = 'mixed') => JSON.parse(deepJsonText(depth, shape)) as unknown;
// Up to 100,000 levels, a few runs: each deep value is built and walked in milliseconds.
const depths = fc.oneof(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 200, max: 100_000 }));
const shapes = fc.constantFrom<DeepShape>('object', 'array', 'mixed', 'proto');

describe('valueDepth', () => {
  it('counts nested containers and stops past its limit', () => {
    expect([valueDepth(1), valueDepth({}), valueDepth([[1]]), valueDepth({ a: [{}], b: 1 })]).toEqual([0, 1, 2, 3]);
    expect(valueDepth(deep(100_000), 10)).toBe(11);
    expect(valueDepth(deep(100_000, 'array'))).toBe(100_000);
  });
});

describe('boundDepth', () => {
  it('gives a shallow value back as it is', () => {
    const value = { a: [1, { b: 'x' }] };
    expect(boundDepth(value)).toEqual({ value, cut: false });
    expect(boundDepth(value).value).toBe(value);
  });

  it('keeps every container past the limit as text, and the rest as it was', () => {
    const { value, cut } = boundDepth({ keep: 1, deep: [[[[2]]]] }, 3);
    expect(cut).toBe(true);
    expect(value).toEqual({ keep: 1, deep: [['[[2]]']] });
  });

  it('keeps `__proto__` keys as data, never as a prototype', () => {
    const { value } = boundDepth(JSON.parse('{"__proto__":{"x":[[[1]]]}}') as unknown, 2);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value as object)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('bounds any value up to 100,000 deep, without throwing, and JSON.stringify then works', () => {
    fc.assert(
      fc.property(depths, shapes, (depth, shape) => {
        const { value, cut } = boundDepth(deep(depth, shape));
        expect(cut).toBe(depth > maxValueDepth);
        expect(valueDepth(value)).toBeLessThanOrEqual(maxValueDepth);
        expect(JSON.stringify(value).length).toBeGreaterThan(0);
        structuredClone(value);
      }),
      { numRuns: 30 },
    );
  });
});

describe('boundedText', () => {
  it('writes JSON like JSON.stringify when short', () => {
    const value = { a: [1, 'x', null, true, { b: {} }], c: [] };
    expect(boundedText(value)).toBe(JSON.stringify(value));
  });

  it('cuts a long or deep value with the mark', () => {
    const text = boundedText(deep(100_000, 'array'));
    expect(text.length).toBe(cutTextChars + cutMark.length);
    expect(text.endsWith(cutMark)).toBe(true);
  });
});

describe('textDepth', () => {
  it('counts brackets outside strings, in JSON and Python text', () => {
    expect(textDepth('{"a": "[[[[", "b": [1]}')).toBe(2);
    expect(textDepth("{'a': '{{{', 'b': (1, [2])}")).toBe(3);
    expect(textDepth('"\\"[[["')).toBe(0);
    expect(textDepth('['.repeat(100_000), 64)).toBe(65);
  });
});
