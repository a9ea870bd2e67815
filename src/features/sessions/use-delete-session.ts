import { useState } from 'react';
import { useSessionApi } from '../../api/api-context';

/** Deletes a session: gone from the list at once, back with a message when the server refuses. */
export function useDeleteSession(userId: string) {
  const api = useSessionApi();
  const [failure, setFailure] = useState<string>();
  const remove = (sessionId: string) => {
    setFailure(undefined);
    api
      .sessionList(userId)
      .remove(sessionId, () => api.remove(sessionId))
      .catch((error: unknown) => setFailure((error as Error).message));
  };
  return { remove, failure, dismissFailure: () => setFailure(undefined) };
}
