import type { NewUser, PreferencesUpdate, SessionHistory, UnreadableEntry, UserList } from './contract';
import type { Http } from './http';
import { restFailures } from './rest-failures';
import type { RestWrites } from './rest-writes';
import { createSessionPager, unreadableCause } from './session-pages';

const id = encodeURIComponent;
// zod and the contract's schemas load in their own chunk (shared with frame validation), not before first paint.
const contract = () => import('./contract');

/** Logs the entries of a list or history that could not be read (the rest is shown, the bad one marked). */
const logUnreadable = (request: string, what: string, unreadable: readonly UnreadableEntry[]) =>
  unreadable.forEach((entry) =>
    restFailures.report({ request, kind: 'invalid-entry', cause: unreadableCause(what, entry) }),
  );

/** Every REST call of the contract (v2.4.1 and v2.5.1), bound to one server: schema-checked, abortable reads. */
export function createRestApi(http: Http) {
  // The writes (and how they read back an answer lost on the way) load on first use, not before first paint.
  let writes: Promise<RestWrites> | undefined;
  const sessionPages = createSessionPager(async (userId, limit, offset, signal) =>
    http.get(
      `/sessions?user_id=${id(userId)}&limit=${limit}&offset=${offset}`,
      (await contract()).SessionListEnvelopeSchema,
      signal,
    ),
  );
  const write = () => (writes ??= import('./rest-writes').then((module) => module.createRestWrites(http)));
  return {
    serverInfo: async (signal?: AbortSignal) => http.get('/', (await contract()).ServerInfoSchema, signal),
    health: async (signal?: AbortSignal) => http.get('/health', (await contract()).HealthSchema, signal),
    /** One page of an inspector's sessions, never more than `limit` (see `createSessionPager`), read entry by entry. */
    sessions: sessionPages.page,
    history: async (sessionId: string, signal?: AbortSignal): Promise<SessionHistory> => {
      const { SessionHistoryEnvelopeSchema, readHistory } = await contract();
      const path = `/sessions/${id(sessionId)}/history?include_tools=true`;
      const answer = await http.get(path, SessionHistoryEnvelopeSchema, signal);
      const { history, unreadable } = readHistory(answer.history);
      logUnreadable('GET /sessions/{id}/history', 'History entry', unreadable);
      return { ...answer, history };
    },
    users: async (limit: number, signal?: AbortSignal): Promise<UserList> => {
      const { UserListEnvelopeSchema, UserProfileSchema, readEntries } = await contract();
      const answer = await http.get(`/users?limit=${limit}&offset=0`, UserListEnvelopeSchema, signal);
      const { entries, unreadable } = readEntries(answer.users.slice(0, limit), UserProfileSchema, ['id']);
      logUnreadable('GET /users', 'User', unreadable);
      return { ...answer, users: entries, ...(unreadable.length ? { unreadable } : {}) };
    },
    preferences: async (userId: string, signal?: AbortSignal) =>
      http.get(`/users/me/preferences?user_id=${id(userId)}`, (await contract()).PreferencesResultSchema, signal),
    agents: async (signal?: AbortSignal) => http.get('/agents', (await contract()).AgentListSchema, signal),
    deleteSession: async (sessionId: string) => (await write()).deleteSession(sessionId),
    renameSession: async (sessionId: string, title: string) => (await write()).renameSession(sessionId, title),
    createUser: async (user: NewUser) => (await write()).createUser(user),
    updateUser: async (userId: string, changes: { name?: string; role?: string }) =>
      (await write()).updateUser(userId, changes),
    deleteUser: async (userId: string) => (await write()).deleteUser(userId),
    updatePreferences: async (userId: string, update: PreferencesUpdate) =>
      (await write()).updatePreferences(userId, update),
  };
}

export type RestApi = ReturnType<typeof createRestApi>;
