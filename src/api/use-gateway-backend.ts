import { QueryClientContext, useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import { ApiContext, type Api } from './api-context';

/** AGORA's backends by the names their projects use. */
export const backendNames: Readonly<Record<string, string>> = {
  langgraph: 'LangGraph',
  openai: 'OpenAI Agents',
  mock: 'Mock',
};

/** The backend this app talks to behind AGORA's gateway: the chosen one, else the gateway's default. */
export function useGatewayBackend(api: Api): string | undefined {
  const { data } = useQuery(api.gateway.info());
  if (!data) return undefined;
  return api.backend ?? data.defaultBackend;
}

/** The server data a view may do without (a conversation shown outside the app, as in tests): null there. */
export function useOptionalApi(): Api | null {
  const api = useContext(ApiContext);
  return useContext(QueryClientContext) ? api : null;
}
