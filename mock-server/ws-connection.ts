import { EventType } from '@ag-ui/core';
import type { BaseEvent, RunErrorEvent } from '@ag-ui/core';
import { WebSocket } from 'ws';
import type { RawData } from 'ws';
import { agoraErrorEvent } from '../scenarios/custom-events';
import { ApprovalBook } from './approvals';
import { parseClientFrame } from './client-frames';
import type { ClientFrame, RunRequest } from './client-frames';
import { faultySender } from './fault-sender';
import { answerWithFuzzFrames } from './fuzz-frames';
import type { HostileMode } from './hostile/hostile-mode';
import { startHostileRun } from './hostile/hostile-run';
import type { RawSend } from './hostile/hostile-run';
import { moderate } from './moderation';
import { startRun } from './run-executor';
import type { ActiveRun, RunContext, RunIo } from './run-executor';
import type { V1Dialect } from './v1-encoder';

export interface ReceivedFrame {
  connectionId: string;
  /** Epoch milliseconds. */
  receivedAt: number;
  /** The frame as text (binary frames decoded as UTF-8). */
  data: string;
}

export interface ConnectionContext extends RunContext {
  /** This connection's log of received frames. */
  frames: ReceivedFrame[];
  /** `/v1/ws` only: how its tool calls go on the wire (`?dialect=agora`, else the written protocol). */
  v1Dialect?: V1Dialect;
  /** The server's hostile mode (`/ws` only): an attack a run may play instead of its answer. */
  hostile?: HostileMode;
}

const textOf = (data: RawData): string =>
  Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');

/** AGORA's handling of one connection's frames, taken one at a time. */
class Dialogue {
  private active: ActiveRun | undefined;

  constructor(
    private readonly ctx: ConnectionContext,
    private readonly io: RunIo,
    private readonly refuse: (reason: string) => void,
    private readonly raw: RawSend,
  ) {}

  async handle(frame: ClientFrame): Promise<void> {
    switch (frame.kind) {
      case 'invalid_json':
        this.io.send(agoraErrorEvent({ errorCode: 'invalid_json', message: 'Invalid JSON format' }));
        return;
      case 'refused':
        return this.refuse(frame.reason);
      case 'ignored':
        return this.log(`ignored a frame: ${frame.reason}`);
      case 'approval': {
        const outcome = this.io.approvals.answer(frame.answer);
        if (outcome !== 'accepted') this.log(`ignored the answer to approval ${frame.answer.approvalId}: ${outcome}`);
        return;
      }
      case 'run':
        return this.run(frame.run);
    }
  }

  private async run(request: RunRequest): Promise<void> {
    const { refuseText } = this.ctx.behaviour;
    if (refuseText && typeof request.content === 'string' && request.content.includes(refuseText))
      return this.refuse(`the message contains "${refuseText}" (refuseText)`);
    if (this.active) {
      this.log(`cancels run ${this.active.runId}: a new RunAgentInput came`);
      this.active.cancel();
      await this.active.done;
    }
    const moderation = moderate(request.content);
    if (moderation.verdict === 'blocked') return this.log(`dropped a message without an answer: ${moderation.reason}`);
    if (moderation.verdict === 'crash') {
      const error: RunErrorEvent = { type: EventType.RUN_ERROR, message: moderation.message, code: 'processing_error' };
      this.io.send(error);
      return;
    }
    const { threadId, userId } = request;
    const start = { threadId, userId, runId: request.runId ?? this.ctx.ids('run'), text: moderation.text };
    const run =
      answerWithFuzzFrames(start, this.ctx, this.io, (text) => this.raw(text, false)) ??
      startHostileRun(start, this.ctx, this.io, this.raw) ??
      startRun(start, this.ctx, this.io);
    this.active = run;
    void run.done.then(() => {
      if (this.active === run) this.active = undefined;
    });
  }

  private log(line: string): void {
    this.ctx.log(`${this.ctx.connectionId} ${line}`);
  }
}

/**
 * Serves one WebSocket client as AGORA does: a RunAgentInput cancels the active run, moderated input
 * and unknown approvals get no answer, and a frame that fails the strict parse ends the conversation
 * (`refusal=dead`: never read or written again; `refusal=close`: terminated).
 */
export function attachConnection(ws: WebSocket, ctx: ConnectionContext): void {
  const log = (line: string): void => ctx.log(`${ctx.connectionId} ${line}`);
  const closed = new AbortController();
  let dead = false;
  let inbox = Promise.resolve();

  const write = faultySender(
    ctx.faults,
    (text) => {
      if (ws.readyState !== WebSocket.OPEN) return false;
      ws.send(text);
      return true;
    },
    () => ws.close(1011, 'Injected drop'),
  );
  // Once dead, sends are swallowed, as by AGORA's handler after it marked itself disconnected: its run goes on unheard.
  const send = (event: BaseEvent): boolean => dead || write(JSON.stringify({ ...event, timestamp: Date.now() }));
  const refuse = (reason: string): void => {
    if (ctx.behaviour.refusal === 'close') {
      log(`refused a frame (${reason}): terminating the socket`);
      ws.terminate();
      return;
    }
    dead = true;
    log(`refused a frame (${reason}): the socket stays open but is never read or written again`);
  };
  const io: RunIo = { send, buffered: () => ws.bufferedAmount, approvals: new ApprovalBook(), closed: closed.signal };
  // The hostile mode's frames as they are: not JSON, binary, bytes that are not UTF-8.
  const raw: RawSend = (data, binary) => {
    if (dead) return true;
    if (ws.readyState !== WebSocket.OPEN) return false;
    ws.send(data, { binary });
    return true;
  };
  const dialogue = new Dialogue(ctx, io, refuse, raw);

  // A server that has closed or stopped reading the socket never sees what arrives after; the log keeps it.
  const reading = (): boolean => !dead && ws.readyState === WebSocket.OPEN;
  ws.on('message', (data, isBinary) => {
    const text = textOf(data);
    ctx.frames.push({ connectionId: ctx.connectionId, receivedAt: Date.now(), data: text });
    if (!reading()) return;
    inbox = inbox
      .then(() => (reading() ? dialogue.handle(parseClientFrame(text, isBinary)) : undefined))
      .catch((error: unknown) => log(`failed on a frame: ${String(error)}`));
  });
  ws.on('close', () => {
    closed.abort();
    log('closed');
  });
  // 'close' follows a socket error; without a listener the error would crash the process.
  ws.on('error', (error) => log(`error: ${error.message}`));
  if (ctx.faults.dropAfter === 0) ws.close(1011, 'Injected drop');
}
