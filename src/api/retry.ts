import { ApiError } from './http';

/**
 * Worth one more try: a server error or a lost connection. Not a timeout (the server already kept the inspector
 * waiting long enough), not a client error (the same request gets the same 4xx), not a bug, and not an answer cut
 * short: `http.ts` has asked that one again already.
 */
export const isRetryable = (error: unknown) =>
  error instanceof ApiError && (error.kind === 'network' || (error.kind === 'http' && (error.status ?? 0) >= 500));

/** React Query's retry rule for reads: once, and only when it may pass. */
export const retryOnce = (failureCount: number, error: unknown) => failureCount < 1 && isRetryable(error);
