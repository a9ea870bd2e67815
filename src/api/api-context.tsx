import { createContext, useContext, type ReactNode } from 'react';
import type { SessionApi } from './session-api';

const ApiContext = createContext<SessionApi | null>(null);

export function ApiProvider({ api, children }: { api: SessionApi; children: ReactNode }) {
  return <ApiContext value={api}>{children}</ApiContext>;
}

/** The sessions API, bound to the configured server. */
export function useSessionApi(): SessionApi {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useSessionApi must be used inside <ApiProvider>');
  return api;
}
