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
  /** REST wants this key (as a gateway with one key): a request without it gets the gateway's 401. */
  requireKey: string | null = null;

  note(req: IncomingMessage, url: URL): void {
    const apiKey = req.headers['x-api-key'] !== undefined;
    this.seen.push({ method: req.method ?? 'GET', path: url.pathname, apiKey, token: url.searchParams.has('token') });
    if (this.seen.length > seenCap) this.seen.shift();
  }
}

type Settings = { redirect: Redirect | null; clear: boolean; requireKey: string | null };
type Control = ({ ok: true } & Settings) | { ok: false; detail: string };

function parseRedirect(redirect: unknown): Redirect | null | string {
  if (redirect === null) return null;
  if (!isObject(redirect) || typeof redirect.path !== 'string' || typeof redirect.to !== 'string')
    return 'redirect must be {"path": "/…", "to": "http://…"} or null';
  if (!/^https?:\/\//.test(redirect.to)) return 'redirect.to must be an http(s) URL';
  return { path: redirect.path, to: redirect.to };
}

/** `{"redirect": {"path", "to"} | null, "requireKey"?: "<key>" | null, "clear"?: true}`. */
function parseKeyOriginControl(body: unknown): Control {
  if (!isObject(body)) return { ok: false, detail: 'Body must be a JSON object' };
  const { redirect = null, clear = false, requireKey = null } = body;
  if (typeof clear !== 'boolean') return { ok: false, detail: 'clear must be true or false' };
  if (requireKey !== null && (typeof requireKey !== 'string' || requireKey === ''))
    return { ok: false, detail: 'requireKey must be a key or null' };
  const parsed = parseRedirect(redirect);
  if (typeof parsed === 'string') return { ok: false, detail: parsed };
  return { ok: true, redirect: parsed, clear, requireKey };
}

async function control(req: IncomingMessage, res: ServerResponse, watch: KeyOriginWatch): Promise<void> {
  if (req.method === 'GET')
    return sendJson(res, 200, { redirect: watch.redirect, requireKey: watch.requireKey !== null, seen: watch.seen });
  if (req.method !== 'POST') return sendJson(res, 405, { detail: 'Method Not Allowed' }, { Allow: 'GET, POST' });
  const parsed = parseKeyOriginControl(parseJsonBody(await readBody(req)));
  if (!parsed.ok) return sendJson(res, 422, { detail: parsed.detail });
  watch.redirect = parsed.redirect;
  watch.requireKey = parsed.requireKey;
  if (parsed.clear) watch.seen.length = 0;
  sendJson(res, 200, { redirect: watch.redirect, requireKey: watch.requireKey !== null });
}

function redirectTo({ to }: Redirect, url: URL): string {
  const target = new URL(to);
  if (!target.search) target.search = url.search;
  return target.toString();
}

/**
 * In front of a server (`testHooks`): every request noted (`GET /__test__/key-origin` lists them: did a key come?);
 * `POST /__test__/key-origin {"redirect": {"path", "to"}}` answers GETs of that path 307 to another origin, as a
 * server that would pass a client's key on, and `{"requireKey": "<key>"}` makes REST want a key of its own.
 */
export function withKeyOrigin(handler: RequestListener, watch = new KeyOriginWatch()): RequestListener {
  return (req, res) => {
    const url = requestUrl(req);
    if (url.pathname === '/__test__/key-origin') return void control(req, res, watch).catch(() => res.destroy());
    if (!url.pathname.startsWith('/__test__/')) watch.note(req, url);
    const { redirect, requireKey } = watch;
    const refused = requireKey !== null && req.method !== 'OPTIONS' && req.headers['x-api-key'] !== requireKey;
    if (refused && !url.pathname.startsWith('/__test__/')) return sendJson(res, 401, { detail: 'Missing API Key' });
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
