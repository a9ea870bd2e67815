/* Helpers for model-based tests. */

/** mulberry32: a tiny seeded PRNG so every random run is reproducible. */
export function rng(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/** Freezing every reachable node turns any later in-place mutation into a thrown TypeError. */
export function deepFreeze(
  value: unknown,
  seen: { has(v: object): boolean; add(v: object): unknown } = new Set<object>(),
): void {
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child, seen);
}
