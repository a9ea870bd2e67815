import type { BaseEvent } from '@ag-ui/core';
import { WebSocket } from 'ws';
import type { RawData } from 'ws';
import { agoraErrorEvent } from '../src/testing/scenarios/custom-events';
import { demoScript, pickScenario } from '../src/testing/scenarios/demo-inspection';
import type { IdFactory } from '../src/testing/scenarios/script';
import { ApprovalBook } from './approvals';
import { parseClientFrame } from './client-frames';
import type { ClientFrame } from './client-frames';
import { faultySender, RunFaults, untilAborted } from './fault-sender';
import type { FaultPlan } from './faults';
import { playFirehose } from './firehose';
import type { FirehoseCounter, FirehosePlan } from './firehose';
import { RunRecorder } from './run-recorder';
import { playScript } from './run-player';
import type { SessionStore } from './store';

export interface ReceivedFrame {
  connectionId: string;
  /** Epoch milliseconds. */
  receivedAt: number;
  /** The frame as text (binary frames decoded as UTF-8). */
  data: string;
}

export interface ConnectionContext {
  connectionId: string;
  store: SessionStore;
  ids: IdFactory;
  delay: number;
  defaultUserId: string;
  /** This connection's log of received frames. */
  frames: ReceivedFrame[];
  faults: FaultPlan;
  /** Set: every run answers with the firehose instead of a demo script (benchmarks). */
  firehose?: FirehosePlan;
  firehoseCounter: FirehoseCounter;
  /** Runs (thread + client runId) already started on any connection: a client re-sending a message it
   * could not see confirmed gets it once, as a server with idempotent runs would. */
  startedRuns: Set<string>;
  log: (line: string) => void;
}

type RunFrame = Extract<ClientFrame, { kind: 'run' }>;

const textOf = (data: RawData): string =>
  Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');

/**
 * Serves one WebSocket client: runs one demo script at a time (a RunAgentInput during a run waits
 * its turn, so nothing the inspector sends is dropped), routes approval answers to the waiting run,
 * and answers anything malformed with `agora:error` while keeping the connection open.
 */
export function attachConnection(ws: WebSocket, ctx: ConnectionContext): void {
  const approvals = new ApprovalBook();
  const closed = new AbortController();
  let activeRun: { runId: string; threadId: string } | undefined;
  const waiting: RunFrame[] = [];

  const write = faultySender(
    ctx.faults,
    (text) => {
      if (ws.readyState !== WebSocket.OPEN) return false;
      ws.send(text);
      return true;
    },
    () => ws.close(1011, 'Injected drop'),
  );
  const send = (event: BaseEvent): boolean => write(JSON.stringify({ ...event, timestamp: Date.now() }));
  const refuse = (errorCode: string, message: string, details: Record<string, unknown>): void => {
    send(agoraErrorEvent({ errorCode, message, details }));
  };

  const startNext = (): void => {
    const frame = waiting.shift();
    if (!frame || closed.signal.aborted) return;
    const key = frame.runId && `${frame.threadId}/${frame.runId}`;
    if (key && ctx.startedRuns.has(key)) {
      ctx.log(`${ctx.connectionId} ignored run ${frame.runId}: already started`);
      return startNext();
    }
    if (key) ctx.startedRuns.add(key);
    const run = { runId: frame.runId ?? ctx.ids('run'), threadId: frame.threadId };
    activeRun = run;
    void executeRun(frame, run.runId);
  };
  const startRun = (frame: RunFrame): void => {
    waiting.push(frame);
    if (activeRun) ctx.log(`${ctx.connectionId} queued a run behind ${activeRun.runId}`);
    else startNext();
  };

  // With delay 0 a run without approvals completes synchronously, so activeRun is cleared in the
  // same tick as RUN_FINISHED is sent (a .finally() callback would clear it one microtask late).
  const executeRun = async (frame: RunFrame, runId: string): Promise<void> => {
    const { store, ids, delay } = ctx;
    const { threadId, userText } = frame;
    store.open(threadId, frame.userId ?? ctx.defaultUserId);
    store.append(threadId, { role: 'user', content: userText });
    const scenario = ctx.firehose ? `firehose of ${ctx.firehose.deltas} deltas` : pickScenario(userText);
    ctx.log(`${ctx.connectionId} run ${runId} thread ${threadId}: ${scenario}`);
    const recorder = new RunRecorder(store, threadId);
    const faults = new RunFaults(ctx.faults, send);
    const record = faults.wrap((event) => {
      if (!send(event)) return false;
      recorder.observe(event);
      return true;
    });
    try {
      const completed = ctx.firehose
        ? await playFirehose(ctx.firehose, { threadId, runId, messageId: ids('msg') }, { send: record, buffered: () => ws.bufferedAmount, signal: closed.signal, counter: ctx.firehoseCounter })
        : await playScript(demoScript({ threadId, runId, userText, ids, state: store.get(threadId)?.state }), {
            send: record,
            awaitApproval: (request) => approvals.wait(request.approvalId, closed.signal),
            delay,
            signal: closed.signal,
          });
      if (faults.hung) ctx.log(`${ctx.connectionId} run ${runId} hangs (fault injection)`);
      if (faults.hung) await untilAborted(closed.signal);
      else if (!completed) ctx.log(`${ctx.connectionId} run ${runId} stopped: client gone`);
    } catch (error) {
      ctx.log(`${ctx.connectionId} run ${runId} failed: ${String(error)}`);
    } finally {
      recorder.close();
      activeRun = undefined;
      startNext();
    }
  };

  ws.on('message', (data) => {
    const text = textOf(data);
    ctx.frames.push({ connectionId: ctx.connectionId, receivedAt: Date.now(), data: text });
    const frame = parseClientFrame(text);
    if (frame.kind === 'invalid') return refuse('invalid_message', frame.message, frame.details);
    if (frame.kind === 'run') return startRun(frame);
    const { approvalId } = frame.response;
    const outcome = approvals.answer(frame.response);
    if (outcome === 'unknown') refuse('unknown_approval', `No approval ${approvalId} is waiting on this connection.`, { approvalId });
    if (outcome === 'already_answered') refuse('approval_already_answered', `Approval ${approvalId} was already answered.`, { approvalId });
  });
  ws.on('close', () => {
    closed.abort();
    ctx.log(`${ctx.connectionId} closed`);
  });
  // 'close' follows a socket error; without a listener the error would crash the process.
  ws.on('error', (error) => ctx.log(`${ctx.connectionId} error: ${error.message}`));
  if (ctx.faults.dropAfter === 0) ws.close(1011, 'Injected drop');
}
