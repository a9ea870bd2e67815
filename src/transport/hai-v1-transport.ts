import { fromV1Frame, initialV1State, resetV1Run, toV1Frame } from '../protocol/hai-v1-adapter';
import { createSocketClient } from './socket-client';
import type { Transport, TransportOptions } from './transport';
import type { IncomingFrame, TransportMessage } from './transport-message';

/**
 * The HAI protocol v1.1 over AGORA's reconnecting WebSocket: what the server sends goes through the v1.1 adapter
 * and comes out as AG-UI events, batch for batch (a frame that is not v1.1 passes on as it came, with the
 * adapter's reason, so the session logs it as rejected); what the session writes goes out as v1.1 frames.
 */
export function createHaiV1Transport(options: TransportOptions): Transport {
  const socket = createSocketClient(options);
  const listeners = new Set<(message: TransportMessage) => void>();
  let state = initialV1State(options.threadId);
  const emit = (message: TransportMessage) => listeners.forEach((listener) => listener(message));

  const adapt = (text: string): IncomingFrame[] => {
    const result = fromV1Frame(state, text);
    state = result.state;
    if (!result.ok) return [{ text, rejected: result.reason }];
    // The frame's own event comes last (after a run or step it begins): that one carries the cut value.
    const last = result.deepCut ? result.events.length - 1 : -1;
    return result.events.map((event, i) =>
      i === last ? { event, size: text.length, deepCut: true } : { event, size: text.length },
    );
  };
  const receive = (message: TransportMessage) => {
    if (message.kind === 'frames')
      return emit({
        ...message,
        frames: message.frames.flatMap((frame) => (typeof frame === 'string' ? adapt(frame) : [frame])),
      });
    if (message.kind === 'status' && message.status !== 'open') state = resetV1Run(state);
    emit(message);
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
    send(frame) {
      const out = toV1Frame(state, frame);
      if (!out || !socket.sendText(JSON.stringify(out.frame))) return false;
      state = out.state;
      return true;
    },
  };
}
