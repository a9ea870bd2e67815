import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTextBatcher } from './text-batcher';

describe('createTextBatcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(maxBatch = 512) {
    let clock = 1_000;
    const batches: string[][] = [];
    const batcher = createTextBatcher((texts) => batches.push(texts), { minGapMs: 16, maxBatch, now: () => clock });
    const wait = (ms: number) => {
      clock += ms;
      vi.advanceTimersByTime(ms);
    };
    return { batcher, batches, wait };
  }

  it('passes a slow stream on at once, a frame a batch', () => {
    const { batcher, batches, wait } = setup();
    batcher.push('a');
    vi.advanceTimersByTime(0);
    wait(40);
    batcher.push('b');
    vi.advanceTimersByTime(0);
    expect(batches).toEqual([['a'], ['b']]);
  });

  it('gathers a burst into one batch at most every 16 ms, and never more than the most it takes', () => {
    const { batcher, batches, wait } = setup(3);
    batcher.push('a');
    vi.advanceTimersByTime(0);
    ['b', 'c'].forEach((text) => batcher.push(text));
    wait(10);
    expect(batches).toEqual([['a']]);
    wait(6);
    expect(batches).toEqual([['a'], ['b', 'c']]);
    ['d', 'e', 'f'].forEach((text) => batcher.push(text));
    expect(batches.at(-1)).toEqual(['d', 'e', 'f']);
  });

  it('posts what waits at once when asked, so what follows keeps its place', () => {
    const { batcher, batches } = setup();
    batcher.push('a');
    vi.advanceTimersByTime(0);
    batcher.push('b');
    batcher.flush();
    expect(batches).toEqual([['a'], ['b']]);
    vi.runAllTimers();
    expect(batches).toEqual([['a'], ['b']]);
  });
});
