import { createTextBatcher } from './text-batcher';
import type { WorkerCommand, WorkerReport } from './worker-protocol';

/**
 * Owns one WebSocket off the main thread and passes its text frames on in batches (`createTextBatcher`), so a
 * burst of thousands of frames costs the page about one task per animation frame. This is the page's only
 * batching: each batch stays one all the way to the store. Open, binary frames and close keep their place.
 */
/** The worker's global scope, typed with only what is used here (the DOM and worker libs clash in one program). */
interface SocketWorkerScope {
  postMessage(report: WorkerReport): void;
  onmessage: ((event: MessageEvent<WorkerCommand>) => void) | null;
}
const scope = self as unknown as SocketWorkerScope;
let socket: WebSocket | undefined;

const report = (message: WorkerReport) => scope.postMessage(message);
const frames = createTextBatcher((texts) => report({ kind: 'frames', texts }));

function open(url: string): void {
  const current = new WebSocket(url);
  current.binaryType = 'arraybuffer';
  socket = current;
  current.onopen = () => report({ kind: 'open' });
  current.onmessage = (event: MessageEvent<unknown>) => {
    if (typeof event.data === 'string') return frames.push(event.data);
    frames.flush();
    report({ kind: 'binary', size: event.data instanceof ArrayBuffer ? event.data.byteLength : 0 });
  };
  current.onerror = () => report({ kind: 'error' });
  current.onclose = (event) => {
    frames.flush();
    report({ kind: 'close', code: event.code, reason: event.reason });
  };
}

scope.onmessage = (event: MessageEvent<WorkerCommand>) => {
  const command = event.data;
  if (command.kind === 'open') open(command.url);
  else if (command.kind === 'send') socket?.send(command.text);
  else socket?.close(command.code, command.reason);
};
