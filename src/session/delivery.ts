import { EventType, type AGUIEvent } from '@ag-ui/core';
import type { SessionInput } from '../protocol/session-input';
import type { Outbox, OutboxItem } from '../transport/outbox';

const isRunInput = (item: OutboxItem) => typeof item.payload === 'object' && item.payload !== null && 'messages' in item.payload;
const runIdOf = (item: OutboxItem) => (item.payload as { runId?: unknown }).runId;

/**
 * Exactly-once delivery over a socket that can drop at any moment. Items are written when the
 * socket is open and confirmed by what the server does next: a RunAgentInput by its RUN_STARTED
 * (same runId, else the oldest one in flight), an approval answer by any frame the server sends
 * after it on that connection (the run it paused resumes). What was in flight when the socket
 * dropped is written again after reconnecting.
 */
export function createDelivery(outbox: Outbox, dispatch: (input: SessionInput) => void, now: () => number) {
  let connection = 0;

  const inFlightHere = () => outbox.items().filter((item) => outbox.inFlight().get(item.clientId) === connection);

  return {
    flush(send: (text: string) => boolean) {
      outbox.flush((item) => {
        const text = JSON.stringify(item.payload);
        if (!send(text)) return false;
        dispatch({ type: 'local.sent', clientId: item.clientId, payload: item.payload, at: now(), size: text.length });
        return true;
      }, connection);
    },
    opened() {
      connection += 1;
    },
    dropped() {
      for (const clientId of outbox.requeueInFlight()) dispatch({ type: 'local.requeued', clientId, at: now() });
    },
    received(event: AGUIEvent) {
      const waiting = inFlightHere();
      for (const item of waiting) if (!isRunInput(item)) outbox.confirm(item.clientId);
      if (event.type !== EventType.RUN_STARTED) return;
      const runs = waiting.filter(isRunInput);
      const match = runs.find((item) => runIdOf(item) === event.runId) ?? runs[0];
      if (match) outbox.confirm(match.clientId);
    },
  };
}
