import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './http';
import { withRetry } from './retry';

const policy = { retries: 1, delayMs: 0 };

describe('withRetry', () => {
  it('tries a server error or lost connection once more', async () => {
    for (const error of [new ApiError('http', 'Interne fout', 500), new ApiError('network', 'weg')]) {
      const attempt = vi.fn().mockRejectedValueOnce(error).mockResolvedValueOnce('ok');
      await expect(withRetry(attempt, policy)).resolves.toBe('ok');
      expect(attempt).toHaveBeenCalledTimes(2);
    }
  });

  it('gives up after the retries', async () => {
    const attempt = vi.fn().mockRejectedValue(new ApiError('http', 'Interne fout', 503));
    await expect(withRetry(attempt, policy)).rejects.toMatchObject({ status: 503 });
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('does not try a timeout, a client error or a bug again', async () => {
    for (const error of [
      new ApiError('timeout', 'te laat'),
      new ApiError('http', 'Session not found', 404),
      new TypeError('kapot'),
    ]) {
      const attempt = vi.fn().mockRejectedValue(error);
      await expect(withRetry(attempt, policy)).rejects.toBe(error);
      expect(attempt).toHaveBeenCalledTimes(1);
    }
  });
});
