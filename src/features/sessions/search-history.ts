import { isCancelledError, type QueryClient } from '@tanstack/react-query';
import { isUnreachable } from '../../api/http';
import type { QueryFactories } from '../../api/query-factories';
import { restFailures } from '../../api/rest-failures';
import { chatTexts, type HistoryEntryLike } from '../../model/history';

/** A copy fetched this recently (for the open session, or an earlier search) is searched as it is. */
const searchStaleTime = 60_000;

/**
 * A session's history for the search, the way opening it reads it (the same query, the same reading), so a
 * conversation that can be opened can be searched: a copy in the cache stands in while the server cannot be
 * reached. A fetch cancelled by someone else (a refetch of the same history) is asked once more: it did not fail.
 */
export async function readHistoryForSearch(
  client: QueryClient,
  queries: QueryFactories,
  sessionId: string,
  askedBefore = false,
): Promise<readonly HistoryEntryLike[]> {
  const options = { ...queries.sessionQueries.history(sessionId), staleTime: searchStaleTime };
  try {
    return (await client.fetchQuery(options)).history;
  } catch (error) {
    if (isCancelledError(error) && !askedBefore) return readHistoryForSearch(client, queries, sessionId, true);
    const cached = client.getQueryData(options.queryKey);
    if (cached && isUnreachable(error)) return cached.history;
    throw error;
  }
}

/** Why a history could not be searched, for the event inspector (the list names the conversation in words). */
export function reportNotSearched(sessionId: string, error: unknown): void {
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  restFailures.report({
    request: 'GET /sessions/{id}/history',
    kind: 'not-searched',
    cause: `Session ${JSON.stringify(sessionId)} could not be searched: ${reason}`,
  });
}

// The Markdown reader loads with the first search (or the first answer), not with the list.
const plainText = () => import('../../lib/markdown/plain-text');

/**
 * Emphasis and code markers left as text: an answer stopped mid-stream ends in an unclosed `**`, which Markdown
 * keeps as it is. A passage shows words, not syntax (a "5 * 3" in an answer reads "5 3" there, a fair price).
 */
const leftoverMarkers = /\*+|`+|_{2,}/g;

/**
 * The texts the search looks in: what the inspector typed as typed, the answers as plain text (as they read
 * rendered: Markdown's syntax is neither searched nor shown in a passage).
 */
export async function searchTexts(history: readonly HistoryEntryLike[]): Promise<string[]> {
  const { markdownToPlainText } = await plainText();
  return history.flatMap((entry) =>
    chatTexts([entry]).map((text) =>
      entry.role === 'assistant' ? markdownToPlainText(text).replace(leftoverMarkers, '') : text,
    ),
  );
}
