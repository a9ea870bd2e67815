import { QueryClient } from '@tanstack/react-query';
import { retryOnce } from './retry';

/**
 * The app's QueryClient. Reads retry once for 5xx or a lost connection; writes never retry. Requests
 * go out whatever the browser thinks of its connection, so a failure falls back to the cache at once
 * instead of waiting paused. Tests make a fresh one with `{ retry: false }`.
 */
export function createQueryClient(options: { retry?: boolean } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: options.retry === false ? false : retryOnce,
        retryDelay: 1_000,
        staleTime: 5_000,
        networkMode: 'always',
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
