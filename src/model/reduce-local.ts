import { mapGet, mapSet } from '../lib/persistent/persistent-map';
import { fieldOf } from '../lib/record';
import { backgroundToolName, safeBackground } from '../protocol/frontend-tools';
import { markRejectedCalls } from './approval-marks';
import { relinkApprovals } from './approval-place';
import { isCutOff, settleCutOffRun } from './cut-off-run';
import { fromHistory } from './history';
import { logClientFact } from './log-client-fact';
import { mergeHistory } from './merge-history';
import { noteAnswer } from './note-answer';
import { reduceOutgoing } from './reduce-outgoing';
import { stopRun } from './reduce-stop';
import { selectParsedArgs } from './selectors';
import type { SessionInput } from './session-input';
import type { SessionState, ToolCallRecord } from './session-state';
import { markSilentTurns } from './state-change';
import { annotate, settleOpen } from './state-helpers';
import { learnToolNames } from './tool-names';
import { replaceTranscript } from './transcript-snapshot';

type LocalInput = Exclude<SessionInput, { type: 'frame' }>;
type InputOf<T extends LocalInput['type']> = Extract<LocalInput, { type: T }>;

function setConnection(state: SessionState, input: InputOf<'local.connection'>): SessionState {
  if (state.connection === input.status && state.reconnectAt === input.nextAttemptAt) return state;
  const next = { ...state, connection: input.status, reconnectAt: input.nextAttemptAt, stalledSince: undefined };
  if (input.status === 'open' || next.run.status !== 'running') return next;
  const settled = settleOpen(next, 'cut');
  return {
    ...settled,
    run: { ...settled.run, status: 'interrupted', step: undefined, openSteps: undefined, finishedAt: input.at },
  };
}

function decideApproval(state: SessionState, input: InputOf<'local.approval_decision'>): SessionState {
  const approval = mapGet(state.approvals, input.approvalId);
  if (!approval || approval.status !== 'pending') return state;
  const decided = {
    ...approval,
    status: input.approved ? ('approved' as const) : ('rejected' as const),
    decidedAt: input.at,
    delivery: 'queued' as const,
  };
  if (input.feedback) decided.feedback = input.feedback;
  return markRejectedCalls({
    ...state,
    approvals: mapSet(state.approvals, input.approvalId, decided),
    queuedIds: [...state.queuedIds, input.approvalId],
  });
}

/** The inspector's answer settles a tool left for the client, once; the result goes in the next run. */
function answerTool(state: SessionState, input: InputOf<'local.tool_answer'>): SessionState {
  const call = mapGet(state.toolCalls, input.toolCallId);
  if (call?.status !== 'awaiting_client') return state;
  const answered = {
    ...call,
    status: 'completed' as const,
    result: input.content,
    resultMessageId: input.messageId,
    resultAt: input.at,
  };
  const next = { ...state, toolCalls: mapSet(state.toolCalls, call.id, answered) };
  const background = call.name === backgroundToolName && confirmed(input.content) && backgroundOf(call);
  return background ? { ...next, chatBackground: background } : next;
}

function confirmed(content: string): boolean {
  try {
    return fieldOf(JSON.parse(content), 'confirmed') === true;
  } catch {
    return false;
  }
}

const backgroundOf = (call: ToolCallRecord) => {
  const args = selectParsedArgs(call);
  return 'value' in args ? safeBackground(fieldOf(args.value, 'background')) : undefined;
};

/** The inspector asks a question again whose answer was lost: the mark goes (its button with it), once. */
function askedAgain(state: SessionState, messageId: string): SessionState {
  const message = mapGet(state.messages, messageId);
  if (!message?.answerLost) return state;
  const { answerLost: _lost, ...rest } = message;
  return { ...state, messages: mapSet(state.messages, messageId, rest) };
}

/** Decisions kept from before a reload join what this page knows, never over a record it has itself. */
function keepDecisions(state: SessionState, input: InputOf<'local.decisions_kept'>): SessionState {
  let approvals = state.approvals;
  for (const record of input.approvals)
    if (record.status !== 'pending' && !mapGet(approvals, record.approvalId)) {
      // Kept only for the history's marks: it has no row of its own to read in any more.
      const { inMessage: _place, ...kept } = record;
      approvals = mapSet(approvals, record.approvalId, kept);
    }
  return approvals === state.approvals ? state : markRejectedCalls({ ...state, approvals });
}

