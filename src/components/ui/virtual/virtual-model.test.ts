import { describe, expect, it } from 'vitest';
import { VirtualModel } from './virtual-model';

const keysOf = (keys: string[]) => (index: number) => keys[index]!;

describe('VirtualModel', () => {
  it('places rows by estimate until they are measured', () => {
    const model = new VirtualModel(100);
    model.sync(5, keysOf(['a', 'b', 'c', 'd', 'e']));
    expect(model.totalSize()).toBe(500);
    expect(model.measure(1, 40)).toBe(true);
    expect(model.measure(1, 40)).toBe(false);
    expect(model.startOf(2)).toBe(140);
    expect(model.totalSize()).toBe(440);
  });

  it('gives the rows in a window with overscan', () => {
    const model = new VirtualModel(10);
    model.sync(100, (index) => index);
    expect(model.range(0, 25, 0).map((item) => item.index)).toEqual([0, 1, 2]);
    expect(model.range(500, 20, 2).map((item) => item.index)).toEqual([48, 49, 50, 51, 52, 53, 54]);
    expect(model.range(995, 100, 3).map((item) => item.index)).toEqual([96, 97, 98, 99]);
    expect(model.range(0, 0, 0).map((item) => item.start)).toEqual([0]);
  });

  it('keeps sizes by key when rows are appended, and reads only the new keys', () => {
    const keys = ['a', 'b'];
    const model = new VirtualModel(50);
    model.sync(2, keysOf(keys));
    model.measure(0, 20);
    const read: number[] = [];
    keys.push('c', 'd');
    model.sync(4, (index) => (read.push(index), keys[index]!));
    expect(read.filter((index) => index >= 2)).toEqual([2, 3]);
    expect(model.startOf(3)).toBe(20 + 50 + 50);
  });

  it('re-reads all keys when rows were replaced, and sizes follow their keys', () => {
    const model = new VirtualModel(50);
    model.sync(3, keysOf(['a', 'b', 'c']));
    model.measure(2, 10);
    model.sync(3, keysOf(['c', 'a', 'b']));
    expect(model.keyAt(0)).toBe('c');
    expect(model.startOf(1)).toBe(10);
    model.sync(1, keysOf(['b']));
    expect(model.totalSize()).toBe(50);
    model.sync(0, keysOf([]));
    expect(model.range(0, 100, 5)).toEqual([]);
  });
});
