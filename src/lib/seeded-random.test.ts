import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random';

describe('seededRandom', () => {
  it('replays the same numbers in [0, 1) for a seed, other ones for another', () => {
    const take = (seed: number) => Array.from({ length: 50 }, seededRandom(seed));
    expect(take(7)).toEqual(take(7));
    expect(take(7)).not.toEqual(take(8));
    expect(take(7).every((value) => value >= 0 && value < 1)).toBe(true);
  });
});
