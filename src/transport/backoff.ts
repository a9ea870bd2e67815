export interface BackoffOptions {
  baseMs: number;
  capMs: number;
}

export const defaultBackoff: BackoffOptions = { baseMs: 500, capMs: 15_000 };

/** Exponential backoff with full jitter: a uniform delay in [0, min(cap, base · 2^attempt)). */
export function backoffDelay(attempt: number, random: () => number, options = defaultBackoff): number {
  const ceiling = Math.min(options.capMs, options.baseMs * 2 ** Math.min(attempt, 30));
  return Math.floor(random() * ceiling);
}
