import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApi } from './api-context';
import type { PreferencesUpdate } from './contract';
import { isMissingRoute, noCapabilities } from './server-features';
import type { Capability, ServerCapabilities, ServerFeatures } from './server-features';

/** What the server speaks, once known (`GET /`): undefined while detecting or when it cannot be reached. */
export function useServerFeatures() {
  const { queries } = useApi();
  return useQuery(queries.serverQueries.info());
}

/** A v2.5 server: `GET /` answers (what it has beyond that is in `useCapabilities`). */
export const isCurrentContract = (contract: string | undefined) => contract === '2.5';

/** What the server has, route by route: nothing while it is being asked or cannot be reached. */
export function useCapabilities(): ServerCapabilities {
  return useServerFeatures().data?.can ?? noCapabilities;
}

/** A route the server turned out not to have (404, 405): that feature is off from now on, quietly. */
export function useTurnOff() {
  const { queries } = useApi();
  const client = useQueryClient();
  const { queryKey } = queries.serverQueries.info();
  return (feature: Capability) =>
    client.setQueryData<ServerFeatures>(queryKey, (known) =>
      known && known.can[feature] ? { ...known, can: { ...known.can, [feature]: false } } : known,
    );
}

/** A read that found its route missing (`null`) turns its feature off. */
function useOffWhenAbsent(data: unknown, feature: Capability) {
  const turnOff = useTurnOff();
  useEffect(() => {
    if (data === null) turnOff(feature);
  });
}

export function useUsers(enabled: boolean) {
  const { queries } = useApi();
  return useQuery({ ...queries.userQueries.list(), enabled });
}

export function useAgents(enabled: boolean) {
  const { queries } = useApi();
  const query = useQuery({ ...queries.agentQueries.list(), enabled });
  useOffWhenAbsent(query.data, 'agents');
  return query;
}

export function usePreferences(userId: string, enabled: boolean) {
  const { queries } = useApi();
  const query = useQuery({ ...queries.userQueries.preferences(userId), enabled });
  useOffWhenAbsent(query.data, 'preferences');
  return query;
}

/** Changes preferences on the server: shown at once, put back when the server refuses; a missing route turns them off. */
export function useUpdatePreferences(userId: string) {
  const { rest, queries } = useApi();
  const client = useQueryClient();
  const turnOff = useTurnOff();
  const { queryKey } = queries.userQueries.preferences(userId);
  return useMutation({
    mutationFn: (update: PreferencesUpdate) => rest.updatePreferences(userId, update),
    onMutate: async (update) => {
      await client.cancelQueries({ queryKey });
      const before = client.getQueryData(queryKey);
      client.setQueryData(queryKey, (old) => old && { ...old, preferences: { ...old.preferences, ...update } });
      return { before };
    },
    onError: (error, _update, context) => {
      if (context?.before) client.setQueryData(queryKey, context.before);
      if (isMissingRoute(error)) turnOff('preferences');
    },
    onSuccess: (result) => client.setQueryData(queryKey, () => result),
  });
}
