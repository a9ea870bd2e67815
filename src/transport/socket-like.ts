/** The close event's fields a socket hands on (the browser's CloseEvent has them; a worker reports them). */
export interface SocketClose {
  code?: number;
  reason?: string;
}

/**
 * A WebSocket as the client sees it, whichever thread it lives on: text frames come in batches made by the one
 * batching stage (the socket worker's, or the page's own in `page-socket.ts`), so a batch stays one batch all the
 * way to the store; a binary frame is reported by its size.
 */
export interface SocketLike {
  readyState: number;
  onopen: (() => void) | null;
  onclose: ((event: SocketClose) => void) | null;
  onerror: (() => void) | null;
  onbatch: ((texts: readonly string[]) => void) | null;
  onbinary: ((size: number) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
