import { entriesOf, rewriteRest } from './rest-rewrite';
import type { HostileScenario } from './scenario';

/** How many sessions the huge list sends, whatever page was asked for. */
export const HUGE_LIST_SIZE = 10_000;

/** The id of the malformed entry the bad-list and bad-history attacks put second in their answer. */
export const badListEntryId = 'kapotte-sessie';
export const badHistoryEntryId = 'kapot-bericht';

const filler = (userId: unknown, n: number) => {
  const at = new Date(Date.UTC(2025, 0, 1) - n * 60_000).toISOString();
  return {
    sessionId: `hostile-${n}`,
    userId: typeof userId === 'string' ? userId : 'koen',
    title: `Sessie ${n} van een server die niet pagineert`,
    firstMessagePreview: `Bericht ${n}`,
    messageCount: 2,
    createdAt: at,
    lastActivity: at,
  };
};

/** The page the mock would send, then made-up sessions up to 10,000: a server that ignores `limit` and `offset`. */
const hugeList = rewriteRest({
  list: (body) => {
    const page = entriesOf(body, 'sessions');
    const userId = page[0]?.userId;
    const rest = Array.from({ length: HUGE_LIST_SIZE - page.length }, (_, n) => filler(userId, n + 1));
    body.sessions = [...page, ...rest];
    body.totalCount = HUGE_LIST_SIZE;
  },
});

/** A session without most of its fields and a title that is a number, second in the list. */
const badListEntry = rewriteRest({
  list: (body) => {
    const page = entriesOf(body, 'sessions');
    page.splice(1, 0, { sessionId: badListEntryId, title: 42 });
    body.sessions = page;
    body.totalCount = Number(body.totalCount ?? 0) + 1;
  },
});

/** An entry whose role is a number, second in the history. */
const badHistoryEntry = rewriteRest({
  history: (body) => {
    const history = entriesOf(body, 'history');
    history.splice(1, 0, { id: badHistoryEntryId, role: 42, content: 'Dit bericht klopt niet met het contract' });
    body.history = history;
    body.messageCount = history.length;
  },
});

export const listAttacks: HostileScenario[] = [
  {
    name: 'huge-session-list',
    family: 'lists',
    summary: `REST: ${HUGE_LIST_SIZE.toLocaleString('en')} sessions for a request of 20 (limit and offset ignored)`,
    rest: hugeList,
  },
  {
    name: 'bad-list-entry',
    family: 'lists',
    summary: 'REST: one malformed entry, second in a session list',
    rest: badListEntry,
  },
  {
    name: 'bad-history-entry',
    family: 'lists',
    summary: 'REST: one malformed entry, second in a history',
    rest: badHistoryEntry,
  },
];
