/** ISO 8601 in UTC without milliseconds, like the contract's examples. */
export const isoTime = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
