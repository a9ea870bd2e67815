import type { EarlySocket } from './early-socket';
import { pageSockets } from './page-socket';
import type { SocketClose, SocketLike } from './socket-like';
import socketWorkerUrl from './socket-worker.ts?worker&url';
import { trustedScriptUrl } from './trusted-script-url';
import type { WorkerLike, WorkerReport } from './worker-protocol';

const CONNECTING = 0;
const OPEN = 1;
const CLOSING = 2;
const CLOSED = 3;

/**
 * A WebSocket that lives in a worker (`socket-worker.ts`), seen from the page as a SocketLike. The
 * worker is this socket's alone and ends with it.
 */
export class WorkerSocket implements SocketLike {
  readyState = CONNECTING;
  onopen: (() => void) | null = null;
  onclose: ((event: SocketClose) => void) | null = null;
  onerror: (() => void) | null = null;
  onbatch: ((texts: readonly string[]) => void) | null = null;
  onbinary: ((size: number) => void) | null = null;

  /** `early`: the worker was told to open `url` already, and these are its reports since (an early socket). */
  constructor(
    url: string,
    private readonly worker: WorkerLike,
    early?: readonly WorkerReport[],
  ) {
    worker.onmessage = (event) => this.receive(event.data);
    if (!early) {
      worker.postMessage({ kind: 'open', url });
      return;
    }
    // Handed on once the caller has set its handlers, before any report that is still on its way.
    queueMicrotask(() => early.forEach((report) => this.receive(report)));
  }

  private receive(report: WorkerReport): void {
    if (this.readyState === CLOSED) return;
    switch (report.kind) {
      case 'open':
        if (this.readyState === CONNECTING) this.readyState = OPEN;
        this.onopen?.();
        return;
      case 'frames':
        // The worker's batch goes on as one: the page's only batching is the worker's.
        this.onbatch?.(report.texts);
        return;
      case 'binary':
        this.onbinary?.(report.size);
        return;
      case 'error':
        this.onerror?.();
        return;
      case 'close':
        this.readyState = CLOSED;
        this.worker.terminate();
        this.onclose?.({ code: report.code, reason: report.reason });
    }
  }

  send(text: string): void {
    if (this.readyState !== OPEN) throw new Error('WorkerSocket is not open');
    this.worker.postMessage({ kind: 'send', text });
  }

  close(code?: number, reason?: string): void {
    if (this.readyState >= CLOSING) return;
    this.readyState = CLOSING;
    this.worker.postMessage({ kind: 'close', code, reason });
  }
}

/** A new socket worker for the page (its script through the app's Trusted Types policy). */
export const createSocketWorker = (): WorkerLike =>
  new Worker(trustedScriptUrl('hai-socket-worker', socketWorkerUrl), {
    type: 'module',
    name: 'agora-socket',
  }) as unknown as WorkerLike;

/**
 * Sockets in workers where the browser has them; the page's own, batched alike, elsewhere. The first socket to
 * `url` takes over the early one the shell opened while the page loaded, if any.
 */
export function workerSockets(takeEarly?: (url: string) => EarlySocket | undefined): (url: string) => SocketLike {
  if (typeof Worker === 'undefined') return pageSockets();
  return (url) => {
    const early = takeEarly?.(url);
    return early ? new WorkerSocket(url, early.worker, early.reports) : new WorkerSocket(url, createSocketWorker());
  };
}
