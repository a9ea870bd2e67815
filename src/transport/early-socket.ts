import type { WorkerReport } from './worker-protocol';
import type { WorkerLike } from './worker-socket';

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
 * (`take`); one nobody takes within `dropAfterMs` (another tab has the conversation, a replay) is closed.
 */
export function openEarlySocket(url: string, createWorker: () => WorkerLike, dropAfterMs = 15_000) {
  let early: EarlySocket | undefined = { url, worker: createWorker(), reports: [] };
  const { worker, reports } = early;
  worker.onmessage = (event) => reports.push(event.data);
  worker.postMessage({ kind: 'open', url });
  const drop = setTimeout(() => {
    worker.postMessage({ kind: 'close', code: 1000, reason: 'not needed' });
    setTimeout(() => worker.terminate(), 1_000);
    early = undefined;
  }, dropAfterMs);
  return {
    take(wanted: string): EarlySocket | undefined {
      if (!early || early.url !== wanted) return undefined;
      clearTimeout(drop);
      const taken = early;
      early = undefined;
      return taken;
    },
  };
}

export type EarlySockets = ReturnType<typeof openEarlySocket>;
