import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from './api-context';
import type { PreferencesUpdate } from './contract';

/** What the server speaks, once known (`GET /`): undefined while detecting or when it cannot be reached. */
export function useServerFeatures() {
  const { queries } = useApi();
  return useQuery(queries.serverQueries.info());
}

/** A v2.5 server: users, preferences, agents and rename are there. */
export const isCurrentContract = (contract: string | undefined) => contract === '2.5';

export function useUsers(enabled: boolean) {
  const { queries } = useApi();
  return useQuery({ ...queries.userQueries.list(), enabled });
}

export function useAgents(enabled: boolean) {
  const { queries } = useApi();
  return useQuery({ ...queries.agentQueries.list(), enabled });
}

export function usePreferences(userId: string, enabled: boolean) {
  const { queries } = useApi();
  return useQuery({ ...queries.userQueries.preferences(userId), enabled });
}

/** Changes preferences on the server: shown at once, put back when the server refuses. */
export function useUpdatePreferences(userId: string) {
  const { rest, queries } = useApi();
  const client = useQueryClient();
  const { queryKey } = queries.userQueries.preferences(userId);
  return useMutation({
    mutationFn: (update: PreferencesUpdate) => rest.updatePreferences(userId, update),
    onMutate: async (update) => {
      await client.cancelQueries({ queryKey });
      const before = client.getQueryData(queryKey);
      if (before) client.setQueryData(queryKey, { ...before, preferences: { ...before.preferences, ...update } });
      return { before };
    },
    onError: (_error, _update, context) => {
      if (context?.before) client.setQueryData(queryKey, context.before);
    },
    onSuccess: (result) => client.setQueryData(queryKey, result),
  });
}
