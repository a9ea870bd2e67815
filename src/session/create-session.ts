import { createStore, type StoreApi } from 'zustand/vanilla';
import { reduceSession } from '../model/reduce-session';
import type { SessionInput } from '../model/session-input';
import { createSessionState, type SessionState } from '../model/session-state';
import { buildApprovalResponse, buildRunInput } from '../protocol/commands';
import { parseFrame } from '../protocol/parse-event';
import type { BackoffOptions } from '../transport/backoff';
import { createOutbox, type OutboxStorage } from '../transport/outbox';
import { createSocketClient, type SocketClient, type SocketClientOptions } from '../transport/socket-client';
import { createDelivery } from './delivery';
import { createFrameBatcher } from './frame-batcher';
import { createHistoryRestore, type LoadHistory } from './history-restore';
import { playReplay, type ReplayFrame } from './replay-player';
import { watchRuns, wasCutOff } from './run-watch';
import { watchForStall } from './stall-watchdog';

export interface SessionDeps {
  threadId: string;
  userId: string;
  wsUrl: string;
  now?: () => number;
  newId?: () => string;
  createSocket?: SocketClientOptions['createSocket'];
  isOnline?: SocketClientOptions['isOnline'];
  /** Reconnect pacing; the transport's default when absent. */
  backoff?: BackoffOptions;
  /** Where the outbox lives between page loads; in memory when absent. */
  outboxStorage?: OutboxStorage;
  /** Loads the conversation's REST history when the session starts; 'missing' when it does not exist. */
  restore?: LoadHistory;
  /** Loads the REST history after a run was cut off, to show what the server made of it (default: `restore`). */
  reconcile?: LoadHistory;
  onMissing?: () => void;
  /** Called when a run ends (finished, failed or cut off): e.g. to refresh the session list. */
  onRunEnded?: () => void;
  /** Side effects that follow this session's store while it runs (e.g. speech); returns the detach. */
  attach?: (store: StoreApi<SessionState>) => () => void;
  /** Plays a recorded log instead of connecting: an offline session that reacts as if live. */
  replay?: { frames: readonly ReplayFrame[]; speed: number };
  /** Reduce frames per animation frame (one store update per frame, not per event); off in unit tests. */
  batchFrames?: boolean;
  /** How long a running run may stay silent before it is flagged as stalled (not while an approval waits). */
  stallAfterMs?: number;
  /** How long a sent message may wait for its RUN_STARTED before it counts as unanswered. */
  answerWithinMs?: number;
  /** Browser hooks for "reconnect now" (online, tab visible); absent in tests. */
  watchNetwork?: (reconnectNow: () => void) => () => void;
}

/** The store and its reduction: frames per animation frame when batching, local inputs at once (after what waits). */
function createReduction(
  store: StoreApi<SessionState>,
  batchFrames: boolean | undefined,
  afterFrames: (inputs: readonly SessionInput[]) => void,
) {
  const reduceAll = (inputs: readonly SessionInput[]) => {
    const previous = store.getState();
    let next = previous;
    for (const input of inputs) next = reduceSession(next, input);
    if (next !== previous) store.setState(next, true);
  };
  const batcher = batchFrames
    ? createFrameBatcher((inputs) => {
        reduceAll(inputs);
        afterFrames(inputs);
      })
    : undefined;
  return {
    dispatch(input: SessionInput) {
      batcher?.flush();
      reduceAll([input]);
    },
    receive(input: SessionInput) {
      if (batcher) return batcher.push(input);
      reduceAll([input]);
      afterFrames([input]);
    },
    flushFrames: () => batcher?.flush(),
    discard: () => batcher?.discard(),
  };
}

/**
 * One live session: its store, the actions the UI calls, and the wiring between the socket,
 * the outbox and the reducer. `start()` connects and returns the matching stop.
 */
