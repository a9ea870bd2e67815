import { aguiConversation } from '../model/agui-conversation';
import type { SessionState } from '../model/session-state';
import { createSocketClient } from '../transport/socket-client';
import type { createHistoryRestore } from './history-restore';
import { watchRuns, wasCutOff } from './run-watch';
import type { SessionCore } from './session-core';
import type { SessionDeps } from './session-deps';
import { watchForStall } from './stall-watchdog';
import { transportListener } from './transport-listener';

type HistoryRestore = ReturnType<typeof createHistoryRestore>;

export interface SessionRestores {
  /** Loads the history when the session connects. */
  restore?: HistoryRestore;
  /** Loads the history after a run was cut off. */
  reconcile?: HistoryRestore;
}

/** Reconciles each run cut off by the connection once, from the REST history. */
function reconcileCutOff(reconcile: HistoryRestore | undefined) {
  let reconciledRun: number | undefined;
  return (state: SessionState) => {
    if (!wasCutOff(state) || reconciledRun === state.run.finishedAt) return;
    reconciledRun = state.run.finishedAt;
    void reconcile?.run();
  };
}

/**
 * Connects the session's transport (AGORA's WebSocket unless `deps.createTransport` says otherwise), loads its history and watches its runs (ends, cut-offs, stalls)
 * and the network; returns the stop, which lets go of all of it.
 */
export function connectSession(core: SessionCore, deps: SessionDeps, { restore, reconcile }: SessionRestores) {
  const { store, dispatch, now } = core;
  const createTransport = deps.createTransport ?? createSocketClient;
  const client = createTransport({
    url: deps.transportUrl,
    authorize: deps.authorize,
    onUnauthorized: deps.onUnauthorized,
    threadId: deps.threadId,
    userId: deps.userId,
    now,
    createSocket: deps.createSocket,
    isOnline: deps.isOnline,
    backoff: deps.backoff,
    runHistory: () => aguiConversation(store.getState()),
  });
  const release = core.transport.hold(client);
  const unsubscribe = client.subscribe(transportListener(core));
  const unwatch = deps.watchNetwork?.(() => client.reconnectNow());
  const unwatchAccess = deps.watchAccess?.(() => client.reconnectNow());
  const unwatchRuns = watchRuns(store, { onEnded: deps.onRunEnded, onChange: reconcileCutOff(reconcile) });
  const stopWatchdog = watchForStall(store, dispatch, { now, stallAfterMs: deps.stallAfterMs });
  client.connect();
  void restore?.run();
  return (): void => {
    restore?.abort();
    reconcile?.abort();
    unwatchRuns();
    stopWatchdog();
    core.delivery.stop();
    unwatch?.();
    unwatchAccess?.();
    client.close();
    unsubscribe();
    core.reduction.discard();
    release();
  };
}
