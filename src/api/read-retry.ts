/** A read whose answer was cut short is asked again this often; at AGORA's gateway's worst (60 %) 1 in 10,000 fails. */
export const cutReadAttempts = 18;

const abortReason = (signal: AbortSignal): unknown => signal.reason ?? new DOMException('aborted', 'AbortError');

/**
 * Runs a read again, with pauses growing from 50 ms to 1 s, while it fails in a way that passes (`transient`); any
 * other outcome is final, and so is the caller's abort.
 */
export async function retryReads<T>(
  read: () => Promise<T>,
  transient: (error: unknown) => boolean,
  signal?: AbortSignal,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await read();
    } catch (error) {
      if (signal?.aborted) throw abortReason(signal);
      if (!transient(error) || attempt >= cutReadAttempts) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(1_000, 50 * 2 ** (attempt - 1))));
    if (signal?.aborted) throw abortReason(signal);
  }
}
