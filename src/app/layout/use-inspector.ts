import { useEffect, useRef, useState } from 'react';
import { isCurrentContract, useServerFeatures, useUsers } from '../../api/use-server-data';
import { matchUser } from '../../api/user-match';
import { usePrefs } from '../../prefs/prefs-store';

const uuidLike = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(id);
const asking = (query: { fetchStatus: string; failureCount: number }) =>
  query.fetchStatus !== 'idle' && query.failureCount === 0;
/** Not answered yet, not even with an error: a query that failed is pending again while it is asked again. */
const unanswered = (query: { isPending: boolean; isFetched: boolean }) => query.isPending && !query.isFetched;

/**
 * A chosen inspector the kept list does not have (made just before a reload, or in another tab): the server is
 * asked once more, so the header names them instead of showing their id.
 */
function useAskAgainFor(
  userId: string | undefined,
  list: readonly { id: string }[] | undefined,
  users: { isFetching: boolean; refetch: () => Promise<unknown> },
) {
  const asked = useRef<string | undefined>(undefined);
  const missing = userId !== undefined && list !== undefined && !list.some((user) => user.id === userId);
  useEffect(() => {
    if (!missing || users.isFetching || asked.current === userId) return;
    asked.current = userId;
    void users.refetch();
  }, [missing, userId, users]);
}

/** How long a persona name waits for the server to say who it is before it opens as itself. */
export const personaPatienceMs = 2_500;

function usePatience(ms: number) {
  const [patient, setPatient] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setPatient(false), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return patient;
}

/**
 * Who the inspector is, and what the server speaks. On a v2.5 server the inspector is one of its
 * users (UUID), on a v2.4.1 server a free persona name. One chosen here (or with `?user=`) is
 * remembered; a persona id that names a server user (`koen`) is that user; without one, a v2.5
 * server's first user, else the configured persona. `userId` is undefined only while the server is
 * still being asked, so no session opens for someone else first.
 */
export function useInspector(fallbackUserId: string) {
  const chosen = usePrefs((prefs) => prefs.userId);
  const patient = usePatience(personaPatienceMs);
  const server = useServerFeatures();
  const current = isCurrentContract(server.data?.contract);
  const can = server.data?.can;
  const users = useUsers(current && (can?.users ?? false));
  const list = users.data?.users;
  const listing = current && unanswered(users);
  // A chosen UUID opens at once; a persona name waits for the server to say whether it lists users, and then
  // for the list that says who it is, so one socket opens for the right inspector. Not beyond a first failure
  // or a short patience: a server slow to answer must not keep the conversation closed, and once open as
  // itself a persona never closes again to wait.
  const waiting =
    chosen === undefined
      ? unanswered(server) || listing
      : !uuidLike(chosen) && patient && ((unanswered(server) && asking(server)) || (listing && asking(users)));
  const named = chosen === undefined || !list ? chosen : (matchUser(list, chosen)?.id ?? chosen);
  useAskAgainFor(named, list, users);
  const userId = named ?? (waiting ? undefined : (list?.[0]?.id ?? fallbackUserId));
  // Only a user the server lists has preferences there; another id (a link, an old persona) keeps them here.
  const listed = list?.some((user) => user.id === userId) ?? false;
  return { userId: waiting ? undefined : userId, current, listed, users: list, detected: !unanswered(server) };
}
