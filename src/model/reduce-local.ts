import { listFromArray, listValues } from '../lib/persistent/persistent-list';
import { mapDelete, mapGet, mapSet } from '../lib/persistent/persistent-map';
import { appendToLog } from './event-log';
import { fromHistory } from './history';
import type { SessionInput } from './session-input';
import type { Delivery, SessionState } from './session-state';
import { putMessage, settleOpen } from './state-helpers';
import { applyTranscript, isUnsent } from './transcript-snapshot';

type LocalInput = Exclude<SessionInput, { type: 'frame' }>;

/** Sets where a sent item stands; ids the session does not hold (e.g. after a snapshot) change nothing. */
function setDelivery(state: SessionState, clientId: string, delivery: Delivery): SessionState {
  const message = mapGet(state.messages, clientId);
  const approval = mapGet(state.approvals, clientId);
  if (!message?.delivery && !approval?.delivery) return state;
  const queuedIds = state.queuedIds.filter((id) => id !== clientId);
  const next = { ...state, queuedIds: delivery === 'queued' ? [...queuedIds, clientId] : queuedIds };
  if (message?.delivery) return putMessage(next, { ...message, delivery });
  return { ...next, approvals: mapSet(state.approvals, clientId, { ...approval!, delivery }) };
}

/** Records a fact of the client's own in the event log, so the inspector panel can say why. */
function logClientFact(state: SessionState, at: number, type: string, payload: unknown, note: string): SessionState {
  return {
    ...state,
    eventLog: appendToLog(state.eventLog, { at, size: 0, direction: 'client', type: `CLIENT:${type}`, payload, note }),
  };
}

function discard(state: SessionState, clientId: string): SessionState {
  const timeline = [...listValues(state.timeline)].filter((item) => item.id !== clientId);
  return {
    ...state,
    messages: mapDelete(state.messages, clientId),
    timeline: listFromArray(timeline),
    queuedIds: state.queuedIds.filter((id) => id !== clientId),
    openMessageIds: state.openMessageIds.filter((id) => id !== clientId),
    openChunk: state.openChunk?.id === clientId && state.openChunk.kind !== 'tool' ? undefined : state.openChunk,
  };
}

function stopRun(state: SessionState, at: number): SessionState {
  if (state.run.status !== 'running') return state;
  const settled = settleOpen(state, 'stopped');
  const stopped = {
    ...settled,
    run: { ...settled.run, status: 'interrupted' as const, outcome: 'stopped', step: undefined, finishedAt: at },
  };
  return logClientFact(
    stopped,
    at,
    'stopped',
    { runId: state.run.runId },
    `the inspector stopped run ${state.run.runId ?? '?'} to send a new message`,
  );
}

function loadHistory(state: SessionState, input: Extract<LocalInput, { type: 'local.history' }>): SessionState {
  const restored = {
    ...applyTranscript(state, fromHistory(state.threadId, input.entries, input.at)),
    history: { status: 'loaded' as const },
  };
  return logClientFact(
    restored,
    input.at,
    'history',
    input.entries,
    `REST history: ${input.entries.length} entries (shown without the server's [SYSTEM CONTEXT …] prefix)`,
  );
}

/**
 * Local facts. A typed message appears at once (queued); a decision on an approval is recorded
 * once (a second decision for the same approval changes nothing); losing the connection during
 * a run marks the run interrupted and settles what was streaming as incomplete; the inspector
 * stopping a run marks its answer as stopped by them. Messages held back or discarded, a history
 * loaded and a run stopped are also written to the event log.
 */
export function reduceLocal(state: SessionState, input: LocalInput): SessionState {
  switch (input.type) {
    case 'local.user_message': {
      if (mapGet(state.messages, input.clientId)) return state;
      const message = {
        id: input.clientId,
        role: 'user',
        text: input.text,
        status: 'complete' as const,
        createdAt: input.at,
        delivery: 'queued' as const,
      };
      return {
        ...putMessage(state, message),
        queuedIds: [...state.queuedIds, input.clientId],
        lastUserMessageId: input.clientId,
      };
    }
    case 'local.sent':
    case 'local.delivered':
      return setDelivery(state, input.clientId, 'sent');
    case 'local.requeued':
      return setDelivery(state, input.clientId, 'queued');
    case 'local.held':
      return logClientFact(
        setDelivery(state, input.clientId, input.reason),
        input.at,
        input.reason,
        { clientId: input.clientId },
        input.detail,
      );
    case 'local.discarded':
      if (!isUnsent(mapGet(state.messages, input.clientId))) return state;
      return logClientFact(
        discard(state, input.clientId),
        input.at,
        'discarded',
        { clientId: input.clientId },
        'the inspector discarded a message that was not sent',
      );
    case 'local.interrupt':
      return stopRun(state, input.at);
    case 'local.approval_decision': {
      const approval = mapGet(state.approvals, input.approvalId);
      if (!approval || approval.status !== 'pending') return state;
      const decided = {
        ...approval,
        status: input.approved ? ('approved' as const) : ('rejected' as const),
        decidedAt: input.at,
        delivery: 'queued' as const,
      };
      if (input.feedback) decided.feedback = input.feedback;
      return {
        ...state,
        approvals: mapSet(state.approvals, input.approvalId, decided),
        queuedIds: [...state.queuedIds, input.approvalId],
      };
    }
    case 'local.history':
      return loadHistory(state, input);
    case 'local.replay':
      return { ...state, connection: 'closed', replay: { done: input.done, total: input.total } };
    case 'local.history_loading':
      return { ...state, history: { status: 'loading' } };
    case 'local.history_failed':
      return {
        ...state,
        history: { status: 'failed', error: input.message, errorKind: input.kind, errorStatus: input.status },
      };
    case 'local.stalled':
      return state.run.status === 'running' && state.connection === 'open'
        ? { ...state, stalledSince: input.since }
        : state;
    case 'local.connection': {
      if (state.connection === input.status && state.reconnectAt === input.nextAttemptAt) return state;
      const next = { ...state, connection: input.status, reconnectAt: input.nextAttemptAt, stalledSince: undefined };
      if (input.status === 'open' || next.run.status !== 'running') return next;
      const settled = settleOpen(next, 'cut');
      return { ...settled, run: { ...settled.run, status: 'interrupted', step: undefined, finishedAt: input.at } };
    }
  }
}
