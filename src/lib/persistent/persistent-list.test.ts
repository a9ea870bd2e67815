import { describe, expect, it } from 'vitest';
import { startCountingWork, workGrowth } from '../../testing/count-work';
import { deepFreeze, rng } from '../../testing/seeded';
import {
  emptyList,
  listDropFirst,
  listFromArray,
  listGet,
  listPush,
  listSet,
  listSize,
  listSlice,
  listToArray,
  listValues,
  type PList,
} from './persistent-list';

await startCountingWork();

const pushAll = <T>(list: PList<T>, values: readonly T[]): PList<T> => values.reduce(listPush, list);
const range = (from: number, to: number): number[] => Array.from({ length: to - from }, (_, i) => from + i);

/** Array slots `after` holds that `before` does not: what a change copied or added. */
function freshSlots(before: PList<unknown>, after: PList<unknown>): number {
  const arrays = (list: PList<unknown>) => {
    const found = new Set<readonly unknown[]>();
    const walk = (node: unknown): void => {
      if (!Array.isArray(node) || found.has(node)) return;
      found.add(node);
      for (const child of node) walk(child);
    };
    walk(list.root);
    walk(list.tail);
    return found;
  };
  const old = arrays(before);
  return [...arrays(after)].filter((node) => !old.has(node)).reduce((sum, node) => sum + node.length, 0);
}

function checkAgainstModel(list: PList<number>, model: number[], next: (n: number) => number): void {
  expect(listSize(list)).toBe(model.length);
  const start = next(model.length + 10) - 5 - (next(2) ? model.length : 0);
  const end = next(model.length + 10) - 5;
  expect(listSlice(list, start, end)).toEqual(model.slice(start, end));
  if (next(20) === 0) {
    expect(listToArray(list)).toEqual(model);
    expect([...listValues(list)]).toEqual(model);
  }
}

describe('persistent list', () => {
  it.each([1, 2, 3])('matches a plain array over thousands of random operations (seed %i)', (seed) => {
    const next = rng(seed);
    const model: number[] = [];
    let list = emptyList<number>();
    const history: [PList<number>, number[]][] = [];
    for (let step = 0; step < 6000; step++) {
      const bigDrop = step % 1500 === 1499;
      const roll = bigDrop ? 85 : next(100);
      const before = list;
      if (step % 50 === 0) deepFreeze(before);
      if (roll < 70) {
        const value = next(1000);
        list = listPush(list, value);
        model.push(value);
      } else if (roll < 85 && model.length > 0) {
        const index = next(model.length);
        const value = next(2) ? model[index]! : next(1000);
        list = listSet(list, index, value);
        expect(list === before).toBe(value === model[index]);
        model[index] = value;
      } else if (roll < 90) {
        const n = bigDrop ? next(model.length + 1) : next(14) - 1;
        list = listDropFirst(list, n);
        if (n <= 0) expect(list).toBe(before);
        model.splice(0, Math.max(n, 0));
      } else if (roll < 91) {
        list = listFromArray(model);
      }
      const index = next(model.length + 4) - 2;
      expect(listGet(list, index)).toBe(model[index]);
      checkAgainstModel(list, model, next);
      if (step % 300 === 0) history.push([list, [...model]]);
    }
    for (const [old, snapshot] of history) expect(listToArray(old)).toEqual(snapshot);
  });

  it('grows across several trie levels and builds the same shape from an array', () => {
    const values = range(0, 40_000);
    const pushed = pushAll(emptyList<number>(), values);
    const built = listFromArray(values);
    for (const list of [pushed, built]) {
      expect(listSize(list)).toBe(40_000);
      for (let i = 0; i < 40_000; i += 997) expect(listGet(list, i)).toBe(i);
      expect(listToArray(list)).toEqual(values);
      expect(listSlice(list, 32_760, 32_800)).toEqual(range(32_760, 32_800));
    }
    expect(listToArray(listPush(built, -1)).at(-1)).toBe(-1);
    expect(listGet(listSet(built, 33_000, -1), 33_000)).toBe(-1);
  });

  it('never changes an earlier version', () => {
    const base = listFromArray(range(0, 1100));
    deepFreeze(base);
    const a = listSet(listPush(base, 1100), 5, -5);
    const b = listDropFirst(listPush(base, 2000), 1000);
    expect(listToArray(base)).toEqual(range(0, 1100));
    expect(listGet(a, 5)).toBe(-5);
    expect(listGet(a, 1100)).toBe(1100);
    expect(listToArray(b)).toEqual([...range(1000, 1100), 2000]);
  });

  it('does not alias the array it was built from', () => {
    const source = [1, 2, 3];
    const list = listFromArray(source);
    source[0] = 99;
    expect(listToArray(list)).toEqual([1, 2, 3]);
  });

  it('applies its edge-case rules', () => {
    const list = listFromArray(['a', 'b', 'c']);
    expect(listGet(list, -1)).toBeUndefined();
    expect(listGet(list, 1.5)).toBeUndefined();
    expect(listGet(list, 3)).toBeUndefined();
    expect(() => listSet(list, 3, 'd')).toThrow(RangeError);
    expect(() => listSet(list, -1, 'd')).toThrow(RangeError);
    expect(listSet(list, 1, 'b')).toBe(list);
    expect(listDropFirst(list, 0)).toBe(list);
    expect(listDropFirst(list, Number.NaN)).toBe(list);
    expect(listSize(listDropFirst(list, 10))).toBe(0);
    expect(listSlice(list, -2)).toEqual(['b', 'c']);
    expect(listSlice(list, 2, 1)).toEqual([]);
    expect(listToArray(emptyList())).toEqual([]);
  });

  it('stays compact as a bounded log drops its oldest entries', () => {
    let log = emptyList<number>();
    for (let i = 0; i < 20_000; i++) {
      log = listPush(log, i);
      if (listSize(log) > 500) log = listDropFirst(log, 1);
      expect(log.offset).toBeLessThanOrEqual(log.size);
    }
    expect(listToArray(log)).toEqual(range(19_500, 20_000));
  });

  // Counted, not timed: a push copies at most a tail and one path of the trie, however long the list is.
  it('keeps pushes cheap', async () => {
    for (const size of [1_000, 100_000]) {
      let list = pushAll(emptyList<number>(), range(0, size));
      expect(listGet(list, size - 1)).toBe(size - 1);
      for (let i = 0; i < 64; i++) {
        const next = listPush(list, i);
        expect(freshSlots(list, next)).toBeLessThanOrEqual(5 * 32);
        list = next;
      }
    }
    const growth = await workGrowth((size) => pushAll(emptyList<number>(), range(0, size)), {
      size: 5_000,
      factor: 4,
      scripts: /\/src\/lib\/persistent\//,
    });
    expect(growth).toBeLessThan(6);
  });
});
