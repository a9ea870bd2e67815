import type { WorkerLike, WorkerReport } from './worker-protocol';

/** A socket worker started, and told to connect, while the page still loads. */
export interface EarlySocket {
  url: string;
  worker: WorkerLike;
  /** What the worker reported before the session took it over, in order. */
  reports: WorkerReport[];
}

/**
 * Starts the socket worker and its connection beside the first paint instead of after the engine has
 * loaded, so neither the worker's script nor the handshake waits for it. The session takes it over
 * (`take`); one nobody takes within `dropAfterMs` (a replay) is closed, and so is one `release`d.
 * With `held` it connects only once that answers false: a tab that does not own the conversation (another
 * tab has it) opens no socket of its own until it takes over. Taken or released before then, it never opens.
 */
export function openEarlySocket(
  url: string,
  createWorker: () => WorkerLike,
  dropAfterMs = 15_000,
  held?: Promise<boolean>,
) {
  let early: EarlySocket | undefined;
  let settled = false;
  let drop: ReturnType<typeof setTimeout> | undefined;

  function release() {
    settled = true;
    clearTimeout(drop);
    const worker = early?.worker;
    early = undefined;
    if (!worker) return;
    worker.postMessage({ kind: 'close', code: 1000, reason: 'not needed' });
    setTimeout(() => worker.terminate(), 1_000);
  }

  function open() {
    if (settled) return;
    early = { url, worker: createWorker(), reports: [] };
    const { worker, reports } = early;
    worker.onmessage = (event) => reports.push(event.data);
    worker.postMessage({ kind: 'open', url });
    drop = setTimeout(release, dropAfterMs);
  }

  if (held) void held.then((taken) => (taken ? release() : open()), open);
  else open();
  return {
    take(wanted: string): EarlySocket | undefined {
      if (!early) settled = true;
      if (!early || early.url !== wanted) return undefined;
      clearTimeout(drop);
      const taken = early;
      early = undefined;
      settled = true;
      return taken;
    },
    release,
  };
}

export type EarlySockets = ReturnType<typeof openEarlySocket>;
