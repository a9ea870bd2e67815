import type { HistoryEntryLike } from '../model/history';
import type { SessionInput } from '../model/session-input';

/** What a history load needs of its session: a way to say what it loaded, the time, and a nudge to what waited. */
export interface RestoreHost {
  dispatch(input: SessionInput): void;
  now(): number;
  /** The load settled: what waited for it may be written now. */
  settled(): void;
}

/** The entries, 'missing' for a conversation the server does not know, or the copy kept from when it was last fetched. */
type HistoryLoad = readonly HistoryEntryLike[] | 'missing' | { entries: readonly HistoryEntryLike[]; cachedAt: number };
export type LoadHistory = (signal: AbortSignal) => Promise<HistoryLoad>;

/** What a failed load says of itself: the REST layer's errors carry a `kind` and an HTTP `status`. */
function failureOf(error: unknown): { message: string; kind?: string; status?: number } {
  const message = error instanceof Error ? error.message : String(error);
  if (typeof error !== 'object' || error === null) return { message };
  const kind = 'kind' in error && typeof error.kind === 'string' ? error.kind : undefined;
  const status = 'status' in error && typeof error.status === 'number' ? error.status : undefined;
  return { message, kind, status };
}

/**
 * Loads a conversation's REST history into the session as one snapshot; a newer load aborts an older one. Once
 * the load settled either way, what waited for it may be sent.
 */
export class HistoryRestore {
  private current: AbortController | undefined;
  /** The last load was refused for want of AGORA's gateway key (401). */
  private refused = false;

  constructor(
    private readonly session: RestoreHost,
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
      const { message, kind, status } = failureOf(error);
      this.refused = status === 401;
      session.dispatch({ type: 'local.history_failed', message, kind, status, at: session.now() });
    }
    session.settled();
  }

  /** A key was given: a load refused for want of one is tried again with it. */
  async retryRefused(): Promise<void> {
    if (this.refused) await this.run();
  }

  abort(): void {
    this.current?.abort();
  }
}
