import type { LockManagerLike } from '../session/thread-lock';

interface Request {
  callback: (lock: unknown) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

const abortError = () => new DOMException('The lock request was aborted.', 'AbortError');

/**
 * The Web Locks semantics a thread claim relies on, in memory, shared by the "tabs" of a test:
 * exclusive locks, a FIFO queue per name, `ifAvailable` (callback gets null), `steal` (the
 * holder's request rejects with AbortError), `signal` (a queued request leaves with AbortError) and
 * `query` (the names held).
 */
export function fakeLocks(): LockManagerLike {
  const held = new Map<string, Request>();
  const queues = new Map<string, Request[]>();

  function grant(name: string, request: Request) {
    held.set(name, request);
    void Promise.resolve(request.callback({ name })).then(
      (value) => finish(name, request, () => request.resolve(value)),
      (error: unknown) => finish(name, request, () => request.reject(error)),
    );
  }

  function finish(name: string, request: Request, settle: () => void) {
    if (held.get(name) !== request) return;
    held.delete(name);
    settle();
    const next = queues.get(name)?.shift();
    if (next) grant(name, next);
  }

  return {
    query: () => Promise.resolve({ held: [...held.keys()].map((name) => ({ name })) }),
    request(name, options, callback) {
      return new Promise((resolve, reject) => {
        const request = { callback, resolve, reject };
        const queue = queues.get(name) ?? [];
        queues.set(name, queue);
        if (options.steal) {
          const holder = held.get(name);
          held.delete(name);
          holder?.reject(abortError());
          return grant(name, request);
        }
        const free = !held.has(name) && queue.length === 0;
        if (free) return grant(name, request);
        if (options.ifAvailable) return void Promise.resolve(callback(null)).then(resolve, reject);
        queue.push(request);
        options.signal?.addEventListener('abort', () => {
          const index = queue.indexOf(request);
          if (index >= 0) queue.splice(index, 1);
          reject(abortError());
        });
      });
    },
  };
}
