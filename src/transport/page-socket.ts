import type { SocketClose, SocketLike } from './socket-like';
import { createTextBatcher } from './text-batcher';

/**
 * The browser's WebSocket on the page's own thread (`?socket=main`, or a browser without workers), with the same
 * one batching stage the socket worker has: text frames go on in batches (`onbatch`), so a burst costs one store
 * update per batch, not one per frame. Binary frames and the close keep their place after what came before.
 */
class PageSocket implements SocketLike {
  onopen: (() => void) | null = null;
  onclose: ((event: SocketClose) => void) | null = null;
  onerror: (() => void) | null = null;
  onbatch: ((texts: readonly string[]) => void) | null = null;
  onbinary: ((size: number) => void) | null = null;
  private readonly socket: WebSocket;
  private readonly frames = createTextBatcher((texts) => this.onbatch?.(texts));

  constructor(url: string) {
    this.socket = new WebSocket(url);
    this.socket.binaryType = 'arraybuffer';
    this.socket.onopen = () => this.onopen?.();
    this.socket.onerror = () => this.onerror?.();
    this.socket.onmessage = ({ data }: MessageEvent<unknown>) => {
      if (typeof data === 'string') return this.frames.push(data);
      this.frames.flush();
      this.onbinary?.(data instanceof ArrayBuffer ? data.byteLength : 0);
    };
    this.socket.onclose = ({ code, reason }) => {
      this.frames.flush();
      this.onclose?.({ code, reason });
    };
  }

  get readyState(): number {
    return this.socket.readyState;
  }

  send(text: string): void {
    this.socket.send(text);
  }

  close(code?: number, reason?: string): void {
    this.socket.close(code, reason);
  }
}

/** Sockets on the page's own thread, batched like the worker's. */
export const pageSockets =
  () =>
  (url: string): SocketLike =>
    new PageSocket(url);
