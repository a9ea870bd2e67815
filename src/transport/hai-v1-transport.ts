import { fromV1Frame, initialV1State, resetV1Run, toV1Frame } from '../protocol/hai-v1-adapter';
import { createSocketClient, type SocketMessage } from './socket-client';
import type { Transport, TransportMessage, TransportOptions } from './transport';

/**
 * The HAI protocol v1.1 over AGORA's reconnecting WebSocket: what the server sends goes through the
 * v1.1 adapter and comes out as AG-UI event frames (a frame that is not v1.1 passes on as it came,
 * with the adapter's reason, so the session logs it as rejected); what the session writes goes out as v1.1 frames.
 */
export function createHaiV1Transport(options: TransportOptions): Transport {
  const socket = createSocketClient(options);
  const listeners = new Set<(message: TransportMessage) => void>();
  let state = initialV1State(options.threadId);
  const emit = (message: TransportMessage) => listeners.forEach((listener) => listener(message));

  const receive = (message: SocketMessage) => {
    if (message.kind !== 'frame') {
      if (message.kind === 'status' && message.status !== 'open') state = resetV1Run(state);
      return emit(message);
    }
    const result = fromV1Frame(state, message.text);
    state = result.state;
    if (!result.ok) return emit({ kind: 'rejected', text: message.text, reason: result.reason, at: message.at });
    for (const event of result.events) emit({ kind: 'frame', text: JSON.stringify(event), at: message.at });
  };
  socket.subscribe(receive);

  return {
    connect: () => socket.connect(),
    status: () => socket.status(),
    reconnectNow: () => socket.reconnectNow(),
    restart: () => socket.restart(),
    close: () => socket.close(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send(text) {
      const out = toV1Frame(state, text);
      if (!out || !socket.send(JSON.stringify(out.frame))) return false;
      state = out.state;
      return true;
    },
  };
}
