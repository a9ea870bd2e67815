import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseIncludeTools, parseListQuery } from './rest-query';
import type { SessionStore } from './store';

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '600',
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

type Handler = (res: ServerResponse, params: URLSearchParams, sessionId: string) => void;
interface Route {
  pattern: RegExp;
  methods: Partial<Record<string, Handler>>;
}

const notFound = (res: ServerResponse): void => sendJson(res, 404, { detail: 'Session not found' });

/** What only tests ask for: every frame clients sent, to prove nothing was lost or doubled. */
export interface TestHooks {
  receivedFrames: () => unknown[];
}

function routes(store: SessionStore, health: () => Record<string, unknown>, testHooks?: TestHooks): Route[] {
  return [
    ...(testHooks
      ? [
          {
            pattern: /^\/__test__\/received-frames$/,
            methods: { GET: (res: ServerResponse) => sendJson(res, 200, { frames: testHooks.receivedFrames() }) },
          },
        ]
      : []),
    { pattern: /^\/health$/, methods: { GET: (res) => sendJson(res, 200, { status: 'ok', ...health() }) } },
    {
      pattern: /^\/sessions$/,
      methods: {
        GET: (res, params) => {
          const query = parseListQuery(params);
          if (!query.ok) return sendJson(res, 422, { detail: query.detail });
          const { userId, limit, offset } = query.value;
          sendJson(res, 200, { success: true, ...store.list(userId, limit, offset) });
        },
      },
    },
    {
      pattern: /^\/sessions\/([^/]+)\/history$/,
      methods: {
        GET: (res, params, id) => {
          const includeTools = parseIncludeTools(params);
          if (!includeTools.ok) return sendJson(res, 422, { detail: includeTools.detail });
          const history = store.history(id, includeTools.value);
          if (!history) return notFound(res);
          sendJson(res, 200, { success: true, threadId: id, history, messageCount: history.length });
        },
      },
    },
    {
      pattern: /^\/sessions\/([^/]+)\/metadata$/,
      methods: {
        GET: (res, _params, id) => {
          const session = store.summary(id);
          if (!session) return notFound(res);
          sendJson(res, 200, { success: true, session });
        },
      },
    },
    {
      pattern: /^\/sessions\/([^/]+)$/,
      methods: {
        DELETE: (res, _params, id) => {
          if (!store.delete(id)) return notFound(res);
          sendJson(res, 200, { success: true, message: 'Session deleted' });
        },
      },
    },
  ];
}

/** The contract's REST API: health and sessions, JSON bodies, CORS for any origin. */
export function createRestHandler(store: SessionStore, health: () => Record<string, unknown>, testHooks?: TestHooks) {
  const table = routes(store, health, testHooks);
  return (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://mock');
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    for (const route of table) {
      const match = route.pattern.exec(url.pathname);
      if (!match) continue;
      const handler = route.methods[method];
      if (!handler) {
        const allow = [...Object.keys(route.methods), 'OPTIONS'].join(', ');
        return sendJson(res, 405, { detail: 'Method Not Allowed' }, { Allow: allow });
      }
      let sessionId: string;
      try {
        sessionId = decodeURIComponent(match[1] ?? '');
      } catch {
        return notFound(res);
      }
      return handler(res, url.searchParams, sessionId);
    }
    sendJson(res, 404, { detail: 'Not found' });
  };
}
