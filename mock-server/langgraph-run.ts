import { EventType } from '@ag-ui/core';
import type { BaseEvent } from '@ag-ui/core';
import { applyStateEvent } from '../scenarios/apply-state';
import { demoScript } from '../scenarios/demo-inspection';
import { Agents } from '../scenarios/demo-state';
import { runTurn, step } from '../scenarios/script';
import type { IdFactory, ScriptStep } from '../scenarios/script';
import { textMessage } from '../scenarios/text-message';
import { fieldOf } from '../src/lib/record';
import { AgoraEvent } from '../src/protocol/agora-events';
import type { ApprovalBook } from './approvals';
import { isClosingSnapshot } from './fault-sender';
import { toLanggraphScript } from './langgraph-dialect';
import type { DialectContext } from './langgraph-dialect';
import { asksListenMode, cannedReply, hasWakeWord, listenModeScript, withoutWakeWord } from './langgraph-listen';
import { uuidFrom } from './langgraph-python';
import { langgraphThread, runNotes } from './langgraph-threads';
import type { LanggraphThread } from './langgraph-threads';
import { reportingOf } from './report-shelf';
import { pause, playScript } from './run-player';
import { titleFrom } from './store';
import type { SessionStore } from './store';

/** What a langgraph run needs of the connection (a subset of the run executor's context and io). */
export interface LanggraphRunContext {
  connectionId: string;
  store: SessionStore;
  owner: (userId: string) => string;
  ids: IdFactory;
  delay: number;
  /** The origin the client reached this server on: where its reports are. */
  origin?: string;
  log: (line: string) => void;
}
export interface LanggraphRunIo {
  send(event: BaseEvent): boolean;
  approvals: ApprovalBook;
  closed: AbortSignal;
}
export interface LanggraphRunStart {
  threadId: string;
  runId: string;
  userId: string;
  text: string;
}

/** server-langgraph asks a model for a new session's title before it sends RUN_STARTED: about a second. */
const TITLE_MS = 1000;

interface Plan {
  steps: ScriptStep[];
  /** Resuming a cancelled run: the user's message is not added, the old answer plays. */
  resumed?: boolean;
  answer?: { text: string; spoken: string | null };
  onCompleted?: () => void;
}

/** The written and spoken text a script streams before any approval (what a resumed run plays again). */
function answerOf(steps: readonly ScriptStep[]): { text: string; spoken: string | null } | undefined {
  let text = '';
  let spoken = '';
  for (const s of steps) {
    if (s.kind !== 'emit') break;
    if (s.event.type === EventType.TEXT_MESSAGE_CONTENT) text += String(s.event['delta']);
    if (s.event['name'] === AgoraEvent.spokenTextContent) spoken += String(fieldOf(s.event['value'], 'delta') ?? '');
  }
  return text ? { text, spoken: spoken || null } : undefined;
}

function demoPlan(text: string, thread: LanggraphThread, ctx: LanggraphRunContext, dctx: DialectContext): Plan {
  const script = demoScript({
    threadId: dctx.threadId,
    runId: dctx.runId,
    userText: text,
    ids: ctx.ids,
    state: thread.state,
    reporting: reportingOf(ctx.store, ctx.origin),
  });
  return { steps: toLanggraphScript(script, dctx), answer: answerOf(script) };
}

