import { parseFrame, rejectedFrame } from '../protocol/parse-event';
import type { TransportMessage } from '../transport/transport';
import type { SessionCore } from './session-core';

/** What the session does with its transport's messages: frames go to the reduction, status changes to delivery and the store. */
export function transportListener({ reduction, delivery, dispatch, sendWaiting }: SessionCore) {
  return (message: TransportMessage) => {
    if (message.kind === 'failed') {
      reduction.applyHeldFrames();
      delivery.failed(message.reason, message.retryable);
      return;
    }
    if (message.kind === 'binary') {
      const reason = `binary frame (${message.size} bytes): AG-UI frames are JSON text`;
      dispatch({ type: 'frame', frame: { ok: false, reason, raw: null }, at: message.at, size: message.size });
      return;
    }
    if (message.kind === 'frame' || message.kind === 'rejected')
      return reduction.receive({
        type: 'frame',
        frame: message.kind === 'frame' ? parseFrame(message.text) : rejectedFrame(message.text, message.reason),
        at: message.at,
        size: message.text.length,
      });
    // Frames of the old connection confirm what they confirm before the connection counts as gone.
    reduction.applyHeldFrames();
    if (message.status === 'open') delivery.opened();
    else delivery.dropped();
    dispatch({
      type: 'local.connection',
      status: message.status,
      at: message.at,
      nextAttemptAt: message.nextAttemptAt,
    });
    if (message.status === 'open') sendWaiting();
  };
}
