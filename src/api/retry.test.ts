import { describe, expect, it } from 'vitest';
import { ApiError } from './http';
import { isRetryable, retryOnce } from './retry';

describe('the retry rule for reads', () => {
  it('tries a server error or a lost connection once more', () => {
    for (const error of [new ApiError('http', 'Interne fout', 500), new ApiError('network', 'weg')]) {
      expect(isRetryable(error)).toBe(true);
      expect(retryOnce(0, error)).toBe(true);
      expect(retryOnce(1, error)).toBe(false);
    }
  });

  it('does not try a timeout, a client error, an off-contract body or a bug again', () => {
    for (const error of [
      new ApiError('timeout', 'te laat'),
      new ApiError('http', 'Session not found', 404),
      new ApiError('invalid', 'vreemd'),
      new TypeError('kapot'),
    ]) {
      expect(retryOnce(0, error)).toBe(false);
    }
  });
});
