import { mapGet, mapSet } from './persistent-map';
import { fromHistory } from './history';
import type { SessionInput } from './session-input';
import type { Delivery, SessionState } from './session-state';
import { putMessage, settleOpen } from './state-helpers';
import { applyTranscript } from './transcript-snapshot';

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

/**
 * Local facts. A typed message appears at once (queued); a decision on an approval is recorded
 * once (a second decision for the same approval changes nothing); losing the connection during
 * a run marks the run interrupted and settles what was streaming as incomplete.
 */
export function reduceLocal(state: SessionState, input: LocalInput): SessionState {
  switch (input.type) {
    case 'local.user_message': {
      if (mapGet(state.messages, input.clientId)) return state;
      const message = { id: input.clientId, role: 'user', text: input.text, status: 'complete' as const, createdAt: input.at, delivery: 'queued' as const };
      return { ...putMessage(state, message), queuedIds: [...state.queuedIds, input.clientId], lastUserMessageId: input.clientId };
    }
    case 'local.sent':
      return setDelivery(state, input.clientId, 'sent');
    case 'local.requeued':
      return setDelivery(state, input.clientId, 'queued');
    case 'local.approval_decision': {
      const approval = mapGet(state.approvals, input.approvalId);
      if (!approval || approval.status !== 'pending') return state;
      const decided = { ...approval, status: input.approved ? ('approved' as const) : ('rejected' as const), decidedAt: input.at, delivery: 'queued' as const };
      if (input.feedback) decided.feedback = input.feedback;
      return { ...state, approvals: mapSet(state.approvals, input.approvalId, decided), queuedIds: [...state.queuedIds, input.approvalId] };
    }
    case 'local.history':
      return { ...applyTranscript(state, fromHistory(state.threadId, input.entries, input.at)), history: { status: 'loaded' } };
    case 'local.replay':
      return { ...state, connection: 'closed', replay: { done: input.done, total: input.total } };
    case 'local.history_loading':
      return { ...state, history: { status: 'loading' } };
    case 'local.history_failed':
      return { ...state, history: { status: 'failed', error: input.message, errorKind: input.kind, errorStatus: input.status } };
    case 'local.stalled':
      return state.run.status === 'running' && state.connection === 'open' ? { ...state, stalledSince: input.since } : state;
    case 'local.connection': {
      if (state.connection === input.status && state.reconnectAt === input.nextAttemptAt) return state;
      const next = { ...state, connection: input.status, reconnectAt: input.nextAttemptAt, stalledSince: undefined };
      if (input.status === 'open' || next.run.status !== 'running') return next;
      const settled = settleOpen(next, 'incomplete');
      return { ...settled, run: { ...settled.run, status: 'interrupted', step: undefined, finishedAt: input.at } };
    }
  }
}
