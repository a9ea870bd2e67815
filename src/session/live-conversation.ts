import type { AttachedSession } from './session-deps';

/**
 * The open conversation's live session, for what outlives it: the update prompt waits while its answer runs,
 * hands-free follows its runs and approvals. A session is attached while it runs; listeners hear when another
 * one is attached and whenever the attached one's state changes.
 */
export class LiveConversation {
  private session: AttachedSession | undefined;
  private unfollow: (() => void) | undefined;
  private readonly listeners = new Set<() => void>();

  current(): AttachedSession | undefined {
    return this.session;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** `session` is the live one until the returned function is called. */
  attach(session: AttachedSession): () => void {
    this.unfollow?.();
    this.session = session;
    this.unfollow = session.store.subscribe(() => this.notify());
    this.notify();
    return () => {
      if (this.session !== session) return;
      this.unfollow?.();
      this.unfollow = this.session = undefined;
      this.notify();
    };
  }

  private notify(): void {
    this.listeners.forEach((listener) => listener());
  }
}
