import { isCurrentContract, useServerFeatures, useUsers } from '../api/use-server-data';
import { usePrefs } from '../prefs/prefs-store';

/**
 * Who the inspector is, and what the server speaks. On a v2.5 server the inspector is one of its
 * users (UUID), on a v2.4.1 server a free persona name. One chosen here (or with `?user=`) is
 * remembered; without one, a v2.5 server's first user, else the configured persona. `userId` is
 * undefined only while the server is still being asked, so no session opens for someone else first.
 */
export function useInspector(fallbackUserId: string) {
  const chosen = usePrefs((prefs) => prefs.userId);
  const server = useServerFeatures();
  const current = isCurrentContract(server.data?.contract);
  const users = useUsers(current);
  const waiting = !chosen && (server.isPending || (current && users.isPending));
  const userId = chosen ?? (waiting ? undefined : (users.data?.users[0]?.id ?? fallbackUserId));
  // Only a user the server lists has preferences there; another id (a link, an old persona) keeps them here.
  const listed = users.data?.users.some((user) => user.id === userId) ?? false;
  return { userId, current, listed, users: users.data?.users, detected: !server.isPending };
}
