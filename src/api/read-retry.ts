/** A read whose answer was cut short is asked again this often; at AGORA's gateway's worst (60 %) 1 in 10,000 fails. */
export const cutReadAttempts = 18;
const firstPauseMs = 50;
const longestPauseMs = 1_000;

const abortReason = (signal?: AbortSignal): unknown => signal?.reason ?? new DOMException('aborted', 'AbortError');

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      reject(abortReason(signal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', done);
      resolve();
    }, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** Runs a read again, with growing pauses, while it fails in a way that passes (`transient`); any other outcome is final. */
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
    await pause(Math.min(longestPauseMs, firstPauseMs * 2 ** (attempt - 1)), signal);
  }
}
