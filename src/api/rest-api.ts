import type { NewUser } from './contract';
import type { Http } from './http';

const id = encodeURIComponent;
// zod and the contract's schemas load in their own chunk (shared with frame validation), not before first paint.
const contract = () => import('./contract');

/** Every REST call of the contract (v2.4.1 and v2.5.1), bound to one server: schema-checked, abortable. */
export function createRestApi(http: Http) {
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
    deleteSession: async (sessionId: string) =>
      http.delete(`/sessions/${id(sessionId)}`, (await contract()).DeleteResultSchema),
    renameSession: async (sessionId: string, title: string) =>
      http.put(`/sessions/${id(sessionId)}`, { title }, (await contract()).UpdateSessionResultSchema),
    users: async (limit: number, signal?: AbortSignal) =>
      http.get(`/users?limit=${limit}&offset=0`, (await contract()).UserListSchema, signal),
    createUser: async (user: NewUser) => http.post('/users', user, (await contract()).UserResultSchema),
    // AGORA reads the changes from the query and ignores a body.
    updateUser: async (userId: string, changes: { name?: string; role?: string }) =>
      http.put(
        `/users/${id(userId)}?${new URLSearchParams(changes as Record<string, string>)}`,
        {},
        (await contract()).UserResultSchema,
      ),
    deleteUser: async (userId: string) =>
      http.delete(`/users/${id(userId)}`, (await contract()).DeleteUserResultSchema),
    preferences: async (userId: string, signal?: AbortSignal) =>
      http.get(`/users/me/preferences?user_id=${id(userId)}`, (await contract()).PreferencesResultSchema, signal),
    updatePreferences: async (userId: string, update: object) =>
      http.put(`/users/me/preferences?user_id=${id(userId)}`, update, (await contract()).PreferencesResultSchema),
    agents: async (signal?: AbortSignal) => http.get('/agents', (await contract()).AgentListSchema, signal),
  };
}

export type RestApi = ReturnType<typeof createRestApi>;
