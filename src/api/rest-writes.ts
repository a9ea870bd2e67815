import { confirmedWrite, type Found } from './confirmed-write';
import {
  DeleteResultSchema,
  DeleteUserResultSchema,
  PreferencesResultSchema,
  SessionMetadataSchema,
  UpdateSessionResultSchema,
  UserListSchema,
  UserResultSchema,
  type DeleteResult,
  type DeleteUserResult,
  type NewUser,
  type PreferencesResult,
  type PreferencesUpdate,
  type UpdateSessionResult,
  type UserProfile,
  type UserResult,
} from './contract';
import type { Http } from './http';
import { ApiError } from './http';

const id = encodeURIComponent;

const isGone = (error: unknown) => error instanceof ApiError && error.kind === 'http' && error.status === 404;
const gone = async (read: () => Promise<unknown>): Promise<boolean> =>
  read().then(
    () => false,
    (error: unknown) => {
      if (isGone(error)) return true;
      throw error;
    },
  );
const found = <T>(done: boolean, result: T): Found<T> => (done ? { done, result } : { done: false });
const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

function sessionWrites(http: Http) {
  const session = async (sessionId: string) =>
    (await http.get(`/sessions/${id(sessionId)}/metadata`, SessionMetadataSchema)).session;

  return {
    deleteSession: (sessionId: string) =>
      confirmedWrite<DeleteResult>({
        write: async () => http.delete(`/sessions/${id(sessionId)}`, DeleteResultSchema),
        verify: async () => found(await gone(() => session(sessionId)), { success: true }),
        maybeDone: (status) => status === 404,
      }),
    renameSession: (sessionId: string, title: string) =>
      confirmedWrite<UpdateSessionResult>({
        write: async () => http.put(`/sessions/${id(sessionId)}`, { title }, UpdateSessionResultSchema),
        verify: async () => {
          const now = await session(sessionId);
          return found(now.title === title, { success: true, session: now });
        },
      }),
  };
}

function userWrites(http: Http) {
  const user = async (userId: string) => (await http.get(`/users/${id(userId)}`, UserResultSchema)).user;

  return {
    createUser: (created: NewUser) =>
      confirmedWrite<UserResult>({
        write: async () => http.post('/users', created, UserResultSchema),
        verify: async () => {
          const { users } = await http.get('/users?limit=100&offset=0', UserListSchema);
          const match = users.find(
            (listed) => sameText(listed.email, created.email) && sameText(listed.name, created.name),
          );
          return match ? found(true, { success: true, user: match }) : { done: false };
        },
        // A 409 for the e-mail sent: that user is there, and is ours when the name is too.
        maybeDone: (status) => status === 409,
      }),
    // AGORA reads the changes from the query and ignores a body.
    updateUser: (userId: string, changes: { name?: string; role?: string }) =>
      confirmedWrite<UserResult>({
        write: async () =>
          http.put(
            `/users/${id(userId)}?${new URLSearchParams(changes as Record<string, string>)}`,
            {},
            UserResultSchema,
          ),
        verify: async () => {
          const now: UserProfile = await user(userId);
          const applied =
            (changes.name === undefined || now.name === changes.name) &&
            (changes.role === undefined || now.role === changes.role);
          return found(applied, { success: true, user: now });
        },
      }),
    deleteUser: (userId: string) =>
      confirmedWrite<DeleteUserResult>({
        write: async () => http.delete(`/users/${id(userId)}`, DeleteUserResultSchema),
        verify: async () => found(await gone(() => user(userId)), { success: true }),
        maybeDone: (status) => status === 404,
      }),
    updatePreferences: (userId: string, update: PreferencesUpdate) =>
      confirmedWrite<PreferencesResult>({
        write: async () => http.put(`/users/me/preferences?user_id=${id(userId)}`, update, PreferencesResultSchema),
        verify: async () => {
          const now = await http.get(`/users/me/preferences?user_id=${id(userId)}`, PreferencesResultSchema);
          const kept = Object.entries(update).every(
            ([key, value]) => (now.preferences as Record<string, unknown>)[key] === value,
          );
          return found(kept, now);
        },
      }),
  };
}

/**
 * The contract's writes. AGORA's gateway can lose an answer after the backend acted, so each one that comes back
 * cut short (or refused as already done) is read back and reported as what the server did: never sent twice.
 */
export function createRestWrites(http: Http) {
  return { ...sessionWrites(http), ...userWrites(http) };
}

export type RestWrites = ReturnType<typeof createRestWrites>;
