import { EventType, type AGUIEvent } from '@ag-ui/core';
import type { SessionInput } from '../model/session-input';
import type { SessionState } from '../model/session-state';
import { buildFrame, runIdOf, startsRun, type Addressee } from '../protocol/commands';
import type { Transport } from '../transport/transport';
import type { Outbox, OutboxItem } from './outbox';

/** What delivery needs of its session: the outbox, the state, a way to say what happened, and the connection. */
export interface DeliveryHost {
  readonly outbox: Outbox;
  readonly addressee: Addressee;
  state(): SessionState;
  dispatch(input: SessionInput): void;
  now(): number;
  /** The connection of the moment; none while the session is not connected (or plays a recorded log). */
  connection(): Transport | undefined;
}

const defaultAnswerWithinMs = 15_000;

/** Failures in a row (no answer, or the connection lost right after writing it) before a message is held as refused. */
const refusedAfterStrikes = 2;

/**
 * Exactly-once delivery over a connection that can drop at any moment, one run at a time. Items are written when
 * the connection is open and confirmed by what the server does next: a run by its RUN_STARTED (same runId, else
 * the oldest one in flight) or, from a server that skips it, by its first answer or its end (exactly its runId), an approval answer by any frame the server sends after it on that connection. A run
 * waits while another is active or in flight (the server cancels its running answer on any new input); approval
 * answers never wait. A run with no RUN_STARTED in time is held back as unanswered and the connection restarted;
 * one that fails twice in a row (no answer, or a dropped connection right after it was written) is held back as
 * refused and never written again unless the inspector retries it.
 */
export class Delivery {
  /** Items written and not yet confirmed, by the connection they were written on. */
  private readonly inFlight = new Map<string, number>();
  private connection = 0;
  private answerTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly answerWithinMs: number;

  constructor(
    private readonly session: DeliveryHost,
    answerWithinMs = defaultAnswerWithinMs,
  ) {
    this.answerWithinMs = answerWithinMs;
  }

  /**
   * Writes what may go now; called whenever the connection opens, a run ends or something joins the outbox.
   * Nothing while the history loads (a late history would overwrite what was shown as sent).
   */
  readonly writeWaiting = (): void => {
    if (!this.session.connection() || this.outbox.items().length === 0) return;
    if (this.session.state().history.status === 'loading') return;
    let run: OutboxItem | undefined;
    // In order, until the connection takes no more; held items and runs that must wait keep their place.
    for (const item of this.outbox.items()) {
      if (this.inFlight.has(item.clientId) || item.held) continue;
      if (startsRun(item) && (this.runInFlight() || this.runActive())) continue;
      if (!this.write(item)) break;
      this.inFlight.set(item.clientId, this.connection);
      if (startsRun(item)) run = item;
    }
    if (!run) return;
    const writtenOn = this.connection;
    this.startAnswerTimer(() => this.unanswered(run.clientId, writtenOn));
  };

  opened(): void {
    this.connection += 1;
  }

  /** The connection dropped: what it had in flight waits again, unless a run failed this way twice in a row. */
  dropped(): void {
    this.stop();
    const lost = new Map(this.outbox.items().map((item) => [item.clientId, item]));
    const requeued = [...this.inFlight.keys()];
    this.inFlight.clear();
    for (const clientId of requeued) {
      const item = lost.get(clientId);
      const strikes = item && startsRun(item) ? this.strike(clientId) : 0;
      if (item && strikes >= refusedAfterStrikes)
        this.hold(item, strikes, 'the connection was lost right after it was written, twice in a row');
      else this.session.dispatch({ type: 'local.requeued', clientId, at: this.session.now() });
    }
  }

  /**
   * A frame from the server: any frame confirms an approval answer on its connection, RUN_STARTED a run, and so
   * does a run the reducer began without one (its answer or its end came first: `run.startMissing`).
   */
  received(event: AGUIEvent): void {
    const waiting = this.inFlightHere();
    for (const item of waiting) if (!startsRun(item)) this.confirmed(item.clientId);
    if (event.type !== EventType.RUN_STARTED) return this.answeredWithoutStart(waiting);
    const { match, late } = this.answeredBy(waiting, event.runId);
    if (!match) return;
    this.stop();
    this.confirmed(match.clientId);
    if (late) this.session.dispatch({ type: 'local.delivered', clientId: match.clientId, at: this.session.now() });
  }

  /**
   * The request carrying the runs in flight failed (HTTP): each is held at once, as unanswered when trying again
   * may help, else (a 4xx) as refused. Never re-sent unless the inspector retries.
   */
  failed(why: string, retryable: boolean): void {
    this.stop();
    for (const item of this.inFlightHere().filter(startsRun)) {
      const strikes = retryable ? this.strike(item.clientId) : refusedAfterStrikes;
      this.hold(item, strikes, why);
    }
  }

