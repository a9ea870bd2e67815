import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ContractVersion } from './contract-version';
import { parseJsonBody, readBody } from './http-body';
import { infoRoutes } from './rest-info';
import { detail, reply } from './rest-route';
import type { Reply, RestContext, Route } from './rest-route';
import { sessionRoutes } from './rest-sessions';
import { userRoutes } from './rest-users';

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Content-Type, X-API-Key',
  'Access-Control-Max-Age': '600',
};

/** What a browser may send cross-origin: v2.5.1 adds renames, preferences and users (PUT, POST). */
const corsMethods: Record<ContractVersion, string> = {
  '2.4.1': 'GET, DELETE, OPTIONS',
  '2.5.1': 'GET, POST, PUT, DELETE, OPTIONS',
};

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { ...cors, 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

function routes(ctx: RestContext): Route[] {
  const hooks = ctx.testHooks;
  const testRoutes: Route[] = hooks
    ? [
        {
          pattern: /^\/__test__\/received-frames$/,
          methods: { GET: () => reply(200, { frames: hooks.receivedFrames() }) },
        },
      ]
    : [];
  return [
    ...testRoutes,
    ...infoRoutes(ctx),
    ...sessionRoutes(ctx),
    ...(ctx.contract === '2.5.1' ? userRoutes(ctx) : []),
  ];
}

/** Like Starlette: the first route whose path and method match; 405 when only paths do, 404 when none. */
async function answer(table: Route[], req: IncomingMessage): Promise<Reply & { headers?: Record<string, string> }> {
  const url = new URL(req.url ?? '/', 'http://mock');
  const method = req.method ?? 'GET';
  const matching = table.filter((route) => route.pattern.test(url.pathname));
  const route = matching.find((candidate) => candidate.methods[method]);
  const handler = route?.methods[method];
  if (!route || !handler) {
    if (matching.length === 0) return detail(404, 'Not found');
    const allow = [...Object.keys(matching[0]?.methods ?? {}), 'OPTIONS'].join(', ');
    return { ...detail(405, 'Method Not Allowed'), headers: { Allow: allow } };
  }
  let id: string;
  try {
    id = decodeURIComponent(route.pattern.exec(url.pathname)?.[1] ?? '');
  } catch {
    return route.missing ?? detail(404, 'Not found');
  }
  const body = method === 'PUT' || method === 'POST' ? parseJsonBody(await readBody(req)) : undefined;
  return handler({ params: url.searchParams, id, body });
}

/** The contract's REST API for the version served: JSON bodies, CORS for any origin. */
export function createRestHandler(ctx: RestContext) {
  const table = routes(ctx);
  const methods = { 'Access-Control-Allow-Methods': corsMethods[ctx.contract] };
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...cors, ...methods });
      res.end();
      return;
    }
    answer(table, req).then(
      ({ status, body, headers }) => sendJson(res, status, body, { ...methods, ...headers }),
      (error: unknown) => {
        if (res.headersSent) return void res.destroy();
        sendJson(res, 500, { detail: `Internal error: ${String(error)}` }, methods);
      },
    );
  };
}
