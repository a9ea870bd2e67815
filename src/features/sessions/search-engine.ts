import type { SearchDoc, SearchHit } from '../../lib/text-search';
import { trustedScriptUrl } from '../../transport/trusted-script-url';
import type { SearchCommand, SearchReport } from './search-protocol';
import searchWorkerUrl from './search.worker.ts?worker&url';

/** Searches conversations' texts: they are handed over once each, then searched as often as the query changes. */
export interface SearchEngine {
  put(doc: SearchDoc): void;
  drop(id: string): void;
  /** The conversations among `ids` that have `query`; an older search still running is answered with nothing. */
  search(query: string, ids: readonly string[]): Promise<SearchHit[]>;
  close(): void;
}

/** Search in a worker of its own, so a long archive does not hold up typing. */
function workerEngine(): SearchEngine {
  const worker = new Worker(trustedScriptUrl('hai-search-worker', searchWorkerUrl), {
    type: 'module',
    name: 'hai-session-search',
  });
  const send = (command: SearchCommand) => worker.postMessage(command);
  let seq = 0;
  let waiting: { seq: number; resolve: (hits: SearchHit[]) => void } | undefined;
  worker.onmessage = ({ data }: MessageEvent<SearchReport>) => {
    if (waiting?.seq !== data.seq) return;
    waiting.resolve(data.hits);
    waiting = undefined;
  };
  return {
    put: (doc) => send({ kind: 'put', doc }),
    drop: (id) => send({ kind: 'drop', id }),
    search(query, ids) {
      waiting?.resolve([]);
      seq += 1;
      send({ kind: 'search', seq, query, ids });
      return new Promise((resolve) => (waiting = { seq, resolve }));
    },
    close() {
      waiting?.resolve([]);
      worker.terminate();
    },
  };
}

/** The page's search engine (a test's stand-in replaces this module). */
export const createSearchEngine = (): SearchEngine => workerEngine();
