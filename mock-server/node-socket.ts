import { WebSocket } from 'ws';
import type { SocketLike } from '../src/transport/socket-like';

/** `ws` as the SocketLike the transport expects: each text frame a batch of its own (Node has no paint to spare). */
export class NodeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onbatch: SocketLike['onbatch'] = null;
  onbinary: SocketLike['onbinary'] = null;
  private readonly ws: WebSocket;

  constructor(url: string) {
    this.ws = new WebSocket(url);
    this.ws.on('open', () => this.onopen?.());
    this.ws.on('close', (code) => this.onclose?.({ code }));
    this.ws.on('error', () => this.onerror?.());
    this.ws.on('message', (data, isBinary) => {
      if (!isBinary) return this.onbatch?.([String(data)]);
      this.onbinary?.(Array.isArray(data) ? data.reduce((sum, part) => sum + part.length, 0) : data.byteLength);
    });
  }

  get readyState(): number {
    return this.ws.readyState;
  }

  send(data: string): void {
    this.ws.send(data);
  }

  close(code?: number, reason?: string): void {
    this.ws.close(code, reason);
  }
}
