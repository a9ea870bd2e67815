import { createContext, useContext, type ReactNode } from 'react';
import type { QueryFactories } from './query-factories';
import type { RestApi } from './rest-api';

/** The configured server's REST calls and the query-options factories over them. */
export interface Api {
  rest: RestApi;
  queries: QueryFactories;
}

const ApiContext = createContext<Api | null>(null);

export function ApiProvider({ api, children }: { api: Api; children: ReactNode }) {
  return <ApiContext value={api}>{children}</ApiContext>;
}

export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used inside <ApiProvider>');
  return api;
}
