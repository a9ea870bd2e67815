import { describe, expect, it } from 'vitest';
import { deepJsonText, deepPointer, hugeString, hugeStringText, wideJsonText } from './hostile-json';

/** How deep a parsed value goes, walked without recursion. */
function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [next, depth] = stack.pop()!;
    deepest = Math.max(deepest, depth);
    if (typeof next === 'object' && next !== null)
      for (const child of Object.values(next)) stack.push([child, depth + 1]);
  }
  return deepest;
}

describe('hostile JSON text', () => {
  it.each(['object', 'array', 'mixed', 'proto'] as const)('nests %s levels as deep as asked', (shape) => {
    expect(depthOf(JSON.parse(deepJsonText(50, shape)))).toBe(50);
  });

  it('builds 100,000 levels without overflowing the stack', () => {
    expect(deepJsonText(100_000, 'mixed').length).toBeGreaterThan(400_000);
  });

  it('keeps __proto__ as an own key, as JSON.parse does', () => {
    const parsed = JSON.parse(deepJsonText(2, 'proto')) as object;
    expect(Object.keys(parsed)).toEqual(['__proto__']);
    expect(Object.keys(Object.prototype)).toEqual([]);
  });

  it.each([
    ['object', 7],
    ['array', 7],
    ['records', 7],
    ['proto', 5],
  ] as const)('writes %s entries as wide as asked', (shape, keys) => {
    const parsed = JSON.parse(wideJsonText(7, shape)) as object;
    expect(Object.keys(parsed)).toHaveLength(keys);
  });

  it('writes a pointer of as many segments as asked', () => {
    expect(deepPointer(3)).toBe('/a/a/a');
  });

  it('writes strings of the length asked, in each alphabet, as JSON literals', () => {
    for (const alphabet of ['ascii', 'multibyte', 'replacement', 'surrogates', 'escapes', 'markup'] as const) {
      expect(hugeString(1_001, alphabet)).toHaveLength(1_001);
      expect(JSON.parse(hugeStringText(1_001, alphabet))).toBe(hugeString(1_001, alphabet));
    }
  });
});
