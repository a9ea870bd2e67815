import { type PreparedDoc, prepareDoc, searchDocs } from '../../lib/text-search';
import type { SearchCommand, SearchReport } from './search-protocol';

/** Searches the session list's conversations off the main thread: texts are folded once, when they arrive. */
// The worker's global scope, typed with only what is used here (the DOM and worker libs clash in one program).
interface SearchWorkerScope {
  postMessage(report: SearchReport): void;
  onmessage: ((event: MessageEvent<SearchCommand>) => void) | null;
}
const scope = self as unknown as SearchWorkerScope;
const docs = new Map<string, PreparedDoc>();

scope.onmessage = ({ data }) => {
  if (data.kind === 'put') docs.set(data.doc.id, prepareDoc(data.doc));
  else if (data.kind === 'drop') docs.delete(data.id);
  else {
    const wanted = data.ids.flatMap((id) => docs.get(id) ?? []);
    scope.postMessage({ seq: data.seq, hits: searchDocs(wanted, data.query) });
  }
};
