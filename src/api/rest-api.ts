import type { NewUser, PreferencesUpdate, SessionHistory, UserList } from './contract';
import type { Http } from './http';
import type { RestWrites } from './rest-writes';
import type { SessionPager } from './session-pages';

const id = encodeURIComponent;
// zod and the contract's schemas load in their own chunk (shared with frame validation), not before first paint.
const contract = () => import('./contract');
// Reading lists entry by entry and paging them comes with the first list, not before first paint.
const lists = () => import('./session-pages');

/** Every REST call of the contract (v2.4.1 and v2.5.1), bound to one server: schema-checked, abortable reads. */
export function createRestApi(http: Http) {
  // The writes (and how they read back an answer lost on the way) load on first use, not before first paint.
  let writes: Promise<RestWrites> | undefined;
  const askSessions = async (userId: string, limit: number, offset: number, signal?: AbortSignal) =>
    http.get(
      `/sessions?user_id=${id(userId)}&limit=${limit}&offset=${offset}`,
      (await contract()).SessionListEnvelopeSchema,
      signal,
    );
  let pager: Promise<SessionPager> | undefined;
  const sessions = async (userId: string, limit: number, offset: number, signal?: AbortSignal) =>
    (await (pager ??= lists().then((module) => module.createSessionPager(askSessions)))).page(
      userId,
      limit,
      offset,
      signal,
    );
  const write = () => (writes ??= import('./rest-writes').then((module) => module.createRestWrites(http)));
  return {
    serverInfo: async (signal?: AbortSignal) => http.get('/', (await contract()).ServerInfoSchema, signal),
    health: async (signal?: AbortSignal) => http.get('/health', (await contract()).HealthSchema, signal),
    /** One page of an inspector's sessions, never more than `limit` (see `createSessionPager`), read entry by entry. */
    sessions,
    history: async (sessionId: string, signal?: AbortSignal): Promise<SessionHistory> => {
      const path = `/sessions/${id(sessionId)}/history?include_tools=true`;
      const answer = await http.get(path, (await contract()).SessionHistoryEnvelopeSchema, signal);
      return (await lists()).readHistoryAnswer(answer);
    },
    users: async (limit: number, signal?: AbortSignal): Promise<UserList> => {
      const answer = await http.get(
        `/users?limit=${limit}&offset=0`,
        (await contract()).UserListEnvelopeSchema,
        signal,
      );
      return (await lists()).readUsersAnswer(answer, limit);
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
