import type { QueryClient } from '@tanstack/react-query';
import { isNotFound, isUnreachable } from '../../api/http';
import type { QueryFactories } from '../../api/query-factories';
import type { LoadHistory } from '../../session/history-restore';

/**
 * A conversation's REST history through React Query, so a copy stays for reading offline: a 404 means
 * the conversation does not exist, an unreachable server falls back to the copy (saying from when).
 */
export function historyLoader(client: QueryClient, queries: QueryFactories, threadId: string): LoadHistory {
  const options = queries.sessionQueries.history(threadId);
  return async () => {
    try {
      return (await client.fetchQuery(options)).history;
    } catch (error) {
      if (isNotFound(error)) return 'missing';
      const cached = client.getQueryState(options.queryKey);
      if (cached?.data && isUnreachable(error)) return { entries: cached.data.history, cachedAt: cached.dataUpdatedAt };
      throw error;
    }
  };
}
