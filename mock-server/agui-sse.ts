import type { IncomingMessage, ServerResponse } from 'node:http';
import { EventType } from '@ag-ui/core';
import type { BaseEvent, RunAgentInput } from '@ag-ui/core';
import { RunAgentInputSchema } from '@ag-ui/core/schemas';
import { customEvent } from '../scenarios/custom-events';
import { fieldOf, stringField } from '../src/lib/record';
import { AgoraEvent } from '../src/protocol/agora-events';
import { clientToolTurn } from './agui-client-tools';
import { interruptTurn, OpenInterrupts, type InterruptDialect } from './agui-interrupts';
import { AguiMessages } from './agui-messages';
import type { ApprovalBook } from './approvals';
import type { MockBackendKind } from './backend-kind';
import { invalidJson, parseJsonBody, readBody } from './http-body';
import { moderate } from './moderation';
import { OpenStreams } from './open-streams';
import { requestOrigin } from './request-origin';
import { startRun } from './run-executor';
import type { ActiveRun, RunContext, RunStart } from './run-executor';

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Content-Type, Accept',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};
const maxBodyBytes = 1024 * 1024;

type Refusal = { status: number; detail: string; headers?: Record<string, string> };

/** Plain AG-UI has no way to ask: the agent goes on as if refused, without the report. */
const noApprovals = {
  wait: () => Promise.resolve({ approved: false, feedback: 'Goedkeuren kan niet via AG-UI over HTTP.' }),
  answer: () => 'unknown' as const,
} as unknown as ApprovalBook;

const isApprovalRequest = (event: BaseEvent & { name?: unknown }) =>
  event.type === 'CUSTOM' && event.name === AgoraEvent.toolApprovalRequest;

/** AGORA may end a refused approval's run with things open; a plain AG-UI stream closes them first. */
function closing(open: OpenStreams): BaseEvent[] {
  return [
    ...[...open.spoken].map((messageId) => customEvent(AgoraEvent.spokenTextEnd, { messageId })),
    ...[...open.texts].map((messageId): BaseEvent => ({ type: EventType.TEXT_MESSAGE_END, messageId })),
    ...(open.step ? [{ type: EventType.STEP_FINISHED, stepName: open.step }] : []),
  ];
}

/** A run about the client's tools or interrupts: its events at once, between the run's start and end. */
function playTurn(
  { threadId, runId }: RunStart,
  { events, finish }: { events: readonly BaseEvent[]; finish?: object },
  send: (e: BaseEvent) => boolean,
  res: ServerResponse,
) {
  const run = { threadId, runId };
  const end = { type: EventType.RUN_FINISHED, ...run, ...finish };
  [{ type: EventType.RUN_STARTED, ...run }, ...events, end].every(send);
  res.end();
}

function refuse(res: ServerResponse, { status, detail, headers }: Refusal): void {
  res.writeHead(status, { ...cors, 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify({ detail }));
}

/** The run a request asks for, or why it is refused: as strict as an AG-UI server validating its input. */
async function readRun(
  req: IncomingMessage,
  dialect: InterruptDialect,
): Promise<Refusal | { run: RunStart; input: RunAgentInput; draftResume?: unknown }> {
  if (req.method !== 'POST') return { status: 405, detail: 'Method Not Allowed', headers: { Allow: 'POST, OPTIONS' } };
  if (!(req.headers.accept ?? '').includes('text/event-stream'))
    return { status: 406, detail: 'This agent answers with text/event-stream only' };
  if (!(req.headers['content-type'] ?? '').startsWith('application/json'))
    return { status: 415, detail: 'The body must be application/json' };
  if (Number(req.headers['content-length'] ?? 0) > maxBodyBytes) return { status: 413, detail: 'Body too large' };
  const body = parseJsonBody(await readBody(req));
  if (body === invalidJson || body === undefined) return { status: 400, detail: 'The body is not JSON' };
  // The draft's agent takes its own `resume` (one object), which AG-UI 1.0's schema would refuse.
  const draftResume = dialect === 'draft' ? fieldOf(body, 'resume') : undefined;
  const parsed = RunAgentInputSchema.safeParse(
    draftResume === undefined ? body : { ...(body as object), resume: undefined },
  );
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    return { status: 422, detail: `Invalid RunAgentInput: ${issues}` };
  }
  const input = parsed.data;
  const last = input.messages.findLast((message) => message.role === 'user');
  // A run that only resumes may carry no message at all: nothing to moderate then.
  const moderation = last
    ? moderate(typeof last.content === 'string' ? last.content : '')
    : ({ verdict: 'pass', text: '' } as const);
  if (moderation.verdict !== 'pass')
    return { status: 422, detail: moderation.verdict === 'blocked' ? moderation.reason : moderation.message };
  const userId = stringField(input.forwardedProps, 'userId') ?? 'koen';
  return { run: { threadId: input.threadId, runId: input.runId, userId, text: moderation.text }, input, draftResume };
}

/**
 * `POST /agui`: the demo as a standard AG-UI agent over HTTP. The body is a RunAgentInput (checked
 * with AG-UI's own schema); the answer is the run's events as Server-Sent Events, without AGORA's
 * approval requests (it goes on as if refused), ending with a MESSAGES_SNAPSHOT of the whole
 * conversation it was sent plus its answer, as AG-UI's example servers do. The client's declared
 * frontend tools are asked for and answered as `clientToolTurn` says. A new run on a thread cancels
 * the one streaming.
 */
export function createAguiHandler(
  ctx: Omit<RunContext, 'connectionId'> & { backend: MockBackendKind },
  dialect: InterruptDialect = '1.0',
) {
  const streaming = new Map<string, ActiveRun>();
  const interrupts = new OpenInterrupts();
  let requests = 0;
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      return void res.end();
    }
    const asked = await readRun(req, dialect);
    if (!('run' in asked)) return refuse(res, asked);
    const { run, input } = asked;
    const turn =
      interruptTurn(dialect, input, interrupts, ctx.ids, asked.draftResume) ?? clientToolTurn(input, ctx.ids);
    if (turn && 'refuse' in turn) return refuse(res, { status: 422, detail: turn.refuse });
    const previous = streaming.get(run.threadId);
    previous?.cancel();
    await previous?.done;
    const closed = new AbortController();
    res.on('close', () => closed.abort());
    res.writeHead(200, { ...cors, 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    const open = new OpenStreams();
    const conversation = new AguiMessages(input.messages);
    const write = (event: BaseEvent): boolean => {
      if (res.writableEnded || closed.signal.aborted) return false;
      open.observe(event);
      conversation.observe(event);
      res.write(`data: ${JSON.stringify({ ...event, timestamp: Date.now() })}\n\n`);
      return true;
    };
    const send = (event: BaseEvent): boolean => {
      if (isApprovalRequest(event)) return true;
      const ending = event.type === EventType.RUN_FINISHED;
      if (ending && !(closing(open).every(write) && write(conversation.snapshot()))) return false;
      return write(event);
    };
    if (turn) return void playTurn(run, turn, send, res);
    requests += 1;
    const io = { send, buffered: () => res.writableLength, approvals: noApprovals, closed: closed.signal };
    const active = startRun(run, { ...ctx, connectionId: `agui-${requests}`, origin: requestOrigin(req) }, io);
    streaming.set(run.threadId, active);
    await active.done;
    if (streaming.get(run.threadId) === active) streaming.delete(run.threadId);
    res.end();
  };
}
