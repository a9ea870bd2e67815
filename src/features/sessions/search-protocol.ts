import type { SearchDoc, SearchHit } from '../../lib/text-search';

/** What the page asks the search worker: keep a conversation's texts, forget one, or search those it names. */
export type SearchCommand =
  | { kind: 'put'; doc: SearchDoc }
  | { kind: 'drop'; id: string }
  | { kind: 'search'; seq: number; query: string; ids: readonly string[] };

/** The answer to search number `seq`. */
export interface SearchReport {
  seq: number;
  hits: SearchHit[];
}
