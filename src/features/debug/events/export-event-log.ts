import type { EventLogEntry } from '../../../model/event-log';

/** An entry as a file holds it: a redacted payload is no longer the frame it was. */
export type ExportedEntry = Omit<EventLogEntry, 'kind' | 'payload' | 'rejection' | 'note'> & {
  payload: unknown;
  rejection?: string;
  note?: string;
};

/** One line per entry, `rejection`, `note` and `annotations` only when present; ends with a newline. */
export function eventLogToJsonl(entries: readonly ExportedEntry[]): string {
  return entries
    .map(({ seq, at, direction, type, size, payload, rejection, note, annotations }) => {
      const line: Record<string, unknown> = { seq, at, direction, type, size, payload };
      if (rejection !== undefined) line.rejection = rejection;
      if (note !== undefined) line.note = note;
      if (annotations !== undefined) line.annotations = annotations;
      return `${JSON.stringify(line)}\n`;
    })
    .join('');
}

/** `hai-events-2024-05-01T09-05-07-042Z.jsonl` (`-redacted` before `.jsonl`): sortable and safe on every file system. */
export function exportFileName(now: number, redacted = false): string {
  return `hai-events-${new Date(now).toISOString().replace(/[:.]/g, '-')}${redacted ? '-redacted' : ''}.jsonl`;
}
