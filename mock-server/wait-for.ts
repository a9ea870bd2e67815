/**
 * Polls `read` until it returns something other than `undefined` or `false`, and returns that.
 * On timeout it throws naming `label`, so a failing test says what it was waiting for. The default wait is a
 * cap for a hung test, not a speed check: a busy machine may take seconds.
 */
export async function waitFor<T>(
  read: () => T | undefined | false,
  label = 'condition',
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined && value !== false) return value;
    if (Date.now() >= deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