export function createSession(deps: SessionDeps) {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? (() => crypto.randomUUID());
  const store = createStore<SessionState>()(() => createSessionState(deps.threadId));
  const outbox = createOutbox(deps.outboxStorage);
  let socket: SocketClient | undefined;

  const reduction = createReduction(store, deps.batchFrames, (inputs) => {
    for (const input of inputs) if (input.type === 'frame' && input.frame.ok) delivery.received(input.frame.event);
    flush();
  });
  const { dispatch } = reduction;
  const delivery = createDelivery(outbox, dispatch, {
    now,
    runActive: () => store.getState().run.status === 'running',
    answerWithinMs: deps.answerWithinMs,
    restartConnection: () => socket?.restart(),
  });
  // Nothing leaves while the history loads: a run answered before it arrives would be overwritten by it.
  function flush() {
    if (outbox.items().length > 0 && store.getState().history.status !== 'loading')
      delivery.flush((text) => socket?.send(text) ?? false);
  }

  for (const item of outbox.items()) {
    if (item.text !== undefined)
      dispatch({ type: 'local.user_message', clientId: item.clientId, text: item.text, at: item.at ?? now() });
    if (item.held)
      dispatch({
        type: 'local.held',
        clientId: item.clientId,
        reason: item.held,
        detail: 'held back before the page was reloaded',
        at: now(),
      });
  }

  const restore =
    deps.restore &&
    createHistoryRestore({ load: deps.restore, dispatch, now, onMissing: deps.onMissing, after: flush });
  const reconcileLoad = deps.reconcile ?? deps.restore;
  const reconcile = reconcileLoad && createHistoryRestore({ load: reconcileLoad, dispatch, now, after: flush });

  const actions = {
    /** Shows the message at once; it goes as soon as the socket is open and no answer is running. */
    sendMessage(text: string) {
      const clientId = newId();
      const at = now();
      dispatch({ type: 'local.user_message', clientId, text, at });
      const payload = buildRunInput({ threadId: deps.threadId, runId: newId(), clientId, text, userId: deps.userId });
      outbox.add({ clientId, payload, text, at });
      flush();
    },
    /** Stops the answer that is running so what waits goes now (the server cancels its run on a new message). */
    interruptAndSend() {
      dispatch({ type: 'local.interrupt', at: now() });
      flush();
    },
    retryMessage(clientId: string) {
      delivery.retry(clientId);
      flush();
    },
    discardMessage: (clientId: string) => delivery.discard(clientId),
    /** Answers a pending approval exactly once: a second call for the same approval sends nothing. */
    decideApproval(approvalId: string, approved: boolean, feedback?: string) {
      const before = store.getState();
      const trimmed = feedback?.trim() || undefined;
      dispatch({ type: 'local.approval_decision', approvalId, approved, feedback: trimmed, at: now() });
      if (store.getState() === before) return;
      outbox.add({ clientId: approvalId, payload: buildApprovalResponse(approvalId, approved, trimmed) });
      flush();
    },
    reconnect: () => socket?.reconnectNow(),
    /** Gives up on a stalled run's connection and connects afresh; what was in flight is sent again. */
    restartConnection: () => socket?.restart(),
    retryHistory: () => void restore?.run(),
  };

  function startReplay({ frames, speed }: NonNullable<SessionDeps['replay']>): () => void {
    dispatch({ type: 'local.replay', done: 0, total: frames.length, at: now() });
    return playReplay(frames, speed, (frame, index) => {
      dispatch({ type: 'frame', frame: parseFrame(frame.text), at: now(), size: frame.text.length });
      dispatch({ type: 'local.replay', done: index + 1, total: frames.length, at: now() });
    });
  }

  function onSocketMessage(message: Parameters<Parameters<SocketClient['subscribe']>[0]>[0]) {
    if (message.kind === 'binary') {
      const reason = `binary frame (${message.size} bytes): AG-UI frames are JSON text`;
      dispatch({ type: 'frame', frame: { ok: false, reason, raw: null }, at: message.at, size: message.size });
      return;
    }
    if (message.kind === 'frame')
      return reduction.receive({
        type: 'frame',
        frame: parseFrame(message.text),
        at: message.at,
        size: message.text.length,
      });
    // Frames of the old connection confirm what they confirm before the connection counts as gone.
    reduction.flushFrames();
    if (message.status === 'open') delivery.opened();
    else delivery.dropped();
    dispatch({
      type: 'local.connection',
      status: message.status,
      at: message.at,
      nextAttemptAt: message.nextAttemptAt,
    });
    if (message.status === 'open') flush();
  }

  function connect(): () => void {
    const client = createSocketClient({
      url: deps.wsUrl,
      now,
      createSocket: deps.createSocket,
      isOnline: deps.isOnline,
      backoff: deps.backoff,
    });
    socket = client;
    const unsubscribe = client.subscribe(onSocketMessage);
    const unwatch = deps.watchNetwork?.(() => client.reconnectNow());
    let reconciledRun: number | undefined;
    const unwatchRuns = watchRuns(store, {
      onEnded: deps.onRunEnded,
      onChange(state) {
        if (!wasCutOff(state) || reconciledRun === state.run.finishedAt) return;
        reconciledRun = state.run.finishedAt;
        void reconcile?.run();
      },
    });
    const stopWatchdog = watchForStall(store, dispatch, { now, stallAfterMs: deps.stallAfterMs });
    client.connect();
    void restore?.run();
    return () => {
      restore?.abort();
      reconcile?.abort();
      unwatchRuns();
      stopWatchdog();
      delivery.stop();
      unwatch?.();
      client.close();
      unsubscribe();
      reduction.discard();
      if (socket === client) socket = undefined;
    };
  }

  function start(): () => void {
    const detach = deps.attach?.(store);
    const stop = deps.replay ? startReplay(deps.replay) : connect();
    return () => {
      stop();
      detach?.();
    };
  }

  return { store, actions, start, outbox };
}

export type Session = ReturnType<typeof createSession>;
export type SessionActions = Session['actions'];
