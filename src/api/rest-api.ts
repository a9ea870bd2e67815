import type { Http } from './http';
import { createRestWrites } from './rest-writes';

const id = encodeURIComponent;
// zod and the contract's schemas load in their own chunk (shared with frame validation), not before first paint.
const contract = () => import('./contract');

/** Every REST call of the contract (v2.4.1 and v2.5.1), bound to one server: schema-checked, abortable reads. */
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
    users: async (limit: number, signal?: AbortSignal) =>
      http.get(`/users?limit=${limit}&offset=0`, (await contract()).UserListSchema, signal),
    preferences: async (userId: string, signal?: AbortSignal) =>
      http.get(`/users/me/preferences?user_id=${id(userId)}`, (await contract()).PreferencesResultSchema, signal),
    agents: async (signal?: AbortSignal) => http.get('/agents', (await contract()).AgentListSchema, signal),
    ...createRestWrites(http),
  };
}

export type RestApi = ReturnType<typeof createRestApi>;
