import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useEffect, useState, type ReactNode } from 'react';
import { ApiProvider } from '../../api/api-context';
import { apiKeyHeaders, apiKeyStore, requestApiKey } from '../../api/api-key';
import { boundHistories } from '../../api/bound-histories';
import { localStoragePersister } from '../../api/cache-persister';
import { gatewayQueries } from '../../api/gateway-queries';
import { createHttp, defaultTimeoutMs } from '../../api/http';
import { createQueryClient } from '../../api/query-client';
import { createQueryFactories, queryKeys } from '../../api/query-factories';
import { createRestApi } from '../../api/rest-api';
import { restFailures } from '../../api/rest-failures';

const persisted = new Set<unknown>([
  queryKeys.sessions[0],
  queryKeys.server[0],
  queryKeys.users[0],
  queryKeys.agents[0],
]);

const access = { headers: apiKeyHeaders, onUnauthorized: requestApiKey, onFailure: restFailures.report };

interface ServerPlace {
  /** The REST API's base: the server, or one backend behind AGORA's gateway (`…/api/{backend}`). */
  apiUrl: string;
  /** The server's root, where a gateway answers `/gateway/…`. */
  gatewayUrl: string;
  /** Where the kept cache lives: one per gateway backend, so their sessions stay apart. */
  cacheKey: string;
  backend?: string;
}

function createServerData({ apiUrl, gatewayUrl, cacheKey, backend }: ServerPlace) {
  const rest = createRestApi(createHttp(apiUrl, undefined, defaultTimeoutMs, access));
  const gateway = gatewayQueries(createHttp(gatewayUrl, undefined, defaultTimeoutMs, access));
  const queryClient = createQueryClient();
  const persister = localStoragePersister(localStorage, cacheKey);
  return { api: { rest, queries: createQueryFactories(rest), gateway, backend }, queryClient, persister };
}

/** The server-data layer: React Query with its cache kept in the browser (bounded), over the configured server. */
export function Providers({ children, ...place }: ServerPlace & { children: ReactNode }) {
  const { apiUrl } = place;
  const [{ api, queryClient, persister }] = useState(() => createServerData(place));
  useEffect(() => boundHistories(queryClient), [queryClient]);
  // Asked at start even where nothing on screen shows the gateway: the speech player waits for its answer.
  useEffect(() => void queryClient.prefetchQuery(api.gateway.info()), [api, queryClient]);
  // A new key: everything refused for want of one is asked for again.
  useEffect(
    () =>
      apiKeyStore.subscribe((state, previous) => {
        if (state.version !== previous.version) void queryClient.invalidateQueries();
      }),
    [queryClient],
  );
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
