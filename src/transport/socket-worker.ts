import type { WorkerCommand, WorkerReport } from './worker-protocol';

/**
 * Owns one WebSocket off the main thread. Text frames are passed on in batches (one message per
 * turn of this worker's event loop, at most `maxBatch` frames), so a burst of thousands of frames
 * costs the page a few tasks, not thousands, and none so large that it holds up a frame (the page
 * validates each text when it arrives); open, binary frames and close keep their place in the order.
 */
// The worker's global scope, typed with only what is used here (the DOM and worker libs clash in one program).
const scope = self as unknown as { postMessage(report: WorkerReport): void; onmessage: ((event: MessageEvent<WorkerCommand>) => void) | null };
let socket: WebSocket | undefined;
let texts: string[] = [];
let flushing = false;
const maxBatch = 128;

const report = (message: WorkerReport) => scope.postMessage(message);

function flush(): void {
  flushing = false;
  if (texts.length === 0) return;
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
      flush();
      report({ kind: 'binary', size: event.data instanceof ArrayBuffer ? event.data.byteLength : 0 });
      return;
    }
    texts.push(event.data);
    if (texts.length >= maxBatch) flush();
    else if (!flushing) {
      flushing = true;
      setTimeout(flush, 0);
    }
  };
  current.onerror = () => report({ kind: 'error' });
  current.onclose = (event) => {
    flush();
    report({ kind: 'close', code: event.code, reason: event.reason });
  };
}

scope.onmessage = (event: MessageEvent<WorkerCommand>) => {
  const command = event.data;
  if (command.kind === 'open') open(command.url);
  else if (command.kind === 'send') socket?.send(command.text);
  else socket?.close(command.code, command.reason);
};
