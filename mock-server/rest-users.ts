import { isObject } from './http-body';
import { parsePreferenceUpdate } from './preferences';
import { parsePageQuery, parseUserIdQuery } from './rest-query';
import { detail, reply } from './rest-route';
import type { Handler, Reply, RestContext, Route } from './rest-route';
import type { UserChanges, UserDirectory } from './user-directory';

const userNotFound = detail(404, 'User not found');

function stringField(body: Record<string, unknown>, name: string, required: boolean): string | undefined | Reply {
  const value = body[name];
  if (value === undefined || value === null) return required ? detail(422, `Field '${name}' is required`) : undefined;
  return typeof value === 'string' ? value : detail(422, `Field '${name}' must be a string`);
}
const isReply = (value: unknown): value is Reply => isObject(value) && 'status' in value;

const create =
  (users: UserDirectory): Handler =>
  ({ body }) => {
    if (!isObject(body)) return detail(422, 'Body must be a JSON object like {"email": "…", "name": "…"}');
    const [email, name, role] = [
      stringField(body, 'email', true),
      stringField(body, 'name', true),
      stringField(body, 'role', false),
    ];
    for (const field of [email, name, role]) if (isReply(field)) return field;
    const user = users.create({ email: email as string, name: name as string, role: (role as string) ?? 'inspector' });
    return user ? reply(201, { success: true, user }) : detail(409, 'Email already exists');
  };

/** AGORA takes `name` and `role` from the query; the mock also reads them, and `preferences`, from a JSON body. */
function userChanges(params: URLSearchParams, body: unknown): UserChanges | Reply {
  if (body !== undefined && !isObject(body)) return detail(422, 'Body must be a JSON object');
  const given = body ?? {};
  const changes: UserChanges = {};
  for (const name of ['name', 'role'] as const) {
    const value = stringField(given, name, false);
    if (isReply(value)) return value;
    const chosen = value ?? params.get(name) ?? undefined;
    if (chosen !== undefined) changes[name] = chosen;
  }
  if (given.preferences !== undefined && given.preferences !== null) {
    const preferences = parsePreferenceUpdate(given.preferences);
    if (!preferences.ok) return detail(preferences.status, preferences.detail);
    changes.preferences = preferences.value;
  }
  return changes;
}

/** Validates first, then finds the user, then needs at least one known field: AGORA's order. */
const updatePreferences =
  (users: UserDirectory): Handler =>
  ({ params, body }) => {
    const userId = parseUserIdQuery(params);
    if (!userId.ok) return detail(422, userId.detail);
    const update = parsePreferenceUpdate(body);
    if (!update.ok) return detail(update.status, update.detail);
    if (!users.get(userId.value)) return userNotFound;
    if (Object.keys(update.value).length === 0) return detail(400, 'No preferences provided');
    return reply(200, {
      success: true,
      preferences: users.update(userId.value, { preferences: update.value })?.preferences,
    });
  };

/**
 * AGORA deletes the user's sessions first, then the user, and answers how many sessions went; an unknown
 * user is a 404, after sessions listed under that id are gone all the same.
 */
const remove =
  ({ users, store, owner }: RestContext): Handler =>
  ({ id }) => {
    const ownerId = owner(id);
    const { sessions } = store.list(ownerId, Number.MAX_SAFE_INTEGER, 0);
    for (const session of sessions) store.delete(session.sessionId);
    if (!users.delete(id)) return userNotFound;
    return reply(200, {
      success: true,
      message: 'User and associated sessions deleted',
      deletedSessionsCount: sessions.length,
    });
  };

/** `POST /__test__/users {"personas": false}`: no users at all (a first start); `true`: the personas again. */
const resetUsers =
  (users: UserDirectory): Handler =>
  ({ body }) => {
    if (!isObject(body) || typeof body.personas !== 'boolean')
      return detail(422, 'Body must be {"personas": true} or {"personas": false}');
    users.reset(body.personas);
    return reply(200, { success: true, ...users.list(100, 0) });
  };

/** Users and preferences (v2.5.1). Ids may be persona names. */
export function userRoutes(ctx: RestContext): Route[] {
  const { users } = ctx;
  const withUserId =
    (answer: (userId: string) => Reply): Handler =>
    ({ params }) => {
      const userId = parseUserIdQuery(params);
      return userId.ok ? answer(userId.value) : detail(422, userId.detail);
    };
  const list: Handler = ({ params }) => {
    const page = parsePageQuery(params);
    if (!page.ok) return detail(422, page.detail);
    return reply(200, { success: true, ...users.list(page.value.limit, page.value.offset) });
  };
  const me = withUserId((userId) => {
    const user = users.get(userId);
    return user ? reply(200, user) : userNotFound;
  });
  const preferences = withUserId((userId) => {
    const found = users.preferences(userId);
    return found ? reply(200, { success: true, preferences: found }) : userNotFound;
  });
  const byId: Handler = ({ id }) => {
    const user = users.get(id);
    return user ? reply(200, { success: true, user }) : userNotFound;
  };
  const update: Handler = ({ id, params, body }) => {
    const changes = userChanges(params, body);
    if (isReply(changes)) return changes;
    const user = users.update(id, changes);
    return user ? reply(200, { success: true, user }) : userNotFound;
  };
  return [
    { pattern: /^\/users$/, methods: { GET: list, POST: create(users) } },
    { pattern: /^\/users\/me$/, methods: { GET: me } },
    ...(ctx.without?.has('preferences')
      ? []
      : [{ pattern: /^\/users\/me\/preferences$/, methods: { GET: preferences, PUT: updatePreferences(users) } }]),
    { pattern: /^\/users\/([^/]+)$/, methods: { GET: byId, PUT: update, DELETE: remove(ctx) }, missing: userNotFound },
    ...(ctx.testHooks ? [{ pattern: /^\/__test__\/users$/, methods: { POST: resetUsers(users) } }] : []),
  ];
}
