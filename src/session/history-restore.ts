import type { HistoryEntryLike } from '../model/history';
import type { Session } from './session';

/** The entries, 'missing' for a conversation the server does not know, or the copy kept from when it was last fetched. */
export type HistoryLoad =
  readonly HistoryEntryLike[] | 'missing' | { entries: readonly HistoryEntryLike[]; cachedAt: number };
export type LoadHistory = (signal: AbortSignal) => Promise<HistoryLoad>;

/**
 * Loads a conversation's REST history into the session as one snapshot; a newer load aborts an older one. Once
 * the load settled either way, what waited for it may be sent.
 */
export class HistoryRestore {
  private current: AbortController | undefined;
  /** The last load was refused for want of AGORA's gateway key (401). */
  private refused = false;

  constructor(
    private readonly session: Session,
    private readonly load: LoadHistory,
    private readonly onMissing?: () => void,
  ) {}

  async run(): Promise<void> {
    const { session } = this;
    this.current?.abort();
    const controller = new AbortController();
    this.current = controller;
    session.dispatch({ type: 'local.history_loading', at: session.now() });
    this.refused = false;
    try {
      const result = await this.load(controller.signal);
      if (controller.signal.aborted) return;
      // A conversation the server does not know has, as far as this session goes, an empty past.
      if (result !== 'missing' && 'cachedAt' in result)
        session.dispatch({
          type: 'local.history',
          entries: result.entries,
          cachedAt: result.cachedAt,
          at: session.now(),
        });
      else session.dispatch({ type: 'local.history', entries: result === 'missing' ? [] : result, at: session.now() });
      if (result === 'missing') this.onMissing?.();
    } catch (error) {
      if (controller.signal.aborted) return;
      const { message, kind, status } = error as { message: string; kind?: string; status?: number };
      this.refused = status === 401;
      session.dispatch({ type: 'local.history_failed', message, kind, status, at: session.now() });
    }
    session.sendWaiting();
  }

  /** A key was given: a load refused for want of one is tried again with it. */
  async retryRefused(): Promise<void> {
    if (this.refused) await this.run();
  }

  abort(): void {
    this.current?.abort();
  }
}
