import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useState } from 'react';
import { useSessionQueries } from '../../api/api-context';
import type { SessionList } from '../../api/contract';

type Pages = InfiniteData<SessionList, number>;

/** Deletes a session: gone from the list at once, back with a message when the server refuses. */
export function useDeleteSession(userId: string) {
  const queries = useSessionQueries();
  const client = useQueryClient();
  const [failure, setFailure] = useState<string>();
  const key = queries.pages(userId).queryKey;

  const mutation = useMutation({
    mutationFn: (sessionId: string) => queries.remove(sessionId),
    onMutate: async (sessionId) => {
      setFailure(undefined);
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<Pages>(key);
      client.setQueryData<Pages>(key, (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({ ...page, sessions: page.sessions.filter((s) => s.sessionId !== sessionId), totalCount: Math.max(0, page.totalCount - 1) })),
        },
      );
      return { previous };
    },
    onError: (error, _sessionId, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
      setFailure((error as Error).message);
    },
    onSettled: () => client.invalidateQueries({ queryKey: queries.all }),
  });

  return { remove: mutation.mutate, failure, dismissFailure: () => setFailure(undefined) };
}
