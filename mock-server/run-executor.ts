import { EventType } from '@ag-ui/core';
import type { BaseEvent } from '@ag-ui/core';
import { demoScript, pickScenario } from '../scenarios/demo-inspection';
import type { IdFactory, ScriptStep } from '../scenarios/script';
import type { ApprovalBook } from './approvals';
import type { MockBackendKind } from './backend-kind';
import { lateCloseMs } from './behaviour';
import type { ConnectionBehaviour } from './behaviour';
import { RunFaults, untilAborted } from './fault-sender';
import type { FaultPlan } from './faults';
import { playFirehose } from './firehose';
import type { FirehoseCounter, FirehosePlan } from './firehose';
import { startLanggraphRun } from './langgraph-run';
import { endSpokenLate, lateClose, playLateSpoken } from './late-close';
import { OpenStreams } from './open-streams';
import { reportingOf } from './report-shelf';
import { pause, playScript } from './run-player';
import type { PlayResult } from './run-player';
import { RunRecorder } from './run-recorder';
import { withUserContext } from './store';
import type { SessionStore } from './store';

export interface RunContext {
  connectionId: string;
  /** Which AGORA server's wire the runs imitate (default 'openai'). */
  backend?: MockBackendKind;
  store: SessionStore;
  /** Who owns the session a RunAgentInput's userId opens (v2.5.1: a persona name is its user's UUID). */
  owner: (userId: string) => string;
  ids: IdFactory;
  delay: number;
  faults: FaultPlan;
  behaviour: ConnectionBehaviour;
  /** Set: every run answers with the firehose instead of a demo script (benchmarks). */
  firehose?: FirehosePlan;
  firehoseCounter: FirehoseCounter;
  /** The runs this connection has started; `startRun` counts them (`hang=first` holds only the first). */
  runsStarted: { count: number };
  /** The origin the client reached this server on (the upgrade's or POST's `Host`): where its reports are. */
  origin?: string;
  log: (line: string) => void;
}

export interface RunIo {
  /** The connection's sender; false when the client is gone. */
  send(event: BaseEvent): boolean;
  buffered(): number;
  approvals: ApprovalBook;
  /** Aborts when the socket closes. */
  closed: AbortSignal;
}

export interface RunStart {
  threadId: string;
  runId: string;
  userId: string;
  text: string;
}

export interface ActiveRun {
  runId: string;
  /** A new RunAgentInput came: stop. `done` settles once stopped (after the closing frames with `cancel=late`). */
  cancel(): void;
  done: Promise<void>;
}

/** Plays the answer to `start.text` (or the firehose) through `io.send` until it ends or `signal` aborts. */
function playAnswer(start: RunStart, ctx: RunContext, io: RunIo, signal: AbortSignal): Promise<PlayResult> {
  const { threadId, runId } = start;
  if (ctx.firehose) {
    const firehoseIo = { send: io.send, buffered: io.buffered, signal, counter: ctx.firehoseCounter };
    return playFirehose(ctx.firehose, { threadId, runId, messageId: ctx.ids('msg') }, firehoseIo).then(
      (finished): PlayResult => (finished ? { status: 'finished' } : { status: 'stopped', rest: [] }),
    );
  }
  const script = demoScript({
    threadId,
    runId,
    userText: start.text,
    ids: ctx.ids,
    state: ctx.store.get(threadId)?.state,
    handoffs: ctx.behaviour.handoffs,
    reporting: reportingOf(ctx.store, ctx.origin),
  });
  return playScript(script, {
    send: io.send,
    awaitApproval: (request) => io.approvals.wait(request.approvalId, signal),
    delay: ctx.delay,
    signal,
  });
}

/** Starts a run that answers `start.text`; it stops when it ends, is cancelled or the socket closes. */
export function startRun(start: RunStart, ctx: RunContext, io: RunIo): ActiveRun {
  const ordinal = (ctx.runsStarted.count += 1);
  if ((ctx.backend ?? 'openai') === 'langgraph' && !ctx.firehose) return startLanggraphRun(start, ctx, io);
  const own = new AbortController();
  const signal = AbortSignal.any([io.closed, own.signal]);
  const { store } = ctx;
  const userId = ctx.owner(start.userId);
  store.open(start.threadId, userId);
  store.append(start.threadId, { role: 'user', content: withUserContext(userId, start.text) });
  const scenario = ctx.firehose ? `firehose of ${ctx.firehose.deltas} deltas` : pickScenario(start.text);
  ctx.log(`${ctx.connectionId} run ${start.runId} thread ${start.threadId}: ${scenario}`);

  const recorder = new RunRecorder(store, start.threadId);
  const open = new OpenStreams();
  const faults = new RunFaults(ctx.faults, io.send, ordinal);
  const record = faults.wrap((event) => {
    // Named before RUN_FINISHED leaves, so a client that refreshes its list on it sees the title.
    if (event.type === EventType.RUN_FINISHED) store.runEnded(start.threadId);
    if (!io.send(event)) return false;
    recorder.observe(event);
    open.observe(event);
    return true;
  });

  const closeLate = async (rest: ScriptStep[]): Promise<void> => {
    await pause(lateCloseMs(ctx.delay), io.closed);
    if (io.closed.aborted) return;
    const { unsent, closing } = lateClose(rest, open, { ...start, state: store.get(start.threadId)?.state });
    for (const event of unsent) recorder.observe(event);
    for (const event of closing) if (!record(event)) return;
  };

  const afterStop = async (result: PlayResult): Promise<void> => {
    const label = `${ctx.connectionId} run ${start.runId}`;
    if (faults.hung) {
      ctx.log(`${label} hangs (fault injection)`);
      return untilAborted(signal);
    }
    if (result.status === 'finished') {
      if (ctx.behaviour.lateSpoken)
        void endSpokenLate(open, { send: io.send, afterMs: lateCloseMs(ctx.delay), signal: io.closed });
      return;
    }
    if (io.closed.aborted || !own.signal.aborted) return ctx.log(`${label} stopped: client gone`);
    ctx.log(
      `${label} cancelled by a new run (${result.status === 'abandoned' ? 'while waiting for approval' : ctx.behaviour.cancel})`,
    );
    if (result.status === 'abandoned') return;
    if (ctx.behaviour.cancel === 'late') return closeLate(result.rest);
    if (ctx.behaviour.lateSpoken)
      void playLateSpoken(result.rest, open, { send: io.send, delay: ctx.delay, signal: io.closed });
  };

  const done = playAnswer(start, ctx, { ...io, send: record }, signal)
    .then(afterStop)
    .catch((error: unknown) => ctx.log(`${ctx.connectionId} run ${start.runId} failed: ${String(error)}`))
    .finally(() => {
      recorder.close();
      store.runEnded(start.threadId);
    });
  return { runId: start.runId, cancel: () => own.abort(), done };
}
