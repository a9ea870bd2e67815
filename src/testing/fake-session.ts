import { Session, type SessionDeps } from '../session/session';
import type { SocketLike } from '../transport/socket-like';

/** A WebSocket the test drives: it opens, drops and receives when told, and keeps what was sent. */
export class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onbatch: SocketLike['onbatch'] = null;
  onbinary: SocketLike['onbinary'] = null;
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
  receive(event: object) {
    this.onbatch?.([JSON.stringify(event)]);
  }
}

/** A session over fake sockets (one per connection attempt, in `sockets`), with counting ids. */
export function sessionOverFakeSockets(deps: Partial<SessionDeps> = {}) {
  const sockets: FakeSocket[] = [];
  let ids = 0;
  const session = new Session({
    threadId: 'thread-1',
    userId: 'koen',
    transportUrl: 'ws://test/ws',
    newId: () => `id-${++ids}`,
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    ...deps,
  });
  return { session, sockets };
}
