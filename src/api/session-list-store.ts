import type { SessionList, SessionSummary } from './contract';

export interface SessionListView {
  status: 'pending' | 'error' | 'success';
  sessions: readonly SessionSummary[];
  totalCount: number;
  error?: Error;
  hasMore: boolean;
  loadingMore: boolean;
}

export type FetchPage = (limit: number, offset: number) => Promise<SessionList>;
type Loaded = Pick<SessionList, 'sessions' | 'totalCount'>;

/** The contract allows `limit` 1–100. */
const maxPageSize = 100;

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

const initial: SessionListView = { status: 'pending', sessions: [], totalCount: 0, hasMore: false, loadingMore: false };

/**
 * One inspector's session list, page by page, as an external store for useSyncExternalStore: loaded
 * when first watched (again when older than `staleMs`), refreshed in place, a removal shown at once
 * and undone when the server refuses. A newer load wins over an older one still under way.
 */
export class SessionListStore {
  private view = initial;
  private readonly listeners = new Set<() => void>();
  private generation = 0;
  private loadedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly fetchPage: FetchPage,
    private readonly pageSize = 20,
    private readonly staleMs = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    if (this.listeners.size === 0 && this.now() - this.loadedAt > this.staleMs) void this.load();
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): SessionListView => this.view;

  get watched(): boolean {
    return this.listeners.size > 0;
  }

  private set(patch: Partial<SessionListView>): void {
    this.view = { ...this.view, ...patch };
    for (const listener of this.listeners) listener();
  }

  private static more(sessions: readonly SessionSummary[], page: Loaded): boolean {
    return page.sessions.length > 0 && sessions.length < page.totalCount;
  }

  /** Fetches the first `wanted` sessions in pages the contract allows (at most 100 a request). */
  private async fetchFirst(wanted: number, generation: number): Promise<Loaded | undefined> {
    const sessions: SessionSummary[] = [];
    let totalCount = 0;
    while (sessions.length < wanted) {
      const limit = Math.min(maxPageSize, wanted - sessions.length);
      const page = await this.fetchPage(limit, sessions.length);
      if (generation !== this.generation) return undefined;
      sessions.push(...page.sessions);
      totalCount = page.totalCount;
      if (page.sessions.length < limit) break;
    }
    return { sessions, totalCount };
  }

  /** (Re)loads everything shown so far, in as few requests as the contract allows; on failure what was shown stays, with the error. */
  async load(): Promise<void> {
    const generation = ++this.generation;
    this.loadedAt = this.now();
    try {
      const page = await this.fetchFirst(Math.max(this.pageSize, this.view.sessions.length), generation);
      if (!page) return;
      this.set({
        status: 'success',
        sessions: page.sessions,
        totalCount: page.totalCount,
        error: undefined,
        hasMore: SessionListStore.more(page.sessions, page),
      });
    } catch (error) {
      if (generation === this.generation) this.set({ status: 'error', error: asError(error) });
    }
  }

  async loadMore(): Promise<void> {
    if (this.view.loadingMore || !this.view.hasMore) return;
    const generation = this.generation;
    this.set({ loadingMore: true });
    try {
      const page = await this.fetchPage(this.pageSize, this.view.sessions.length);
      if (generation !== this.generation) return;
      const known = new Set(this.view.sessions.map((session) => session.sessionId));
      const sessions = [...this.view.sessions, ...page.sessions.filter((session) => !known.has(session.sessionId))];
      this.set({ sessions, totalCount: page.totalCount, hasMore: SessionListStore.more(sessions, page) });
    } catch (error) {
      if (generation === this.generation) this.set({ status: 'error', error: asError(error) });
    } finally {
      this.set({ loadingMore: false });
    }
  }

  /** Removes a session from view at once; puts everything back (and rethrows) when `request` fails. */
  async remove(sessionId: string, request: () => Promise<unknown>): Promise<void> {
    const before = this.view;
    this.generation++;
    this.set({
      sessions: before.sessions.filter((session) => session.sessionId !== sessionId),
      totalCount: Math.max(0, before.totalCount - 1),
    });
    try {
      await request();
    } catch (error) {
      this.generation++;
      this.set({ sessions: before.sessions, totalCount: before.totalCount, hasMore: before.hasMore });
      throw error;
    } finally {
      void this.load();
    }
  }
}
