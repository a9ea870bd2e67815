import { createContext, useContext, type ReactNode } from 'react';
import type { SessionQueries } from './session-queries';

const ApiContext = createContext<SessionQueries | null>(null);

export function ApiProvider({ queries, children }: { queries: SessionQueries; children: ReactNode }) {
  return <ApiContext value={queries}>{children}</ApiContext>;
}

/** The sessions API's query options, bound to the configured server. */
export function useSessionQueries(): SessionQueries {
  const queries = useContext(ApiContext);
  if (!queries) throw new Error('useSessionQueries must be used inside <ApiProvider>');
  return queries;
}
