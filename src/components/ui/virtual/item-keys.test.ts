import { describe, expect, it } from 'vitest';
import { ItemKeys } from './item-keys';

const keysOf = (keys: string[]) => (index: number) => keys[index]!;

describe('ItemKeys', () => {
  it('reads only the new keys when rows are appended, and keeps the same key function', () => {
    const keys = ['a', 'b'];
    const itemKeys = new ItemKeys();
    const first = itemKeys.sync(2, keysOf(keys));
    const read: number[] = [];
    keys.push('c', 'd');
    const second = itemKeys.sync(4, (index) => (read.push(index), keys[index]!));
    expect(read.filter((index) => index >= 2)).toEqual([2, 3]);
    expect(second).toBe(first);
    expect([0, 1, 2, 3].map(second)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('reads nothing more when the rows are the same ones', () => {
    const itemKeys = new ItemKeys();
    const first = itemKeys.sync(3, keysOf(['a', 'b', 'c']));
    const read: number[] = [];
    const second = itemKeys.sync(3, (index) => (read.push(index), ['a', 'b', 'c'][index]!));
    expect(read).toEqual([0, 2]);
    expect(second).toBe(first);
  });

  it('re-reads all keys when rows were replaced, with a new key function', () => {
    const itemKeys = new ItemKeys();
    const first = itemKeys.sync(3, keysOf(['a', 'b', 'c']));
    const reordered = itemKeys.sync(3, keysOf(['c', 'a', 'b']));
    expect(reordered).not.toBe(first);
    expect([0, 1, 2].map(reordered)).toEqual(['c', 'a', 'b']);
    const shorter = itemKeys.sync(1, keysOf(['b']));
    expect(shorter(0)).toBe('b');
    expect(itemKeys.sync(0, keysOf([]))).not.toBe(shorter);
  });
});
