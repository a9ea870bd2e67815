import { WebSocket } from 'ws';
import type { SocketLike } from '../src/transport/socket-client';

/** `ws` as the SocketLike the transport expects; its own handler types are narrower than `unknown`. */
export class NodeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;
  private readonly ws: WebSocket;

  constructor(url: string) {
    this.ws = new WebSocket(url);
    this.ws.on('open', () => this.onopen?.({}));
    this.ws.on('close', (code) => this.onclose?.({ code }));
    this.ws.on('error', (error) => this.onerror?.(error));
    this.ws.on('message', (data, isBinary) => this.onmessage?.({ data: isBinary ? data : String(data) }));
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
