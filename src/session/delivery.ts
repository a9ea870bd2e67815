import { EventType, type AGUIEvent } from '@ag-ui/core';
import type { SessionInput } from '../model/session-input';
import type { Outbox, OutboxItem, RunItem } from '../transport/outbox';

export const defaultAnswerWithinMs = 15_000;

/** Failures in a row (no answer, or the connection lost right after writing it) before a message is held as refused. */
const refusedAfterStrikes = 2;

const isRunInput = (item: OutboxItem): item is RunItem => item.kind === 'run';
const runIdOf = (item: OutboxItem) => (isRunInput(item) ? item.payload.runId : undefined);
const runInFlight = (outbox: Outbox) =>
  outbox.items().some((item) => isRunInput(item) && outbox.inFlight().has(item.clientId));

export interface DeliveryOptions {
  now: () => number;
  /** Whether the server is running an answer now: a new message waits until that run ends. */
  runActive: () => boolean;
  /** How long a written message may go without its RUN_STARTED before it counts as unanswered. */
  answerWithinMs?: number;
  /** The socket may be dead (a strict server stops reading it without a word): connect afresh. */
  restartConnection: () => void;
}

interface DeliveryIo {
  outbox: Outbox;
  dispatch: (input: SessionInput) => void;
  now: () => number;
}

/** Runs one callback after `ms` unless stopped first; starting again replaces the one waiting. */
function createAnswerTimer(ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return {
    start(run: () => void) {
      stop();
      timer = setTimeout(() => {
        timer = undefined;
        run();
      }, ms);
    },
    stop,
  };
}

/** Writes an item with `send` and says so in the session; false when the socket would not take it. */
const writer =
  ({ dispatch, now }: DeliveryIo, send: (text: string) => boolean) =>
  (item: OutboxItem): boolean => {
    const text = JSON.stringify(item.payload);
    if (!send(text)) return false;
    dispatch({ type: 'local.sent', clientId: item.clientId, payload: item.payload, at: now(), size: text.length });
    return true;
  };

/** Holds an item back as unanswered, or as refused from the second failure in a row, and says why. */
function hold({ outbox, dispatch, now }: DeliveryIo, item: OutboxItem, strikes: number, why: string) {
  const reason = strikes >= refusedAfterStrikes ? 'refused' : 'unanswered';
  outbox.hold(item.clientId, reason);
  const detail = `${why}; held back as ${reason} (${strikes} in a row), not sent again unless retried`;
  dispatch({ type: 'local.held', clientId: item.clientId, reason, detail, at: now() });
}

/** An item the dropped connection had in flight waits again, unless a message failed this way twice in a row. */
function requeue(io: DeliveryIo, item: OutboxItem | undefined, clientId: string) {
  const strikes = item && isRunInput(item) ? io.outbox.strike(clientId) : 0;
  if (item && strikes >= refusedAfterStrikes)
    hold(io, item, strikes, 'the connection was lost right after it was written, twice in a row');
  else io.dispatch({ type: 'local.requeued', clientId, at: io.now() });
}

/** The item a RUN_STARTED answers: the one in flight with its runId, else one held back with it (a late answer), else the oldest in flight. */
function answeredBy(outbox: Outbox, waiting: readonly OutboxItem[], runId: string) {
  const runs = waiting.filter(isRunInput);
  const late = outbox.items().find((item) => item.held && runIdOf(item) === runId);
  const match = runs.find((item) => runIdOf(item) === runId) ?? late ?? runs[0];
  return { match, late: match !== undefined && match === late };
}

type Dispatch = (input: SessionInput) => void;

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
export function createDeliveryTracker(outbox: Outbox, dispatch: Dispatch, options: DeliveryOptions) {
  const { now } = options;
  const answerWithin = options.answerWithinMs ?? defaultAnswerWithinMs;
  const answerTimer = createAnswerTimer(answerWithin);
  const io: DeliveryIo = { outbox, dispatch, now };
  let connection = 0;

  const inFlightHere = () => outbox.items().filter((item) => outbox.inFlight().get(item.clientId) === connection);
  const mayWrite = (item: OutboxItem) => !isRunInput(item) || (!runInFlight(outbox) && !options.runActive());

  function unanswered(clientId: string, writtenOn: number) {
    const item = outbox.items().find((candidate) => candidate.clientId === clientId);
    if (!item || outbox.inFlight().get(clientId) !== writtenOn) return;
    hold(io, item, outbox.strike(clientId), `no RUN_STARTED within ${Math.round(answerWithin / 1000)} s`);
    options.restartConnection();
  }

  return {
    /** Writes what may go now; call it whenever the socket opens or a run ends. */
    writeWaiting(send: (text: string) => boolean) {
      const run = outbox.writeInOrder(writer(io, send), connection, mayWrite).find(isRunInput);
      if (!run) return;
      const writtenOn = connection;
      answerTimer.start(() => unanswered(run.clientId, writtenOn));
    },
    opened() {
      connection += 1;
    },
    dropped() {
      answerTimer.stop();
      const lost = new Map(outbox.items().map((item) => [item.clientId, item]));
      for (const clientId of outbox.requeueInFlight()) requeue(io, lost.get(clientId), clientId);
    },
    received(event: AGUIEvent) {
      const waiting = inFlightHere();
      for (const item of waiting) if (!isRunInput(item)) outbox.remove(item.clientId);
      if (event.type !== EventType.RUN_STARTED) return;
      const { match, late } = answeredBy(outbox, waiting, event.runId);
      if (!match) return;
      answerTimer.stop();
      outbox.remove(match.clientId);
      if (late) dispatch({ type: 'local.delivered', clientId: match.clientId, at: now() });
    },
    /**
     * The request carrying the messages in flight failed (HTTP): each is held at once, as unanswered
     * when trying again may help, else (a 4xx) as refused. Never re-sent unless the inspector retries.
     */
    failed(why: string, retryable: boolean) {
      answerTimer.stop();
      for (const item of inFlightHere().filter(isRunInput)) {
        const strikes = retryable ? outbox.strike(item.clientId) : refusedAfterStrikes;
        hold(io, item, strikes, why);
      }
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
    stop: answerTimer.stop,
  };
}

export type DeliveryTracker = ReturnType<typeof createDeliveryTracker>;
