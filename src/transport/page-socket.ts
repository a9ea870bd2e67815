import type { SocketLike } from './socket-client';
import { createTextBatcher } from './text-batcher';

/**
 * The browser's WebSocket on the page's own thread (`?socket=main`, or a browser without workers), with the same
 * one batching stage the socket worker has: text frames go on in batches (`onbatch`), so a burst costs one store
 * update per batch, not one per frame. Binary frames and the close keep their place after what came before.
 */
export class PageSocket implements SocketLike {
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onbatch: ((texts: readonly string[]) => void) | null = null;
  private readonly socket: WebSocket;
  private readonly frames = createTextBatcher((texts) => this.onbatch?.(texts));

  constructor(url: string) {
    this.socket = new WebSocket(url);
    this.socket.binaryType = 'arraybuffer';
    this.socket.onopen = (event) => this.onopen?.(event);
    this.socket.onerror = (event) => this.onerror?.(event);
    this.socket.onmessage = (event: MessageEvent<unknown>) => {
      if (typeof event.data === 'string') return this.frames.push(event.data);
      this.frames.flush();
      this.onmessage?.(event);
    };
    this.socket.onclose = (event) => {
      this.frames.flush();
      this.onclose?.(event);
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
