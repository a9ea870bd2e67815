import { listFromArray, listValues } from '../lib/persistent/persistent-list';
import { mapDelete, mapGet, mapSet } from '../lib/persistent/persistent-map';
import { logClientFact } from './log-client-fact';
import { sentBefore } from './merge-history';
import type { SessionInput } from './session-input';
import type { Delivery, SessionState } from './session-state';
import { putMessage } from './state-helpers';
import { isUnsent } from './transcript-snapshot';

type OutgoingInput = Extract<
  SessionInput,
  {
    type: 'local.user_message' | 'local.sent' | 'local.delivered' | 'local.requeued' | 'local.held' | 'local.discarded';
  }
>;

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

/** Where a typed message belongs among the history's: unknown (after all of it) until the history is here. */
const placeOf = (state: SessionState) =>
  state.history.status === 'loaded' || state.history.status === 'none' ? sentBefore(state) : Number.MAX_SAFE_INTEGER;

function addUserMessage(
  state: SessionState,
  input: Extract<OutgoingInput, { type: 'local.user_message' }>,
): SessionState {
  if (mapGet(state.messages, input.clientId)) return state;
  const message = {
    id: input.clientId,
    role: 'user',
    text: input.text,
    status: 'complete' as const,
    createdAt: input.at,
    delivery: 'queued' as const,
    afterSent: input.afterSent ?? placeOf(state),
  };
  return {
    ...putMessage(state, message),
    queuedIds: [...state.queuedIds, input.clientId],
    lastUserMessageId: input.clientId,
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

/**
 * The inspector's messages on their way out: a typed message appears at once (queued), then is
 * sent, queued again, held back (logged with the reason) or discarded while unsent (logged).
 */
export function reduceOutgoing(state: SessionState, input: OutgoingInput): SessionState {
  switch (input.type) {
    case 'local.user_message':
      return addUserMessage(state, input);
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
  }
}
