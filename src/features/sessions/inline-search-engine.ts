import { type PreparedDoc, prepareDoc, searchDocs } from '../../lib/text-search';
import type { SearchEngine } from './search-engine';

/** The worker's search on the page's own thread: tests' stand-in for the worker (jsdom has none). */
export function inlineEngine(): SearchEngine {
  const docs = new Map<string, PreparedDoc>();
  return {
    put: (doc) => docs.set(doc.id, prepareDoc(doc)),
    drop: (id) => docs.delete(id),
    search: async (query, ids) =>
      searchDocs(
        ids.flatMap((id) => docs.get(id) ?? []),
        query,
      ),
    close: () => docs.clear(),
  };
}
