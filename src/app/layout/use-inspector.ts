import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '../../api/api-context';
import { isCurrentContract, useServerFeatures, useUsers } from '../../api/use-server-data';
import { matchUser, personaOwner } from '../../api/user-match';
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

/**
 * A persona id that names a listed user of another id: how many sessions each owns, so one whose users and
 * sessions disagree still opens the id's own (see personaOwner). `waiting` while the first answers are out.
 */
function useOwnedSessions(persona: string | undefined, matched: string | undefined) {
  const { queries } = useApi();
  const ask = persona !== undefined && matched !== undefined && persona !== matched && !uuidLike(persona);
  const own = useQuery({ ...queries.userQueries.sessionCount(persona ?? ''), enabled: ask });
  const theirs = useQuery({ ...queries.userQueries.sessionCount(matched ?? ''), enabled: ask });
  const out = (query: typeof own) => unanswered(query) && asking(query);
  return { owned: { persona: own.data, matched: theirs.data }, waiting: ask && (out(own) || out(theirs)) };
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
 * remembered; a persona id that names a server user (`koen`) is that user, unless only the id owns
 * sessions (see personaOwner); without one, a v2.5 server's first user, else the configured persona.
 * `userId` is undefined only while the server is still being asked, so no session opens for someone
 * else first.
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
  // for the list that says who it is (and whose sessions are whose), so one socket opens for the right
  // inspector. Not beyond a first failure or a short patience: a server slow to answer must not keep the
  // conversation closed, and once open as itself a persona never closes again to wait.
  const matched = chosen === undefined || !list ? undefined : matchUser(list, chosen)?.id;
  const sessions = useOwnedSessions(chosen, matched);
  const waiting =
    chosen === undefined
      ? unanswered(server) || listing
      : !uuidLike(chosen) &&
        patient &&
        ((unanswered(server) && asking(server)) || (listing && asking(users)) || sessions.waiting);
  const named = chosen === undefined || matched === undefined ? chosen : personaOwner(chosen, matched, sessions.owned);
  useAskAgainFor(matched ?? named, list, users);
  const userId = named ?? (waiting ? undefined : (list?.[0]?.id ?? fallbackUserId));
  // Only a user the server lists has preferences there; another id (a link, an old persona) keeps them here.
  const listed = list?.some((user) => user.id === userId) ?? false;
  return { userId: waiting ? undefined : userId, current, listed, users: list, detected: !unanswered(server) };
}
