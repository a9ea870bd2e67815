import { agentList } from './agents';
import { olderAbout } from './missing-routes';
import { reply } from './rest-route';
import type { RestContext, Route } from './rest-route';

/** `/health`; with v2.5.1 also `GET /` (what the server is) and `GET /agents`. */
export function infoRoutes({ contract, health, without = new Set() }: RestContext): Route[] {
  const healthRoute: Route = {
    pattern: /^\/health$/,
    methods: { GET: () => reply(200, { status: 'ok', ...health() }) },
  };
  if (contract !== '2.5.1') return [healthRoute];
  const about = {
    service: 'AGORA mock server',
    version: '2.0.0',
    // AGORA's own server sends no contractVersion: clients must not rely on it.
    contractVersion: contract,
    protocol: 'AG-UI Protocol v2.1.1',
    docs: '/docs',
    websocket: '/ws',
  };
  return [
    healthRoute,
    { pattern: /^\/$/, methods: { GET: () => reply(200, without.size > 0 ? olderAbout(without) : about) } },
    ...(without.has('agents') ? [] : [{ pattern: /^\/agents$/, methods: { GET: () => reply(200, agentList) } }]),
  ];
}
