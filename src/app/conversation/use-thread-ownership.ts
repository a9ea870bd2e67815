import { useEffect, useRef, useState } from 'react';
import type { LockManagerLike } from '../../session/thread-lock';
import { claimThread, type Ownership, type ThreadClaim } from '../../session/thread-ownership';

const browserLocks = (): LockManagerLike | undefined =>
  typeof navigator !== 'undefined' ? (navigator.locks as LockManagerLike | undefined) : undefined;

/**
 * Whether this tab owns `threadId` (runs its socket and outbox) or another tab does, whether it
 * owns it again after another tab had it, and a way to take it over. A replayed log talks to no server and needs no claim (`claim: false`).
 */
export function useThreadOwnership(
  threadId: string,
  claim = true,
  locks: LockManagerLike | undefined = browserLocks(),
) {
  const [state, setState] = useState<{ threadId: string; ownership: Ownership; owned: number }>({
    threadId,
    ownership: 'pending',
    owned: 0,
  });
  const current = useRef<ThreadClaim | undefined>(undefined);
  useEffect(() => {
    if (!claim) return;
    const thread = claimThread(locks, threadId, (ownership) =>
      setState((previous) => ({
        threadId,
        ownership,
        owned: (previous.threadId === threadId ? previous.owned : 0) + (ownership === 'owner' ? 1 : 0),
      })),
    );
    current.current = thread;
    return () => thread.release();
  }, [threadId, claim, locks]);
  const ownership: Ownership = !claim ? 'owner' : state.threadId === threadId ? state.ownership : 'pending';
  // Owned again after another tab had it: the conversation may have moved on there.
  const regained = claim && state.threadId === threadId && state.owned > 1;
  return { ownership, regained, takeOver: () => current.current?.takeOver() };
}
