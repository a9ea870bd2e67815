import { useEffect, useRef, useState } from 'react';
import { claimThread, type LockManagerLike, type Ownership, type ThreadClaim } from '../session/thread-ownership';

const browserLocks = (): LockManagerLike | undefined => (typeof navigator !== 'undefined' ? (navigator.locks as LockManagerLike | undefined) : undefined);

/**
 * Whether this tab owns `threadId` (runs its socket and outbox) or another tab does, and a way to
 * take it over. A replayed log talks to no server and needs no claim (`claim: false`).
 */
export function useThreadOwnership(threadId: string, claim = true, locks: LockManagerLike | undefined = browserLocks()) {
  const [state, setState] = useState<{ threadId: string; ownership: Ownership }>({ threadId, ownership: 'pending' });
  const current = useRef<ThreadClaim | undefined>(undefined);
  useEffect(() => {
    if (!claim) return;
    const thread = claimThread(locks, threadId, (ownership) => setState({ threadId, ownership }));
    current.current = thread;
    return () => thread.release();
  }, [threadId, claim, locks]);
  const ownership: Ownership = !claim ? 'owner' : state.threadId === threadId ? state.ownership : 'pending';
  return { ownership, takeOver: () => current.current?.takeOver() };
}
