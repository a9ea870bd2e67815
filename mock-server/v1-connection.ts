import type { BaseEvent } from '@ag-ui/core';
import { WebSocket } from 'ws';
import type { RawData } from 'ws';
import { V1ClientFrameSchema } from '../src/protocol/hai-v1-frames';
import type { V1ClientFrame, V1ServerFrame } from '../src/protocol/hai-v1-frames';
import { ApprovalBook } from './approvals';
import { moderate } from './moderation';
import { startRun } from './run-executor';
import type { ActiveRun, RunIo } from './run-executor';
import { V1Encoder } from './v1-encoder';
import type { ConnectionContext } from './ws-connection';

const textOf = (data: RawData): string =>
  Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');

/** The user a v1.1 message speaks for: `metadata.userId` when the client names one, else the default persona. */
const userOf = (metadata: Record<string, unknown> | undefined): string =>
  typeof metadata?.userId === 'string' && metadata.userId !== '' ? metadata.userId : 'koen';

/** Parses one client frame strictly; the reason when it is not a v1.1 client frame. */
function parseV1(text: string): { frame: V1ClientFrame } | { reason: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { reason: 'Invalid JSON format' };
  }
  const parsed = V1ClientFrameSchema.safeParse(json);
  if (parsed.success) return { frame: parsed.data };
  const issue = parsed.error.issues[0];
  return { reason: `Invalid message: ${issue?.path.join('.') || 'type'}: ${issue?.message ?? 'invalid'}` };
}

/**
 * Serves one HAI v1.1 client (`/v1/ws`) with the same demo as `/ws`: each `user_message` starts a
 * run (cancelling the one going), played through a v1.1 encoder; `tool_approval_response` answers a
 * waiting approval. A frame that is not v1.1 gets an `error` frame (`invalid_message`), as the
 * protocol's error message is meant for.
 */
export function attachV1Connection(ws: WebSocket, ctx: ConnectionContext): void {
  const log = (line: string): void => ctx.log(`${ctx.connectionId} (v1.1) ${line}`);
  const closed = new AbortController();
  const approvals = new ApprovalBook();
  let active: ActiveRun | undefined;
  const write = (frame: V1ServerFrame): boolean => {
    if (ws.readyState !== WebSocket.OPEN) return false;
    ws.send(JSON.stringify(frame));
    return true;
  };

  const run = async (message: Extract<V1ClientFrame, { type: 'user_message' }>): Promise<void> => {
    if (active) {
      log(`cancels run ${active.runId}: a new user_message came`);
      active.cancel();
      await active.done;
    }
    const moderation = moderate(message.content);
    if (moderation.verdict !== 'pass') return log(`dropped a message without an answer: ${JSON.stringify(moderation)}`);
    const encoder = new V1Encoder(message.session_id, ctx.v1Dialect, ctx.backend);
    const io: RunIo = {
      send: (event: BaseEvent) => encoder.encode(event).every(write),
      buffered: () => ws.bufferedAmount,
      approvals,
      closed: closed.signal,
    };
    const start = { threadId: message.session_id, userId: userOf(message.metadata), runId: ctx.ids('run') };
    const started = startRun({ ...start, text: moderation.text }, ctx, io);
    active = started;
    void started.done.then(() => {
      if (active === started) active = undefined;
    });
  };

  const handle = async (text: string): Promise<void> => {
    const parsed = parseV1(text);
    if ('reason' in parsed) {
      write({ type: 'error', error_code: 'invalid_message', message: parsed.reason });
      return;
    }
    const { frame } = parsed;
    if (frame.type === 'user_message') return run(frame);
    const answer = { approvalId: frame.approval_id, approved: frame.approved, feedback: frame.feedback };
    const outcome = approvals.answer(answer);
    if (outcome !== 'accepted') log(`ignored the answer to approval ${frame.approval_id}: ${outcome}`);
  };

  let inbox = Promise.resolve();
  ws.on('message', (data) => {
    const text = textOf(data);
    ctx.frames.push({ connectionId: ctx.connectionId, receivedAt: Date.now(), data: text });
    inbox = inbox.then(() => handle(text)).catch((error: unknown) => log(`failed on a frame: ${String(error)}`));
  });
  ws.on('close', () => {
    closed.abort();
    log('closed');
  });
  ws.on('error', (error) => log(`error: ${error.message}`));
}
