import { fieldOf } from '../lib/record';

/** The fields a server may date a history entry by; the contract names none, AG-UI events use `timestamp`. */
const timeFields = ['timestamp', 'createdAt', 'created_at'] as const;

/** Before this, a number is taken as seconds since 1970 (a millisecond value this small would be January 1970). */
const secondsBelow = 100_000_000_000;

function toEpochMs(value: unknown): number | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value <= 0) return undefined;
    return value < secondsBelow ? value * 1000 : value;
  }
  if (typeof value !== 'string' || !value.trim()) return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return toEpochMs(Number(value));
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? undefined : parsed;
}

/**
 * When a REST history entry was written, in epoch milliseconds, if the server says so: `timestamp` (Unix
 * milliseconds as the contract writes its timestamps, or seconds, or an ISO string), else `createdAt` or
 * `created_at`. Null, missing or unreadable gives `undefined`: no time is shown rather than a wrong one.
 */
export function historyTime(entry: object): number | undefined {
  for (const field of timeFields) {
    const at = toEpochMs(fieldOf(entry, field));
    if (at !== undefined) return at;
  }
  return undefined;
}
