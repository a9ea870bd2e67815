import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playReplay } from './replay-player';

const frames = [0, 100, 300, 10_300].map((at, i) => ({ at, text: `f${i}` }));

describe('playReplay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the original pacing divided by the speed, shortening long pauses', () => {
    const seen: string[] = [];
    playReplay(frames, 2, (frame) => seen.push(frame.text));
    vi.advanceTimersByTime(0);
    expect(seen).toEqual(['f0']);
    vi.advanceTimersByTime(50);
    expect(seen).toEqual(['f0', 'f1']);
    vi.advanceTimersByTime(100);
    expect(seen).toEqual(['f0', 'f1', 'f2']);
    vi.advanceTimersByTime(999);
    expect(seen).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(seen).toHaveLength(4);
  });

  it('plays everything at once at speed 0 and can be stopped', () => {
    const seen: number[] = [];
    playReplay(frames, 0, (_frame, index) => seen.push(index));
    vi.runAllTimers();
    expect(seen).toEqual([0, 1, 2, 3]);
    const stopped: number[] = [];
    const stop = playReplay(frames, 1, (_frame, index) => stopped.push(index));
    vi.advanceTimersByTime(0);
    stop();
    vi.runAllTimers();
    expect(stopped).toEqual([0]);
  });
});
