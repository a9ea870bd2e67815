import { listValues } from '../lib/persistent/persistent-list';
import { mapGet } from '../lib/persistent/persistent-map';
import type { SessionState, TimelineItem, ToolCallRecord, TranscriptMessage } from './session-state';
import { isUnsent, type TranscriptSnapshot } from './transcript-snapshot';

/** A user message and what followed it until the next one; the first turn may have no user message. */
interface Turn {
  user?: TranscriptMessage;
  items: TimelineItem[];
}

function splitTurns(timeline: readonly TimelineItem[], message: (id: string) => TranscriptMessage | undefined): Turn[] {
  const turns: Turn[] = [];
  for (const item of timeline) {
    const found = item.kind === 'message' ? message(item.id) : undefined;
    if (found?.role === 'user' || turns.length === 0)
      turns.push({ user: found?.role === 'user' ? found : undefined, items: [] });
    turns[turns.length - 1]!.items.push(item);
  }
  return turns;
}

/** How many messages the inspector typed before this one that the server has (as far as this page knows). */
export const sentBefore = (state: SessionState): number =>
  [...listValues(state.timeline)].filter((item) => {
    const message = item.kind === 'message' ? mapGet(state.messages, item.id) : undefined;
    return message?.role === 'user' && !unsent(message) && !message.unconfirmed;
  }).length;

/** Not a type guard, so a message that is not unsent keeps its type. */
const unsent = (message: TranscriptMessage): boolean => isUnsent(message);
const sameText = (a: string, b: string) => a.trim() === b.trim();

/** Rows of the client's own that the history never has: they stay with the turn they came in. */
const staysWithTurn = (item: TimelineItem) =>
  item.kind === 'notice' || item.kind === 'approval' || item.kind === 'stateChange';

/**
 * The REST history merged into what this page shows. The history is the server's word on every turn it
 * holds: a turn whose question the history has (same text, in order) is replaced by the history's. A turn
 * it does not have is never dropped: what was sent stays, marked `unconfirmed` (not stored), and what was
 * never sent stays as it is. Both keep the place the inspector typed them in: among the turns shown, or
 * after a reload (when only the outbox is left) after as many of the history's questions as were sent
 * before it (`afterSent`). Notices, approvals and state-change cards stay with their turn.
 */
export function mergeHistory(state: SessionState, snapshot: TranscriptSnapshot): TranscriptSnapshot {
  const historyMessages = new Map(snapshot.messages.map((m) => [m.id, m] as const));
  const historyCalls = new Set(snapshot.toolCalls.map((c) => c.id));
  const history = splitTurns(snapshot.timeline, (id) => historyMessages.get(id));
  const used = new Set(historyMessages.keys());
  const live = splitTurns([...listValues(state.timeline)], (id) => mapGet(state.messages, id));
  const timeline: TimelineItem[] = [];
  const messages: TranscriptMessage[] = [];
  const toolCalls: ToolCallRecord[] = [];
  let next = 0;
  // Questions shown so far that the server had (or was sent): what `afterSent` counts.
  let sentQuestions = 0;
  const emitHistory = (through: number) => {
    for (; next <= through && next < history.length; next++) {
      const turn = history[next]!;
      timeline.push(...turn.items);
      if (turn.user) sentQuestions++;
    }
  };
  const preamble = history[0] !== undefined && !history[0].user;
  if (preamble) emitHistory(0);
  for (const turn of live) {
    const { user } = turn;
    // Rows before any question of this page's are the server's own (another tab's run, a snapshot): its history has them.
    if (!user && history.length > 0) {
      timeline.push(...turn.items.filter((item) => staysWithTurn(item)));
      continue;
    }
    const match =
      user && !unsent(user)
        ? history.findIndex((h, index) => index >= next && h.user && sameText(h.user.text, user.text))
        : -1;
    if (match >= 0) {
      emitHistory(match);
      timeline.push(...turn.items.filter((item) => staysWithTurn(item)));
      continue;
    }
    if (user && unsent(user)) {
      const after = user.afterSent ?? Number.POSITIVE_INFINITY;
      while (next < history.length && sentQuestions < after) emitHistory(next);
    } else if (user) sentQuestions++;
    keepTurn(turn, { state, used, historyCalls, timeline, messages, toolCalls });
  }
  emitHistory(history.length - 1);
  return {
    messages: [...snapshot.messages, ...messages],
    toolCalls: [...snapshot.toolCalls, ...toolCalls],
    timeline,
  };
}

interface Kept {
  state: SessionState;
  /** Message ids taken: the history's and those kept so far. */
  used: Set<string>;
  historyCalls: ReadonlySet<string>;
  timeline: TimelineItem[];
  messages: TranscriptMessage[];
  toolCalls: ToolCallRecord[];
}

/** A live turn the history does not hold: its messages stay (those the server had, marked not stored). */
function keepTurn(turn: Turn, kept: Kept): void {
  for (const item of turn.items) {
    if (staysWithTurn(item)) {
      kept.timeline.push(item);
      continue;
    }
    if (item.kind === 'toolCall') {
      const call = mapGet(kept.state.toolCalls, item.id);
      if (!call || kept.historyCalls.has(item.id)) continue;
      const open = call.status === 'streaming_args' || call.status === 'awaiting_result';
      kept.toolCalls.push(open ? { ...call, status: 'interrupted' } : call);
      kept.timeline.push(item);
      continue;
    }
    const message = mapGet(kept.state.messages, item.id);
    if (!message) continue;
    // A restored row's id is its place in the history, which a shorter history may now give another row.
    let id = message.id;
    while (kept.used.has(id)) id += '-kept';
    kept.used.add(id);
    const unconfirmed = !unsent(message) && message.role !== 'reasoning' && message.role !== 'activity';
    const status = message.status === 'streaming' ? 'incomplete' : message.status;
    kept.messages.push({ ...message, id, status, ...(unconfirmed && { unconfirmed: true }) });
    kept.timeline.push({ kind: 'message', id });
  }
}
