import { EventType, type AGUIEvent } from '@ag-ui/core';
import type { SessionInput } from '../model/session-input';
import type { Outbox, OutboxItem } from '../transport/outbox';

export const defaultAnswerWithinMs = 15_000;

/** Failures in a row (no answer, or the connection lost right after writing it) before a message is held as refused. */
const refusedAfterStrikes = 2;

const isRunInput = (item: OutboxItem) =>
  typeof item.payload === 'object' && item.payload !== null && 'messages' in item.payload;
const runIdOf = (item: OutboxItem) => (item.payload as { runId?: unknown }).runId;

export interface DeliveryOptions {
  now: () => number;
  /** Whether the server is running an answer now: a new message waits until that run ends. */
  runActive: () => boolean;
  /** How long a written message may go without its RUN_STARTED before it counts as unanswered. */
  answerWithinMs?: number;
  /** The socket may be dead (a strict server stops reading it without a word): connect afresh. */
  restartConnection: () => void;
}

/**
 * Exactly-once delivery over a socket that can drop at any moment, one run at a time. Items are
 * written when the socket is open and confirmed by what the server does next: a RunAgentInput by
 * its RUN_STARTED (same runId, else the oldest one in flight), an approval answer by any frame the
 * server sends after it on that connection. A message waits while a run is active or another
 * message is in flight (the server cancels its running answer on any new input); approval answers
 * never wait. A message with no RUN_STARTED in time is held back as unanswered and the connection
 * restarted; one that fails twice in a row (no answer, or a dropped connection right after it was
 * written) is held back as refused and never written again unless the inspector retries it.
 */
export function createDelivery(outbox: Outbox, dispatch: (input: SessionInput) => void, options: DeliveryOptions) {
  const { now } = options;
  const answerWithin = options.answerWithinMs ?? defaultAnswerWithinMs;
  let connection = 0;
  let answerTimer: ReturnType<typeof setTimeout> | undefined;

  const inFlightHere = () => outbox.items().filter((item) => outbox.inFlight().get(item.clientId) === connection);
  const runInFlight = () => outbox.items().some((item) => isRunInput(item) && outbox.inFlight().has(item.clientId));
  const mayWrite = (item: OutboxItem) => !isRunInput(item) || (!runInFlight() && !options.runActive());

  const stopAnswerTimer = () => {
    clearTimeout(answerTimer);
    answerTimer = undefined;
  };

  function hold(item: OutboxItem, strikes: number, why: string) {
    const reason = strikes >= refusedAfterStrikes ? 'refused' : 'unanswered';
    outbox.hold(item.clientId, reason);
    dispatch({
      type: 'local.held',
      clientId: item.clientId,
      reason,
      detail: `${why}; held back as ${reason} (${strikes} in a row), not sent again unless retried`,
      at: now(),
    });
  }

  function unanswered(clientId: string, writtenOn: number) {
    answerTimer = undefined;
    const item = outbox.items().find((candidate) => candidate.clientId === clientId);
    if (!item || outbox.inFlight().get(clientId) !== writtenOn) return;
    hold(item, outbox.strike(clientId), `no RUN_STARTED within ${Math.round(answerWithin / 1000)} s`);
    options.restartConnection();
  }

  return {
    /** Writes what may go now; call it whenever the socket opens or a run ends. */
    flush(send: (text: string) => boolean) {
      const written = outbox.flush(
        (item) => {
          const text = JSON.stringify(item.payload);
          if (!send(text)) return false;
          dispatch({
            type: 'local.sent',
            clientId: item.clientId,
            payload: item.payload,
            at: now(),
            size: text.length,
          });
          return true;
        },
        connection,
        mayWrite,
      );
      const run = written.find(isRunInput);
      if (run) {
        stopAnswerTimer();
        const writtenOn = connection;
        answerTimer = setTimeout(() => unanswered(run.clientId, writtenOn), answerWithin);
      }
    },
    opened() {
      connection += 1;
    },
    dropped() {
      stopAnswerTimer();
      const lost = new Map(outbox.items().map((item) => [item.clientId, item]));
      for (const clientId of outbox.requeueInFlight()) {
        const item = lost.get(clientId);
        const strikes = item && isRunInput(item) ? outbox.strike(clientId) : 0;
        if (item && strikes >= refusedAfterStrikes)
          hold(item, strikes, 'the connection was lost right after it was written, twice in a row');
        else dispatch({ type: 'local.requeued', clientId, at: now() });
      }
    },
    received(event: AGUIEvent) {
      const waiting = inFlightHere();
      for (const item of waiting) if (!isRunInput(item)) outbox.remove(item.clientId);
      if (event.type !== EventType.RUN_STARTED) return;
      const runs = waiting.filter(isRunInput);
      const late = outbox.items().find((item) => item.held && runIdOf(item) === event.runId);
      const match = runs.find((item) => runIdOf(item) === event.runId) ?? late ?? runs[0];
      if (!match) return;
      stopAnswerTimer();
      outbox.remove(match.clientId);
      if (match === late) dispatch({ type: 'local.delivered', clientId: match.clientId, at: now() });
    },
    /** The inspector retries a held message: it waits its turn again. */
    retry(clientId: string) {
      if (!outbox.items().some((item) => item.clientId === clientId && item.held)) return;
      outbox.release(clientId);
      dispatch({ type: 'local.requeued', clientId, at: now() });
    },
    /** The inspector drops a message that has not been sent (waiting or held back). */
    discard(clientId: string) {
      if (outbox.inFlight().has(clientId)) return;
      outbox.remove(clientId);
      dispatch({ type: 'local.discarded', clientId, at: now() });
    },
    stop: stopAnswerTimer,
  };
}

export type Delivery = ReturnType<typeof createDelivery>;
