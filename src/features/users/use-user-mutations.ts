import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import type { NewUser, UserList, UserProfile } from '../../api/contract';
import { queryKeys } from '../../api/query-factories';

/** The cached user list, changed at once and put back when the server refuses. */
function useCachedUsers() {
  const { queries } = useApi();
  const client = useQueryClient();
  const { queryKey } = queries.userQueries.list();
  return {
    async change(update: (users: UserProfile[]) => UserProfile[]) {
      await client.cancelQueries({ queryKey });
      const before = client.getQueryData<UserList>(queryKey);
      if (before) {
        const users = update(before.users);
        client.setQueryData<UserList>(queryKey, {
          ...before,
          users,
          totalCount: before.totalCount + users.length - before.users.length,
        });
      }
      return before;
    },
    restore: (before: UserList | undefined) => before && client.setQueryData<UserList>(queryKey, before),
    settle: () => client.invalidateQueries({ queryKey }),
  };
}

/** Creates a user: listed (newest first) once the server gave it its id. */
export function useCreateUser() {
  const { rest } = useApi();
  const users = useCachedUsers();
  return useMutation({
    mutationFn: (user: NewUser) => rest.createUser(user),
    onSuccess: ({ user }) => users.change((listed) => [user, ...listed.filter((other) => other.id !== user.id)]),
    onSettled: () => users.settle(),
  });
}

export interface UserChanges {
  name: string;
  role?: string;
}

/** Changes a user's name and role: shown at once, put back when the server refuses. */
export function useUpdateUser(onFailure: (user: UserProfile, error: Error) => void) {
  const { rest } = useApi();
  const users = useCachedUsers();
  return useMutation({
    mutationFn: ({ user, changes }: { user: UserProfile; changes: UserChanges }) => rest.updateUser(user.id, changes),
    onMutate: ({ user, changes }) =>
      users.change((listed) => listed.map((other) => (other.id === user.id ? { ...other, ...changes } : other))),
    onError: (error, { user }, before) => {
      users.restore(before);
      onFailure(user, error);
    },
    onSettled: () => users.settle(),
  });
}

/** Deletes a user, and with them their sessions: gone from the list at once, back when the server refuses. */
export function useDeleteUser(onFailure: (user: UserProfile, error: Error) => void) {
  const { rest } = useApi();
  const client = useQueryClient();
  const users = useCachedUsers();
  return useMutation({
    mutationFn: (user: UserProfile) => rest.deleteUser(user.id),
    onMutate: (user) => users.change((listed) => listed.filter((other) => other.id !== user.id)),
    onError: (error, user, before) => {
      users.restore(before);
      onFailure(user, error);
    },
    onSettled: (_result, _error, user) => {
      void client.invalidateQueries({ queryKey: [...queryKeys.sessionLists, user.id] });
      void client.invalidateQueries({ queryKey: [...queryKeys.sessions, 'count', user.id] });
      return users.settle();
    },
  });
}
