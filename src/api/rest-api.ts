import type { NewUser, PreferencesUpdate } from './contract';
import type { Http } from './http';
import type { RestWrites } from './rest-writes';

const id = encodeURIComponent;
// zod and the contract's schemas load in their own chunk (shared with frame validation), not before first paint.
const contract = () => import('./contract');

/** Every REST call of the contract (v2.4.1 and v2.5.1), bound to one server: schema-checked, abortable reads. */
export function createRestApi(http: Http) {
  // The writes (and how they read back an answer lost on the way) load on first use, not before first paint.
  let writes: Promise<RestWrites> | undefined;
  const write = () => (writes ??= import('./rest-writes').then((module) => module.createRestWrites(http)));
  return {
    serverInfo: async (signal?: AbortSignal) => http.get('/', (await contract()).ServerInfoSchema, signal),
    health: async (signal?: AbortSignal) => http.get('/health', (await contract()).HealthSchema, signal),
    sessions: async (userId: string, limit: number, offset: number, signal?: AbortSignal) =>
      http.get(
        `/sessions?user_id=${id(userId)}&limit=${limit}&offset=${offset}`,
        (await contract()).SessionListSchema,
        signal,
      ),
    history: async (sessionId: string, signal?: AbortSignal) =>
      http.get(
        `/sessions/${id(sessionId)}/history?include_tools=true`,
        (await contract()).SessionHistorySchema,
        signal,
      ),
    users: async (limit: number, signal?: AbortSignal) =>
      http.get(`/users?limit=${limit}&offset=0`, (await contract()).UserListSchema, signal),
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
