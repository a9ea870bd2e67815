import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-factories';

/**
 * Keeps at most `max` conversation histories in memory: an inspector opening fifty long sessions in
 * a day must not hold all fifty. The oldest one no screen is using goes first. A history still being
 * fetched is in use too (the search in conversations asks for them without a screen): removing it would
 * cancel its request, and its caller would take that for a failure. Returns the stop.
 */
export function boundHistories(client: QueryClient, max = 5): () => void {
  const cache = client.getQueryCache();
  return cache.subscribe((event) => {
    if (event.type !== 'added' && !(event.type === 'updated' && event.action.type === 'success')) return;
    const histories = cache.findAll({ queryKey: queryKeys.histories });
    if (histories.length <= max) return;
    const idle = histories.filter(
      (query) => query.getObserversCount() === 0 && query.state.fetchStatus === 'idle' && query !== event.query,
    );
    idle.sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt);
    for (const query of idle.slice(0, histories.length - max)) cache.remove(query);
  });
}
