import type { z } from 'zod';
import type {
  SessionHistory,
  SessionHistoryEnvelopeSchema,
  SessionList,
  SessionListEnvelope,
  UnreadableEntry,
  UserList,
  UserListEnvelopeSchema,
} from './contract';
import { type RestFailure, restFailures } from './rest-failures';

/** The most sessions kept of one answer from a server that ignores paging; past it a note says the list is cut. */
export const MAX_KEPT_SESSIONS = 10_000;

const contract = () => import('./contract');

type Ask = (userId: string, limit: number, offset: number, signal?: AbortSignal) => Promise<SessionListEnvelope>;

/** A whole list a server sent for one page: kept, so further pages come from it without asking again. */
interface Kept {
  userId: string;
  entries: readonly unknown[];
  /** How many the server sent, when more than were kept. */
  capped?: number;
}

const request = 'GET /sessions';

export const unreadableCause = (what: string, entry: UnreadableEntry): string =>
  `${what} ${entry.at + 1}${entry.id === undefined ? '' : ` (id ${JSON.stringify(entry.id)})`} could not be read: ${entry.issue}`;

/**
 * The session list page by page, keeping to the page size asked for. A page that comes back with more entries
 * than asked means the server ignores paging: its answer is taken as the whole list (cut at `MAX_KEPT_SESSIONS`),
 * kept for that inspector, and further pages are sliced from it. Only the page served is read entry by entry,
 * so 10,000 entries are never all checked at once; an entry off-contract is set aside in place and logged.
 */
export function createSessionPager(ask: Ask, report: (failure: RestFailure) => void = restFailures.report) {
  let kept: Kept | undefined;

  async function serve(entries: readonly unknown[], offset: number, limit: number, whole?: Kept): Promise<SessionList> {
    const { readEntries, SessionSummarySchema } = await contract();
    const slice = whole ? entries.slice(offset, offset + limit) : entries;
    const read = readEntries(slice, SessionSummarySchema, ['sessionId', 'id'], 0);
    read.unreadable.forEach((entry) =>
      report({
        request,
        kind: 'invalid-entry',
        cause: unreadableCause('Session', { ...entry, at: entry.at + offset }),
      }),
    );
    return {
      success: true,
      sessions: read.entries,
      totalCount: whole ? whole.entries.length : 0,
      ...(read.unreadable.length ? { unreadable: read.unreadable } : {}),
      ...(whole?.capped ? { capped: whole.capped } : {}),
    };
  }

  async function page(userId: string, limit: number, offset: number, signal?: AbortSignal): Promise<SessionList> {
    if (offset > 0 && kept?.userId === userId) return serve(kept.entries, offset, limit, kept);
    const answer = await ask(userId, limit, offset, signal);
    if (answer.sessions.length <= limit) {
      if (kept?.userId === userId) kept = undefined;
      return {
        ...(await serve(answer.sessions, offset, limit)),
        success: answer.success,
        totalCount: answer.totalCount,
      };
    }
    const sent = answer.sessions.length;
    kept = { userId, entries: answer.sessions.slice(0, MAX_KEPT_SESSIONS) };
    if (sent > MAX_KEPT_SESSIONS) kept.capped = sent;
    report({
      request,
      kind: 'paging-ignored',
      cause: `Asked for ${limit} sessions from ${offset}, got ${sent}: kept ${kept.entries.length}, paged here`,
    });
    return serve(kept.entries, offset, limit, kept);
  }

  return { page };
}

export type SessionPager = ReturnType<typeof createSessionPager>;

/** Logs the entries of a list or history that could not be read (the rest is shown, the bad one marked). */
const logUnreadable = (request: string, what: string, unreadable: readonly UnreadableEntry[]) =>
  unreadable.forEach((entry) =>
    restFailures.report({ request, kind: 'invalid-entry', cause: unreadableCause(what, entry) }),
  );

/** A history read entry by entry: a malformed entry stays in its place as unreadable, and is logged. */
export async function readHistoryAnswer(answer: z.infer<typeof SessionHistoryEnvelopeSchema>): Promise<SessionHistory> {
  const { history, unreadable } = (await contract()).readHistory(answer.history);
  logUnreadable('GET /sessions/{id}/history', 'History entry', unreadable);
  return { ...answer, history };
}

/** The users list read entry by entry (at most `limit`): a malformed user is left out, and logged. */
export async function readUsersAnswer(
  answer: z.infer<typeof UserListEnvelopeSchema>,
  limit: number,
): Promise<UserList> {
  const { readEntries, UserProfileSchema } = await contract();
  const { entries, unreadable } = readEntries(answer.users.slice(0, limit), UserProfileSchema, ['id']);
  logUnreadable('GET /users', 'User', unreadable);
  return { ...answer, users: entries, ...(unreadable.length ? { unreadable } : {}) };
}
