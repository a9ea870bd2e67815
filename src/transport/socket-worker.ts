import type { WorkerCommand, WorkerReport } from './worker-protocol';

/**
 * Owns one WebSocket off the main thread. Text frames are passed on in batches — at once when the
 * last batch went out more than `minGapMs` ago, else when that gap is over, and never more than
 * `maxBatch` frames — so a burst of thousands of frames costs the page about one task (and one store
 * update) per animation frame, none so large that it holds up a frame, while a slow stream is passed
 * on without delay. This is the page's only batching: each batch stays one all the way to the store.
 * Open, binary frames and close keep their place in the order.
 */
// The worker's global scope, typed with only what is used here (the DOM and worker libs clash in one program).
const scope = self as unknown as {
  postMessage(report: WorkerReport): void;
  onmessage: ((event: MessageEvent<WorkerCommand>) => void) | null;
};
let socket: WebSocket | undefined;
let texts: string[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let lastFlush = Number.NEGATIVE_INFINITY;
const maxBatch = 512;
const minGapMs = 16;

const report = (message: WorkerReport) => scope.postMessage(message);

function postBatch(): void {
  clearTimeout(timer);
  timer = undefined;
  if (texts.length === 0) return;
  lastFlush = performance.now();
  report({ kind: 'frames', texts });
  texts = [];
}

function open(url: string): void {
  const current = new WebSocket(url);
  current.binaryType = 'arraybuffer';
  socket = current;
  current.onopen = () => report({ kind: 'open' });
  current.onmessage = (event: MessageEvent<unknown>) => {
    if (typeof event.data !== 'string') {
      postBatch();
      report({ kind: 'binary', size: event.data instanceof ArrayBuffer ? event.data.byteLength : 0 });
      return;
    }
    texts.push(event.data);
    if (texts.length >= maxBatch) postBatch();
    else timer ??= setTimeout(postBatch, Math.max(0, lastFlush + minGapMs - performance.now()));
  };
  current.onerror = () => report({ kind: 'error' });
  current.onclose = (event) => {
    postBatch();
    report({ kind: 'close', code: event.code, reason: event.reason });
  };
}

scope.onmessage = (event: MessageEvent<WorkerCommand>) => {
  const command = event.data;
  if (command.kind === 'open') open(command.url);
  else if (command.kind === 'send') socket?.send(command.text);
  else socket?.close(command.code, command.reason);
};
