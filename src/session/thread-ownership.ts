import { threadLockName, type LockManagerLike } from './thread-lock';

/** `owner`: this tab runs the thread's socket and outbox; `elsewhere`: another tab or window does. */
export type Ownership = 'pending' | 'owner' | 'elsewhere';

export interface ThreadClaim {
  /** Takes the thread over from the tab that has it (that tab stops and says so). */
  takeOver(): void;
  /** Lets go of the thread, or of waiting for it. */
  release(): void;
}

/**
 * One tab at a time owns a thread: the one holding the Web Lock `hai-thread:<id>`. Two tabs with
 * their own sockets and outboxes would send what the inspector typed twice (they share the
 * outbox's storage) or cancel each other's runs. A tab that finds the thread taken waits in the
 * lock's queue, so it takes over by itself when the owner closes; `takeOver` steals the lock, and
 * the tab it was stolen from goes back to waiting. Without Web Locks (an insecure origin, an old
 * browser) every tab owns its threads, as before.
 */
export function claimThread(
  locks: LockManagerLike | undefined,
  threadId: string,
  onChange: (ownership: Ownership) => void,
): ThreadClaim {
  if (!locks) {
    onChange('owner');
    return { takeOver: () => undefined, release: () => undefined };
  }
  const name = threadLockName(threadId);
  let released = false;
  let letGo: (() => void) | undefined;
  let waiting: AbortController | undefined;

  const hold = () =>
    new Promise<void>((resolve) => {
      letGo = resolve;
      if (!released) onChange('owner');
      else resolve();
    });

  function request(options: { ifAvailable?: boolean; steal?: boolean; signal?: AbortSignal }) {
    locks!
      .request(name, options, async (lock) => {
        if (lock) return hold();
        onChange('elsewhere');
        wait();
        return undefined;
      })
      .catch(() => {
        // Stolen by another tab (or our own wait aborted): unless we let go, wait for our turn again.
        if (released || options.signal?.aborted) return;
        letGo = undefined;
        onChange('elsewhere');
        wait();
      });
  }

  function wait() {
    waiting?.abort();
    waiting = new AbortController();
    request({ signal: waiting.signal });
  }

  request({ ifAvailable: true });
  return {
    takeOver() {
      if (released) return;
      waiting?.abort();
      waiting = undefined;
      request({ steal: true });
    },
    release() {
      released = true;
      waiting?.abort();
      letGo?.();
    },
  };
}
