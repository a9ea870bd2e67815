/** The part of the Web Locks API (`navigator.locks`) a thread claim needs. */
export interface LockManagerLike {
  request(
    name: string,
    options: { ifAvailable?: boolean; steal?: boolean; signal?: AbortSignal },
    callback: (lock: unknown) => Promise<unknown>,
  ): Promise<unknown>;
  query?(): Promise<{ held?: readonly { name?: string }[] }>;
}

/** The Web Lock the tab that owns a thread holds. */
export const threadLockName = (threadId: string) => `hai-thread:${threadId}`;

/** Whether a tab holds `threadId` right now (asked before this one claims it); false without Web Locks. */
export async function threadHeld(locks: LockManagerLike | undefined, threadId: string): Promise<boolean> {
  const snapshot = await locks?.query?.();
  return snapshot?.held?.some((lock) => lock.name === threadLockName(threadId)) ?? false;
}