function loadHistory(state: SessionState, input: InputOf<'local.history'>): SessionState {
  const snapshot = mergeHistory(state, fromHistory(state.threadId, input.entries, input.at));
  const merged = markSilentTurns(replaceTranscript(state, snapshot));
  const restored = {
    ...relinkApprovals(markRejectedCalls(isCutOff(state) ? settleCutOffRun(merged) : merged)),
    history:
      input.cachedAt === undefined
        ? { status: 'loaded' as const }
        : { status: 'loaded' as const, cachedAt: input.cachedAt },
  };
  return logClientFact(
    restored,
    input.at,
    'history',
    input.entries,
    `REST history: ${input.entries.length} entries (shown without the server's [SYSTEM CONTEXT …] prefix)`,
  );
}

/** Where the transcript comes from: the REST history as it loads (or fails), or a recorded log played back. */
function reduceHistory(
  state: SessionState,
  input: InputOf<'local.history' | 'local.history_loading' | 'local.history_failed' | 'local.replay'>,
): SessionState {
  switch (input.type) {
    case 'local.history':
      return loadHistory(state, input);
    case 'local.history_loading':
      return { ...state, history: { status: 'loading' } };
    case 'local.history_failed':
      // A cut-off run is over once the connection is back, also when its history cannot be read: what was shown decides.
      return {
        ...(isCutOff(state) ? settleCutOffRun(state) : state),
        history: { status: 'failed', error: input.message, errorKind: input.kind, errorStatus: input.status },
      };
    case 'local.replay':
      return { ...state, connection: 'closed', replay: { done: input.done, total: input.total } };
  }
}

/** The run as the client sees it: stopped by the inspector, stalled, or cut off with the connection. */
function reduceRunState(
  state: SessionState,
  input: InputOf<'local.interrupt' | 'local.stop' | 'local.stalled' | 'local.connection'>,
): SessionState {
  switch (input.type) {
    case 'local.interrupt':
      return stopRun(state, input.at, 'send');
    case 'local.stop':
      return stopRun(state, input.at, 'stop');
    case 'local.stalled':
      return state.run.status === 'running' && state.connection === 'open'
        ? { ...state, stalledSince: input.since }
        : state;
    case 'local.connection':
      return setConnection(state, input);
  }
}

/**
 * Local facts. A typed message appears at once (queued); a decision on an approval is recorded
 * once (a second decision for the same approval changes nothing); losing the connection during
 * a run marks the run interrupted and settles what was streaming as incomplete; the inspector
 * stopping a run marks its answer as stopped by them (with Stop, what the run still sends is not shown); an
 * answer may carry the inspector's "klopt niet" note; a tool left for the client is answered once. Messages held back or discarded, a history
 * loaded and a run stopped are also written to the event log.
 */
export function reduceLocal(state: SessionState, input: LocalInput): SessionState {
  switch (input.type) {
    case 'local.user_message':
    case 'local.sent':
    case 'local.delivered':
    case 'local.requeued':
    case 'local.held':
    case 'local.discarded':
      return reduceOutgoing(state, input);
    case 'local.approval_decision':
      return decideApproval(state, input);
    case 'local.decisions_kept':
      return keepDecisions(state, input);
    case 'local.tool_names_kept':
      return learnToolNames(state, input.names, 'old');
    case 'local.tool_answer':
      return answerTool(state, input);
    case 'local.asked_again':
      return askedAgain(state, input.messageId);
    case 'local.history':
    case 'local.history_loading':
    case 'local.history_failed':
    case 'local.replay':
      return reduceHistory(state, input);
    case 'local.interrupt':
    case 'local.stop':
    case 'local.stalled':
    case 'local.connection':
      return reduceRunState(state, input);
    case 'local.answer_note':
      return noteAnswer(state, input.messageId, input.text, input.at);
    case 'local.rest_failed': {
      const { request, kind, status, cause, at } = input;
      const logged = logClientFact(state, at, 'rest_failed', { request, kind, status, cause }, `${request}: ${cause}`);
      return kind === 'too-deep' ? annotate(logged, 'value-too-deep', request) : logged;
    }
  }
}
