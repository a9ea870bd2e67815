import { splice } from './scenario';
import type { RestAnswer } from './scenario';

/** The REST answers hostile scenarios rewrite: a user's session list, one session's history and its metadata. */
const restRoutes = {
  list: /^\/sessions$/,
  history: /^\/sessions\/[^/]+\/history$/,
  metadata: /^\/sessions\/[^/]+\/metadata$/,
} as const;

export type RestRoute = keyof typeof restRoutes;
type Body = Record<string, unknown>;
/** Changes a parsed answer in place; `splice` slots (see scenario.ts) in it become `raws`. */
type Change = (body: Body) => void;

const routeOf = (path: string): RestRoute | undefined =>
  (Object.keys(restRoutes) as RestRoute[]).find((route) => restRoutes[route].test(path));

function parseObject(text: string): Body | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A scenario's REST part: the answers of the routes named in `changes` (GETs the mock answered with a JSON object)
 * are changed and sent with `raws()` spliced in; every other answer is left be.
 */
export function rewriteRest(
  changes: Partial<Record<RestRoute, Change>>,
  raws: () => Record<string, string> = () => ({}),
): (answer: RestAnswer) => string | undefined {
  return ({ method, path, body }) => {
    const route = routeOf(path);
    const change = route && changes[route];
    const parsed = method === 'GET' && change ? parseObject(body) : undefined;
    if (!change || !parsed) return undefined;
    change(parsed);
    return splice(JSON.stringify(parsed), raws());
  };
}

/** The objects of a list field of an answer (`sessions`, `history`), or none. */
export function entriesOf(body: Body, field: string): Body[] {
  const list = body[field];
  return Array.isArray(list) ? list.filter((entry): entry is Body => typeof entry === 'object' && entry !== null) : [];
}

/** The session of a metadata answer (`{success, session}`), or none. */
export function sessionOf(body: Body): Body | undefined {
  const session = body.session;
  return typeof session === 'object' && session !== null ? (session as Body) : undefined;
}
