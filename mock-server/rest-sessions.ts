import { isObject } from './http-body';
import { langgraphHistory } from './langgraph-threads';
import { parseIncludeTools, parseListQuery } from './rest-query';
import { detail, reply } from './rest-route';
import type { Handler, Reply, RestContext, Route } from './rest-route';

const sessionNotFound = detail(404, 'Session not found');

/** `PUT /sessions/{id}` body as AGORA's model reads it: `title` a string of at most 200 characters, or null. */
export function parseSessionUpdate(body: unknown): { title: string | null } | Reply {
  if (!isObject(body)) return detail(422, 'Body must be a JSON object like {"title": "…"}');
  const { title } = body;
  if (title === undefined || title === null) return { title: null };
  if (typeof title !== 'string') return detail(422, "Field 'title' must be a string");
  const length = [...title].length;
  if (length > 200) return detail(422, `Field 'title' must have at most 200 characters (got ${length})`);
  return { title };
}

/** Renames a session (v2.5.1): the body is checked first, then whether there is a title, then the session. */
const rename =
  ({ store }: RestContext): Handler =>
  ({ id, body }) => {
    const update = parseSessionUpdate(body);
    if ('status' in update) return update;
    if (update.title === null) return detail(400, 'No update fields provided');
    const session = store.rename(id, update.title);
    return session ? reply(200, { success: true, session }) : sessionNotFound;
  };

export function sessionRoutes(ctx: RestContext): Route[] {
  const { store, owner } = ctx;
  const list: Handler = ({ params }) => {
    const query = parseListQuery(params);
    if (!query.ok) return detail(422, query.detail);
    const { userId, limit, offset } = query.value;
    return reply(200, { success: true, ...store.list(owner(userId), limit, offset) });
  };
  const history: Handler = ({ params, id }) => {
    const includeTools = parseIncludeTools(params);
    if (!includeTools.ok) return detail(422, includeTools.detail);
    const entries =
      (ctx.backend ?? 'openai') === 'langgraph'
        ? langgraphHistory(store, id, includeTools.value)
        : store.history(id, includeTools.value);
    if (!entries) return sessionNotFound;
    return reply(200, { success: true, threadId: id, history: entries, messageCount: entries.length });
  };
  const metadata: Handler = ({ id }) => {
    const session = store.summary(id);
    return session ? reply(200, { success: true, session }) : sessionNotFound;
  };
  const remove: Handler = ({ id }) =>
    store.delete(id) ? reply(200, { success: true, message: 'Session deleted' }) : sessionNotFound;
  const missing = sessionNotFound;
  return [
    { pattern: /^\/sessions$/, methods: { GET: list } },
    { pattern: /^\/sessions\/([^/]+)\/history$/, methods: { GET: history }, missing },
    { pattern: /^\/sessions\/([^/]+)\/metadata$/, methods: { GET: metadata }, missing },
    {
      pattern: /^\/sessions\/([^/]+)$/,
      methods:
        ctx.contract === '2.5.1' && !ctx.without?.has('rename')
          ? { DELETE: remove, PUT: rename(ctx) }
          : { DELETE: remove },
      missing,
    },
  ];
}