function planRun(start: LanggraphRunStart, thread: LanggraphThread, ctx: LanggraphRunContext): Plan {
  const seed = ctx.ids('lg');
  const base = { threadId: start.threadId, runId: start.runId, seed };
  const dctx: DialectContext = { ...base, messageId: uuidFrom(`${seed}:message`), initialAgent: Agents.general };
  if (thread.pending) {
    const { text, spoken } = thread.pending;
    const replay = runTurn({ ...base, agent: Agents.reporting }, step('thinking', textMessage('replay', text, spoken)));
    const steps = toLanggraphScript(replay, { ...dctx, initialAgent: Agents.reporting });
    return { steps, resumed: true, answer: thread.pending };
  }
  if (thread.mode === 'listen' && !hasWakeWord(start.text)) {
    thread.buffered += 1;
    return { steps: cannedReply(dctx, `[Luistermodus actief - bericht ${thread.buffered} opgeslagen]`, null) };
  }
  if (thread.mode === 'listen') {
    const count = thread.buffered;
    Object.assign(thread, { mode: 'feedback', buffered: 0 });
    const rest = withoutWakeWord(start.text);
    if (rest) return demoPlan(rest, thread, ctx, dctx);
    return {
      steps: cannedReply(
        dctx,
        `[Feedback modus geactiveerd - ${count} berichten verwerkt]`,
        'Feedback modus geactiveerd',
      ),
    };
  }
  if (asksListenMode(start.text)) {
    const script = listenModeScript(dctx, ctx.owner(start.userId), ctx.ids('call'));
    return { steps: toLanggraphScript(script, dctx), onCompleted: () => (thread.mode = 'listen') };
  }
  return demoPlan(start.text, thread, ctx, dctx);
}

/** Session metadata as server-langgraph keeps it: made (with its title) before the run, counting completed runs. */
function touchMetadata(store: SessionStore, start: LanggraphRunStart, userId: string): void {
  const existing = store.get(start.threadId);
  if (existing) {
    existing.lastActivity = Math.max(existing.lastActivity, Date.now());
    return;
  }
  const record = store.open(start.threadId, userId);
  Object.assign(record, { title: titleFrom(start.text), preview: Array.from(start.text).slice(0, 200).join('') });
  record.messageCount = 1;
}

function observe(thread: LanggraphThread, event: BaseEvent): void {
  const note = runNotes.get(event);
  if (!note) return;
  thread.history.push(...(note.history ?? []));
  for (const stateEvent of note.state ?? []) {
    try {
      thread.state = applyStateEvent(thread.state, stateEvent);
    } catch {
      // A patch that does not apply is the script's bug; the scenario tests catch it.
    }
  }
}

async function runLanggraph(start: LanggraphRunStart, ctx: LanggraphRunContext, io: LanggraphRunIo, own: AbortSignal) {
  const signal = AbortSignal.any([io.closed, own]);
  const { store, threadId } = { store: ctx.store, threadId: start.threadId };
  if (!store.get(threadId)) await pause(Math.round(TITLE_MS * ctx.delay), signal);
  if (signal.aborted) return;
  touchMetadata(store, start, ctx.owner(start.userId));
  const thread = langgraphThread(store, threadId);
  const plan = planRun(start, thread, ctx);
  if (!plan.resumed) thread.history.push({ role: 'user', content: start.text });
  let completed = false;
  const send = (event: BaseEvent): boolean => {
    if (isClosingSnapshot(event)) {
      completed = true;
      const record = store.get(threadId);
      if (record) Object.assign(record, { messageCount: (record.messageCount ?? 0) + 1, lastActivity: Date.now() });
    }
    if (!io.send(event)) return false;
    observe(thread, event);
    return true;
  };
  const awaitApproval = (request: { approvalId: string }) => io.approvals.wait(request.approvalId, signal);
  const result = await playScript(plan.steps, { send, awaitApproval, delay: ctx.delay, signal });
  if (result.status === 'finished' && completed) {
    if (plan.resumed) thread.pending = undefined;
    plan.onCompleted?.();
  }
  // Cancelled by a new message: LangGraph's checkpoint still has work to do, which the next message resumes.
  if (result.status !== 'finished' && own.aborted && !io.closed.aborted) thread.pending = plan.answer;
}

/** Starts a run as server-langgraph answers it (see the README's *server-langgraph*). */
export function startLanggraphRun(start: LanggraphRunStart, ctx: LanggraphRunContext, io: LanggraphRunIo) {
  const own = new AbortController();
  const done = runLanggraph(start, ctx, io, own.signal).catch((error: unknown) =>
    ctx.log(`${ctx.connectionId} run ${start.runId} failed: ${String(error)}`),
  );
  return { runId: start.runId, cancel: () => own.abort(), done };
}
