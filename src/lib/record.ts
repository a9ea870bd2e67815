/**
 * Reading a value the program did not make (a server's, a parsed text's, a thrown one) without a cast:
 * narrow it, then read a field as `unknown` and check its type where it is used.
 */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value[key]` when `value` is an object (not an array), else undefined. */
export const fieldOf = (value: unknown, key: string): unknown => (isRecord(value) ? value[key] : undefined);

/** `value[key]` when it is a string, else undefined. */
export const stringField = (value: unknown, key: string): string | undefined => {
  const field = fieldOf(value, key);
  return typeof field === 'string' ? field : undefined;
};
