import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useEffect, useState, type ReactNode } from 'react';
import { ApiProvider } from '../api/api-context';
import { boundHistories } from '../api/bound-histories';
import { localStoragePersister } from '../api/cache-persister';
import { createHttp } from '../api/http';
import { createQueryClient } from '../api/query-client';
import { createQueryFactories, queryKeys } from '../api/query-factories';
import { createRestApi } from '../api/rest-api';

const persisted = new Set<unknown>([
  queryKeys.sessions[0],
  queryKeys.server[0],
  queryKeys.users[0],
  queryKeys.agents[0],
]);

function createServerData(apiUrl: string) {
  const rest = createRestApi(createHttp(apiUrl));
  const queryClient = createQueryClient();
  const persister = localStoragePersister(localStorage);
  return { api: { rest, queries: createQueryFactories(rest) }, queryClient, persister };
}

/** The server-data layer: React Query with its cache kept in the browser (bounded), over the configured server. */
export function Providers({ apiUrl, children }: { apiUrl: string; children: ReactNode }) {
  const [{ api, queryClient, persister }] = useState(() => createServerData(apiUrl));
  useEffect(() => boundHistories(queryClient), [queryClient]);
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{
        persister,
        maxAge: 7 * 24 * 3_600_000,
        buster: apiUrl,
        dehydrateOptions: {
          shouldDehydrateQuery: (query) => query.state.status === 'success' && persisted.has(query.queryKey[0]),
        },
      }}
    >
      <ApiProvider api={api}>{children}</ApiProvider>
    </PersistQueryClientProvider>
  );
}
