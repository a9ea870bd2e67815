import { describe, expect, it } from 'vitest';
import { formatClock } from './format-clock';

describe('formatClock', () => {
  it('shows a local 24-hour time to the millisecond', () => {
    const at = new Date(2025, 0, 1, 14, 3, 7, 250).getTime();
    expect(formatClock(at, 'en')).toBe('14:03:07.250');
    expect(formatClock(at, 'nl')).toMatch(/^14:03:07[.,]250$/);
    expect(formatClock(new Date(2024, 4, 1, 9, 5, 7, 42).getTime(), 'en')).toBe('09:05:07.042');
  });
});
