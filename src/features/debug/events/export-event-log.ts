import type { EventLogEntry } from '../../../model/event-log';

/** One line per entry, `rejection` and `note` only when present; ends with a newline. */
export function eventLogToJsonl(entries: readonly EventLogEntry[]): string {
  return entries
    .map(({ seq, at, direction, type, size, payload, rejection, note }) => {
      const line: Record<string, unknown> = { seq, at, direction, type, size, payload };
      if (rejection !== undefined) line.rejection = rejection;
      if (note !== undefined) line.note = note;
      return `${JSON.stringify(line)}\n`;
    })
    .join('');
}

/** `hai-events-2024-05-01T09-05-07-042Z.jsonl`: sortable and safe on every file system. */
export function exportFileName(now: number): string {
  return `hai-events-${new Date(now).toISOString().replace(/[:.]/g, '-')}.jsonl`;
}
