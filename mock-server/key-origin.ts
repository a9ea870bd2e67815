import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { isObject, parseJsonBody, readBody } from './http-body';
import { sendJson } from './rest';

/** What one request brought: whether it carried a key (the `X-API-Key` header or a `token` parameter). */
export interface SeenRequest {
  method: string;
  path: string;
  apiKey: boolean;
  token: boolean;
}

/** A GET of `path` answered 307 to `to` (with the request's query when `to` has none). */
export interface Redirect {
  path: string;
  to: string;
}

export const requestUrl = (req: IncomingMessage): URL => new URL(req.url ?? '/', 'http://mock');

/** Enough for a journey; the oldest go first. */
const seenCap = 500;

/** The requests a server saw (headers reduced to "carried a key or not") and the redirect it answers with. */
export class KeyOriginWatch {
  readonly seen: SeenRequest[] = [];
  redirect: Redirect | null = null;

  note(req: IncomingMessage, url: URL): void {
    const apiKey = req.headers['x-api-key'] !== undefined;
    this.seen.push({ method: req.method ?? 'GET', path: url.pathname, apiKey, token: url.searchParams.has('token') });
    if (this.seen.length > seenCap) this.seen.shift();
  }
}

type Control = { ok: true; redirect: Redirect | null; clear: boolean } | { ok: false; detail: string };

/** `{"redirect": {"path", "to"} | null, "clear"?: true}`. */
export function parseKeyOriginControl(body: unknown): Control {
  if (!isObject(body)) return { ok: false, detail: 'Body must be a JSON object' };
  const { redirect = null, clear = false } = body;
  if (typeof clear !== 'boolean') return { ok: false, detail: 'clear must be true or false' };
  if (redirect === null) return { ok: true, redirect: null, clear };
  if (!isObject(redirect) || typeof redirect.path !== 'string' || typeof redirect.to !== 'string')
    return { ok: false, detail: 'redirect must be {"path": "/…", "to": "http://…"} or null' };
  if (!/^https?:\/\//.test(redirect.to)) return { ok: false, detail: 'redirect.to must be an http(s) URL' };
  return { ok: true, redirect: { path: redirect.path, to: redirect.to }, clear };
}

async function control(req: IncomingMessage, res: ServerResponse, watch: KeyOriginWatch): Promise<void> {
  if (req.method === 'GET') return sendJson(res, 200, { redirect: watch.redirect, seen: watch.seen });
  if (req.method !== 'POST') return sendJson(res, 405, { detail: 'Method Not Allowed' }, { Allow: 'GET, POST' });
  const parsed = parseKeyOriginControl(parseJsonBody(await readBody(req)));
  if (!parsed.ok) return sendJson(res, 422, { detail: parsed.detail });
  watch.redirect = parsed.redirect;
  if (parsed.clear) watch.seen.length = 0;
  sendJson(res, 200, { redirect: watch.redirect });
}

function redirectTo({ to }: Redirect, url: URL): string {
  const target = new URL(to);
  if (!target.search) target.search = url.search;
  return target.toString();
}

/**
 * In front of a server (`testHooks`): every request noted (`GET /__test__/key-origin` lists them: did a key come?),
 * and `POST /__test__/key-origin {"redirect": {"path", "to"}}` answers GETs of that path 307 to another origin, as
 * a server that would pass a client's key on.
 */
export function withKeyOrigin(handler: RequestListener, watch = new KeyOriginWatch()): RequestListener {
  return (req, res) => {
    const url = requestUrl(req);
    if (url.pathname === '/__test__/key-origin') return void control(req, res, watch).catch(() => res.destroy());
    if (!url.pathname.startsWith('/__test__/')) watch.note(req, url);
    const { redirect } = watch;
    if (redirect && req.method === 'GET' && url.pathname === redirect.path) {
      res.writeHead(307, {
        Location: redirectTo(redirect, url),
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': 'Content-Type, X-API-Key',
      });
      return void res.end();
    }
    handler(req, res);
  };
}
