import { createContext, useContext, type ReactNode } from 'react';
import type { GatewayQueries } from './gateway-queries';
import type { QueryFactories } from './query-factories';
import type { RestApi } from './rest-api';

/** The configured server's REST calls and the query-options factories over them. */
export interface Api {
  rest: RestApi;
  queries: QueryFactories;
  /** AGORA's gateway at the server's root, if there is one. */
  gateway: GatewayQueries;
  /** The backend chosen behind the gateway (its `/api/{backend}` prefix); the gateway's default when absent. */
  backend?: string;
}

export const ApiContext = createContext<Api | null>(null);

export function ApiProvider({ api, children }: { api: Api; children: ReactNode }) {
  return <ApiContext value={api}>{children}</ApiContext>;
}

export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used inside <ApiProvider>');
  return api;
}
