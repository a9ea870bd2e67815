import { ApiError } from './http';

export interface RetryPolicy {
  retries: number;
  delayMs: number;
}

export const defaultRetry: RetryPolicy = { retries: 1, delayMs: 1_000 };

/**
 * Not worth trying again: a timeout (the server already kept the inspector waiting long enough) or a
 * client error (the same request gets the same 4xx).
 */
const isFinal = (error: unknown) =>
  !(error instanceof ApiError) || error.kind === 'timeout' || (error.kind === 'http' && (error.status ?? 0) < 500);

/** Runs `attempt`, and again after a pause when it failed in a way that may pass. */
export async function withRetry<T>(attempt: () => Promise<T>, policy: RetryPolicy): Promise<T> {
  for (let failures = 0; ; failures++) {
    try {
      return await attempt();
    } catch (error) {
      if (failures >= policy.retries || isFinal(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, policy.delayMs));
    }
  }
}
