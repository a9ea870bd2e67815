import { describe, expect, it } from 'vitest';
import { formatDuration, timings } from './format-timing';

describe('formatDuration', () => {
  it('uses ms below a second, seconds below a minute, then minutes and seconds', () => {
    expect(formatDuration(850, 'en')).toBe('850 ms');
    expect(formatDuration(1234, 'en')).toBe('1.23 s');
    expect(formatDuration(1234, 'nl')).toBe('1,23 s');
    expect(formatDuration(12_345, 'nl')).toBe('12,3 s');
    expect(formatDuration(125_000, 'nl')).toBe('2 min 5 s');
    expect(formatDuration(119_600, 'nl')).toBe('2 min 0 s');
    expect(formatDuration(-3, 'nl')).toBe('0 ms');
  });
});

describe('timings', () => {
  it('measures each step from the one before; missing steps stay open', () => {
    const base = { id: 't', name: 'n', argsText: '', startedAt: 1000 } as const;
    expect(timings({ ...base, status: 'completed', argsEndedAt: 1400, resultAt: 2900 })).toEqual([
      { step: 'start', at: 1000 },
      { step: 'argsEnd', at: 1400, took: 400 },
      { step: 'result', at: 2900, took: 1500 },
    ]);
    expect(timings({ ...base, status: 'streaming_args' }).map((timing) => timing.took)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});
