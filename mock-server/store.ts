import { isoTime } from './iso-time';

/**
 * History entries exactly as `GET /sessions/{id}/history` returns them. A tool call without
 * arguments (a hand-off) has `content: null`, as AGORA stores it.
 */
export type HistoryEntry = (
  | { role: 'user'; content: string }
  | { role: 'assistant'; content: string; agent_id: string }
  | { role: 'tool_call'; tool_call_id: string; tool_name: string; content: string | null; agent_id: string }
  | { role: 'tool'; tool_call_id: string; tool_name: string; content: string }
) & {
  /**
   * When it was written, Unix milliseconds as the contract writes its timestamps. The contract's history
   * message names no time but is an open object; this mock dates its entries so clients can show when.
   */
  timestamp?: number;
};

/** AGORA hands the agent, and so stores, each user message behind this prefix. */
export const withUserContext = (userId: string, text: string): string =>
  `[SYSTEM CONTEXT: user_id=${userId}]\n\n${text}`;

/** The user's own text of a stored user message. */
export const withoutUserContext = (content: string): string =>
  content.replace(/^\[SYSTEM CONTEXT: user_id=[^\]\n]*\]\n\n/, '');

export interface SessionSummary {
  sessionId: string;
  userId: string;
  title: string;
  firstMessagePreview: string;
  messageCount: number;
  createdAt: string;
  lastActivity: string;
}

export interface SessionRecord {
  sessionId: string;
  userId: string;
  /** Set: renamed, generated after the first run (v2.5.1) or seeded. Unset: derived or empty, see `TitleMode`. */
  title?: string;
  /** Epoch milliseconds. */
  createdAt: number;
  lastActivity: number;
  history: HistoryEntry[];
  /** The thread's agent state: last STATE_SNAPSHOT plus the deltas after it. */
  state?: unknown;
  /** Set: kept as counted by the server (server-langgraph), not derived from the history. */
  messageCount?: number;
  /** Set: the stored preview (server-langgraph keeps the first 200 characters). */
  preview?: string;
}

/** Chat messages: user and assistant entries. Tool entries are not counted. */
const isChatMessage = (entry: HistoryEntry): boolean => entry.role === 'user' || entry.role === 'assistant';

function shorten(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The title a session gets from its first user message (shortened at a word to 60 characters). */
export const titleFrom = (firstUserMessage: string): string =>
  firstUserMessage ? shorten(firstUserMessage, 60) : 'Nieuw gesprek';

/**
 * `first-message` (v2.4.1): a session's title is its first user message from the start.
 * `generated` (v2.5.1): it is empty until the server names the session after its first run.
 */
export type TitleMode = 'first-message' | 'generated';

const firstUserText = (record: SessionRecord): string =>
  withoutUserContext(record.history.find((e) => e.role === 'user')?.content ?? '');

/** In-memory sessions keyed by threadId. */
export class SessionStore {
  private readonly sessions = new Map<string, SessionRecord>();
  /** AGORA's REPORTING_PUBLIC_URL when given (`--reporting-url`); else a run's reports are on its own origin. */
  reportBaseUrl?: string;
  /** Generated reports by session, the newest few hundred (the reporting service's files). */
  readonly reports = new Map<string, object>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly titles: TitleMode = 'first-message',
  ) {}

  put(record: SessionRecord): void {
    this.sessions.set(record.sessionId, record);
  }

  get(sessionId: string): SessionRecord | undefined {
    return this.sessions.get(sessionId);
  }

  /** The session of a thread, opened for `userId` when it does not exist yet. */
  open(sessionId: string, userId: string): SessionRecord {
    const existing = this.sessions.get(sessionId);
    if (existing) return existing;
    const at = this.now();
    const record: SessionRecord = { sessionId, userId, createdAt: at, lastActivity: at, history: [] };
    this.sessions.set(sessionId, record);
    return record;
  }

  /** Appends to a thread's history; ignored when the session is gone (deleted mid-run). */
  append(sessionId: string, entry: HistoryEntry): void {
    const record = this.sessions.get(sessionId);
    if (!record) return;
    const at = this.now();
    record.history.push(entry.timestamp === undefined ? { ...entry, timestamp: at } : entry);
    record.lastActivity = Math.max(record.lastActivity, at);
  }

  setState(sessionId: string, state: unknown): void {
    const record = this.sessions.get(sessionId);
    if (record) record.state = state;
  }

  /** AGORA's rename: trimmed, at most 200 characters, and the session counts as active now. */
  rename(sessionId: string, title: string): SessionSummary | undefined {
    const record = this.sessions.get(sessionId);
    if (!record) return undefined;
    record.title = [...title.trim()].slice(0, 200).join('');
    record.lastActivity = Math.max(record.lastActivity, this.now());
    return this.summarize(record);
  }

  /** A run on the thread ended: with generated titles, an untitled session is named after its first message. */
  runEnded(sessionId: string): void {
    const record = this.sessions.get(sessionId);
    if (this.titles === 'generated' && record && record.title === undefined)
      record.title = titleFrom(firstUserText(record));
  }

  delete(sessionId: string): boolean {
    return this.sessions.delete(sessionId);
  }

  /** A user's sessions, most recent activity first. */
  list(userId: string, limit: number, offset: number): { sessions: SessionSummary[]; totalCount: number } {
    const own = [...this.sessions.values()]
      .filter((s) => s.userId === userId)
      .sort(
        (a, b) =>
          b.lastActivity - a.lastActivity || b.createdAt - a.createdAt || a.sessionId.localeCompare(b.sessionId),
      );
    return { sessions: own.slice(offset, offset + limit).map((s) => this.summarize(s)), totalCount: own.length };
  }

  summary(sessionId: string): SessionSummary | undefined {
    const record = this.sessions.get(sessionId);
    return record && this.summarize(record);
  }

  /** The history, with or without tool entries. */
  history(sessionId: string, includeTools: boolean): HistoryEntry[] | undefined {
    const history = this.sessions.get(sessionId)?.history;
    return history && (includeTools ? [...history] : history.filter(isChatMessage));
  }

  /** Session counts per user. */
  users(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const s of this.sessions.values()) counts.set(s.userId, (counts.get(s.userId) ?? 0) + 1);
    return counts;
  }

  get size(): number {
    return this.sessions.size;
  }

  private summarize(record: SessionRecord): SessionSummary {
    const first = firstUserText(record);
    const title = record.title ?? (this.titles === 'generated' ? '' : titleFrom(first));
    return {
      sessionId: record.sessionId,
      userId: record.userId,
      title,
      firstMessagePreview: record.preview ?? shorten(first, 50),
      messageCount: record.messageCount ?? record.history.filter(isChatMessage).length,
      createdAt: isoTime(record.createdAt),
      lastActivity: isoTime(record.lastActivity),
    };
  }
}
