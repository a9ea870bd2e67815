import { isFlagged, type Direction, type EventLogEntry } from '../../../model/event-log';
import { payloadText } from './format';

export interface EntryFilter {
  /** An entry type, or '' for all. */
  type: string;
  direction: Direction | 'all';
  query: string;
  /** Only rejected frames and frames that broke a rule. */
  problems: boolean;
}

export const noFilter: EntryFilter = { type: '', direction: 'all', query: '', problems: false };

export const isFiltering = (filter: EntryFilter) =>
  filter.type !== '' || filter.direction !== 'all' || filter.query.trim() !== '' || filter.problems;

const annotationText = (entry: EventLogEntry) =>
  (entry.annotations ?? []).map(({ rule, subject = '', detail = '' }) => `${rule} ${subject} ${detail}`).join('\n');

const searchTexts = new WeakMap<EventLogEntry, string>();

/** Type, note, rule ids, rejection and payload JSON, lower-cased; built on first search, once per entry. */
export function searchText(entry: EventLogEntry): string {
  let text = searchTexts.get(entry);
  if (text === undefined) {
    const parts = [
      entry.type,
      entry.note ?? '',
      annotationText(entry),
      entry.rejection ?? '',
      payloadText(entry.payload),
    ];
    text = parts.join('\n').toLowerCase();
    searchTexts.set(entry, text);
  }
  return text;
}

/** A predicate for one filter that remembers its verdicts, so a growing log only tests new entries. */
export function createMatcher(filter: EntryFilter): (entry: EventLogEntry) => boolean {
  const query = filter.query.trim().toLowerCase();
  const verdicts = new WeakMap<EventLogEntry, boolean>();
  const test = (entry: EventLogEntry) =>
    (filter.type === '' || entry.type === filter.type) &&
    (filter.direction === 'all' || entry.direction === filter.direction) &&
    (!filter.problems || isFlagged(entry)) &&
    (query === '' || searchText(entry).includes(query));
  return (entry) => {
    let verdict = verdicts.get(entry);
    if (verdict === undefined) {
      verdict = test(entry);
      verdicts.set(entry, verdict);
    }
    return verdict;
  };
}

export function typesPresent(entries: Iterable<EventLogEntry>): string[] {
  const types = new Set<string>();
  for (const entry of entries) types.add(entry.type);
  return [...types].sort();
}
