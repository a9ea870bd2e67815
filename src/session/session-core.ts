import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SessionInput } from '../model/session-input';
import { createSessionState, type SessionState } from '../model/session-state';
import { createOutbox, type Outbox } from '../transport/outbox';
import { runsClientTools } from '../transport/transport';
import { createDeliveryTracker, type DeliveryTracker } from './delivery';
import { createReduction, type Reduction } from './reduction';
import type { SessionDeps } from './session-deps';
import { createTransportHolder, type TransportHolder } from './transport-holder';

/** What the parts of one live session share. */
export interface SessionCore {
  store: StoreApi<SessionState>;
  outbox: Outbox;
  reduction: Reduction;
  dispatch: (input: SessionInput) => void;
  delivery: DeliveryTracker;
  transport: TransportHolder;
  now: () => number;
  /** Writes what the outbox may send now. */
  sendWaiting: () => void;
}

/**
 * The store, the outbox and delivery over the session's socket of the moment. Frames, once in the
 * store, confirm what they confirm and let what waited go.
 */
export function createSessionCore(deps: SessionDeps): SessionCore {
  const now = deps.now ?? Date.now;
  const initial = createSessionState(deps.threadId);
  if (deps.transport && runsClientTools(deps.transport)) initial.runsClientTools = true;
  const store = createStore<SessionState>()(() => initial);
  const outbox = createOutbox(deps.outboxStorage);
  const transport = createTransportHolder();
  const reduction = createReduction(store, deps.batchFrames);
  const { dispatch } = reduction;
  const delivery = createDeliveryTracker(outbox, dispatch, {
    now,
    runActive: () => store.getState().run.status === 'running',
    answerWithinMs: deps.answerWithinMs,
    restartConnection: transport.restart,
  });
  // Nothing leaves while the history loads: a run answered before it arrives would be overwritten by it.
  const sendWaiting = () => {
    if (outbox.items().length > 0 && store.getState().history.status !== 'loading')
      delivery.writeWaiting(transport.send);
  };
  reduction.onFrames((inputs) => {
    for (const input of inputs) if (input.type === 'frame' && input.frame.ok) delivery.received(input.frame.event);
    sendWaiting();
  });
  return { store, outbox, reduction, dispatch, delivery, transport: transport, now, sendWaiting: sendWaiting };
}
