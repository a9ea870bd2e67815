import { mapValues } from '../lib/persistent/persistent-map';
import { logEntryAt, logSize, type EventLogEntry } from '../model/event-log';
import type { SessionState } from '../model/session-state';
import type { Session } from '../session/session';
import type { TurnResult } from './report';
import type { ConformanceTurn } from './script';

/** Resolves true once `test` holds for the session's state, false after `timeoutMs`. */
export function until(session: Session, test: (state: SessionState) => boolean, timeoutMs: number): Promise<boolean> {
  if (test(session.state())) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      stop();
      resolve(false);
    }, timeoutMs);
    const stop = session.store.subscribe((state) => {
      if (!test(state)) return;
      clearTimeout(timer);
      stop();
      resolve(true);
    });
  });
}

/** The log's entries from number `seq` on, newest last: walked from the end, so a check costs what is new. */
function entriesSince({ eventLog }: SessionState, seq: number): EventLogEntry[] {
  const found: EventLogEntry[] = [];
  for (let index = logSize(eventLog) - 1; index >= 0; index--) {
    const entry = logEntryAt(eventLog, index);
    if (!entry || entry.seq < seq) break;
    found.push(entry);
  }
  return found.reverse();
}

/** What a turn waits for: its runs started (counted as they come), none running, nothing waiting, the connection back. */
function settled(state: SessionState, runsStarted: number, runs: number): boolean {
  return (
    runsStarted >= runs && state.run.status !== 'running' && state.queuedIds.length === 0 && state.connection === 'open'
  );
}

/**
 * Plays one turn: sends its message, answers the approvals it asks in order, sends the next message or drops the
 * connection once the first text shows, and waits until its runs have ended (or `timeoutMs` passed).
 */
export async function playTurn(
  session: Session,
  turn: ConformanceTurn,
  { now, timeoutMs }: { now: () => number; timeoutMs: number },
): Promise<TurnResult> {
  const fromSeq = session.state().eventLog.nextSeq;
  const sentAt = now();
  const result: TurnResult = { id: turn.id, outcome: 'timeout', fromSeq, toSeq: fromSeq };
  const answers = [...(turn.approvals ?? [])];
  let cut = false;
  let reconnectFrom: number | undefined;
  let seen = fromSeq;
  let runsStarted = 0;
  const stop = session.store.subscribe((state) => {
    const fresh = entriesSince(state, seen);
    seen = state.eventLog.nextSeq;
    runsStarted += fresh.filter((entry) => entry.type === 'RUN_STARTED').length;
    if (result.firstEventMs === undefined && fresh.some((entry) => entry.direction === 'in'))
      result.firstEventMs = now() - sentAt;
    if (result.firstTextMs === undefined && fresh.some((entry) => entry.type === 'TEXT_MESSAGE_CONTENT'))
      result.firstTextMs = now() - sentAt;
    const pending = [...mapValues(state.approvals)].find((approval) => approval.status === 'pending');
    if (pending && answers.length) session.actions.decideApproval(pending.approvalId, answers.shift()!);
    if (reconnectFrom !== undefined && state.connection === 'open' && result.reconnectMs === undefined)
      result.reconnectMs = now() - reconnectFrom;
    if (cut || result.firstTextMs === undefined) return;
    cut = true;
    if (turn.interruptWith) session.sender.send(turn.interruptWith);
    if (turn.reconnect) {
      reconnectFrom = now();
      session.actions.restartConnection();
    }
  });
  session.sender.send(turn.say);
  const runs = turn.interruptWith ? 2 : 1;
  const done = await until(session, (state) => settled(state, runsStarted, runs), timeoutMs);
  stop();
  result.toSeq = session.state().eventLog.nextSeq;
  // A run that never ends would hold every later message back (one run at a time): stop it, as the inspector would.
  if (!done) session.actions.stopAnswer();
  const { status, startedAt, finishedAt } = session.state().run;
  if (done)
    result.outcome = status === 'error' ? 'error' : status === 'interrupted' && !turn.reconnect ? 'cut' : 'finished';
  if (done && startedAt !== undefined && finishedAt !== undefined) result.runMs = finishedAt - startedAt;
  return result;
}
