import { queryOptions } from '@tanstack/react-query';
import { settleGateway } from './gateway-known';
import type { Http } from './http';

// zod loads in its own chunk, as for the contract's schemas.
const contract = () => import('./gateway-contract');

/** What AGORA's gateway offers: its backends and the default; null when the server is no gateway. */
export interface GatewayInfo {
  backends: string[];
  defaultBackend?: string;
}

/**
 * Asks the gateway's root. Only a `/health` that names the gateway leads to `/gateway/backends`, so a server
 * that is no gateway is never asked for a route it lacks (no 404 in the console).
 */
async function readGateway(root: Http, signal: AbortSignal): Promise<GatewayInfo | null> {
  const schemas = await contract();
  const health = await root.get('/health', schemas.GatewayHealthSchema, signal).catch(() => undefined);
  if (health?.service !== 'api-gateway') return null;
  const answer = await root.get('/gateway/backends', schemas.GatewayBackendsSchema, signal);
  return { backends: answer.backends, defaultBackend: answer.default ?? undefined };
}

const gatewayKey = ['gateway'] as const;

/** The gateway at the configured server's root (not the chosen backend's prefix). */
export const gatewayQueries = (root: Http) => ({
  info: () =>
    queryOptions({
      queryKey: [...gatewayKey, 'info'],
      queryFn: ({ signal }) =>
        readGateway(root, signal).then(settleGateway, (error: unknown) => {
          settleGateway(null);
          throw error;
        }),
      staleTime: 5 * 60_000,
      retry: false,
    }),
});

export type GatewayQueries = ReturnType<typeof gatewayQueries>;