  /** The inspector retries a held message: it waits its turn again. */
  retry(clientId: string): void {
    if (!this.outbox.items().some((item) => item.clientId === clientId && item.held)) return;
    this.outbox.update(clientId, ({ held: _held, ...item }) => item);
    this.session.dispatch({ type: 'local.requeued', clientId, at: this.session.now() });
  }

  /** The inspector drops a message that has not been sent (waiting or held back). */
  discard(clientId: string): void {
    if (this.inFlight.has(clientId)) return;
    this.outbox.remove(clientId);
    this.session.dispatch({ type: 'local.discarded', clientId, at: this.session.now() });
  }

  /** No answer is awaited any more (the connection went, or the session stops). */
  stop(): void {
    clearTimeout(this.answerTimer);
    this.answerTimer = undefined;
  }

  private get outbox() {
    return this.session.outbox;
  }

  /** Writes one item's frame on the connection of the moment, built as it goes; false when it cannot go now. */
  private write(item: OutboxItem): boolean {
    const frame = buildFrame(item, this.session.addressee);
    if (!this.session.connection()?.send(frame)) return false;
    // The frame's size as JSON, for the event log; the transport writes it in its own form.
    const size = JSON.stringify(frame).length;
    this.session.dispatch({
      type: 'local.sent',
      clientId: item.clientId,
      payload: frame,
      at: this.session.now(),
      size,
    });
    return true;
  }

  private runActive(): boolean {
    return this.session.state().run.status === 'running';
  }

  private runInFlight(): boolean {
    return this.outbox.items().some((item) => startsRun(item) && this.inFlight.has(item.clientId));
  }

  private inFlightHere(): OutboxItem[] {
    return this.outbox.items().filter((item) => this.inFlight.get(item.clientId) === this.connection);
  }

  /** The server has it: gone from the outbox for good. */
  private confirmed(clientId: string): void {
    this.inFlight.delete(clientId);
    this.outbox.remove(clientId);
  }

  /** Counts one more failure in a row for an item; returns the count. */
  private strike(clientId: string): number {
    const strikes = (this.outbox.items().find((item) => item.clientId === clientId)?.strikes ?? 0) + 1;
    this.outbox.update(clientId, (item) => ({ ...item, strikes }));
    return strikes;
  }

  private startAnswerTimer(run: () => void): void {
    this.stop();
    this.answerTimer = setTimeout(() => {
      this.answerTimer = undefined;
      run();
    }, this.answerWithinMs);
  }

  /** No RUN_STARTED in time for a run written on `writtenOn`: held back, and the connection may be dead. */
  private unanswered(clientId: string, writtenOn: number): void {
    const item = this.outbox.items().find((candidate) => candidate.clientId === clientId);
    if (!item || this.inFlight.get(clientId) !== writtenOn) return;
    const seconds = Math.round(this.answerWithinMs / 1000);
    this.hold(item, this.strike(clientId), `no RUN_STARTED within ${seconds} s`);
    this.session.connection()?.restart();
  }

  /** Holds an item back as unanswered, or as refused from the second failure in a row, and says why. */
  private hold(item: OutboxItem, strikes: number, why: string): void {
    const reason = strikes >= refusedAfterStrikes ? 'refused' : 'unanswered';
    this.inFlight.delete(item.clientId);
    this.outbox.update(item.clientId, (held) => ({ ...held, held: reason }));
    const detail = `${why}; held back as ${reason} (${strikes} in a row), not sent again unless retried`;
    this.session.dispatch({ type: 'local.held', clientId: item.clientId, reason, detail, at: this.session.now() });
  }

  /** The run a run without RUN_STARTED answers, exactly by its runId (in flight, or held back: a late answer). */
  private answeredWithoutStart(waiting: readonly OutboxItem[]): void {
    const answers = this.session.state().run.startMissing?.answers;
    if (answers === undefined || !this.outbox.items().some((item) => runIdOf(item) === answers)) return;
    const match = waiting.find((item) => startsRun(item) && runIdOf(item) === answers);
    const late = match ? undefined : this.outbox.items().find((item) => item.held && runIdOf(item) === answers);
    const found = match ?? late;
    if (!found) return;
    this.stop();
    this.confirmed(found.clientId);
    if (late) this.session.dispatch({ type: 'local.delivered', clientId: late.clientId, at: this.session.now() });
  }

  /** The run a RUN_STARTED answers: the one in flight with its runId, else one held back with it (a late answer), else the oldest in flight. */
  private answeredBy(waiting: readonly OutboxItem[], runId: string) {
    const runs = waiting.filter(startsRun);
    const late = this.outbox.items().find((item) => item.held && runIdOf(item) === runId);
    const match = runs.find((item) => runIdOf(item) === runId) ?? late ?? runs[0];
    return { match, late: match !== undefined && match === late };
  }
}
