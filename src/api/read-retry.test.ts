import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cutReadAttempts, retryReads } from './read-retry';

const cut = new Error('cut');
const transient = (error: unknown) => error === cut;

describe('retryReads', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks again while the answer is cut short, with growing pauses, and returns the first whole one', async () => {
    const read = vi.fn().mockRejectedValueOnce(cut).mockRejectedValueOnce(cut).mockResolvedValue('whole');
    const result = retryReads(read, transient);
    await vi.advanceTimersByTimeAsync(49);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(100);
    expect(await result).toBe('whole');
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('gives up after its bound, and at once on any other failure', async () => {
    const always = vi.fn().mockRejectedValue(cut);
    const bounded = retryReads(always, transient).catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await bounded).toBe(cut);
    expect(always).toHaveBeenCalledTimes(cutReadAttempts);

    const refused = new Error('404');
    const other = vi.fn().mockRejectedValue(refused);
    await expect(retryReads(other, transient)).rejects.toBe(refused);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('stops when the caller aborts, at the latest after the pause it is in', async () => {
    const controller = new AbortController();
    const read = vi.fn().mockRejectedValue(cut);
    const result = retryReads(read, transient, controller.signal).catch((error: Error) => error.name);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    await vi.advanceTimersByTimeAsync(50);
    expect(await result).toBe('AbortError');
    expect(read).toHaveBeenCalledTimes(1);
  });
});
