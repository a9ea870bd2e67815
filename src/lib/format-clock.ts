const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** A clock time to the millisecond, 24-hour, in the given UI language: 14:03:07.250 (Dutch may use a comma). */
export function formatClock(at: number, language: string): string {
  let format = clockFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      fractionalSecondDigits: 3,
      hourCycle: 'h23',
    });
    clockFormats.set(language, format);
  }
  return format.format(at);
}
