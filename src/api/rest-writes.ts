import { fieldOf } from '../lib/record';
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
  type UserResult,
} from './contract';
import { isNotFound, type Http } from './http';

const id = encodeURIComponent;

const gone = async (read: () => Promise<unknown>): Promise<boolean> =>
  read().then(
    () => false,
    (error: unknown) => {
      if (isNotFound(error)) return true;
      throw error;
    },
  );
const found = <T>(done: boolean, result: T): Found<T> => (done ? { done, result } : { done: false });
/** Every field the write sent reads back as sent. */
const holds = (sent: object, now: object) =>
  Object.entries(sent).every(([key, value]) => value === undefined || fieldOf(now, key) === value);

/** A delete is done when what it deleted is gone: its answer lost, or a second try that finds nothing (404). */
const confirmedDelete = <T>(write: () => Promise<T>, read: () => Promise<unknown>) =>
  confirmedWrite<T>({
    write,
    verify: async () => found(await gone(read), { success: true } as T),
    maybeDone: (status) => status === 404,
  });

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

function sessionWrites(http: Http) {
  const session = async (sessionId: string) =>
    (await http.get(`/sessions/${id(sessionId)}/metadata`, SessionMetadataSchema)).session;

  return {
    deleteSession: (sessionId: string) =>
      confirmedDelete<DeleteResult>(
        () => http.delete(`/sessions/${id(sessionId)}`, DeleteResultSchema),
        () => session(sessionId),
      ),
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
          const now = await user(userId);
          return found(holds(changes, now), { success: true, user: now });
        },
      }),
    deleteUser: (userId: string) =>
      confirmedDelete<DeleteUserResult>(
        () => http.delete(`/users/${id(userId)}`, DeleteUserResultSchema),
        () => user(userId),
      ),
    updatePreferences: (userId: string, update: PreferencesUpdate) =>
      confirmedWrite<PreferencesResult>({
        write: async () => http.put(`/users/me/preferences?user_id=${id(userId)}`, update, PreferencesResultSchema),
        verify: async () => {
          const now = await http.get(`/users/me/preferences?user_id=${id(userId)}`, PreferencesResultSchema);
          return found(holds(update, now.preferences), now);
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
