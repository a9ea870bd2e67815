import { createStore, type StoreApi } from 'zustand/vanilla';
import { buildApprovalResponse, buildRunInput } from '../protocol/commands';
import type { HistoryEntryLike } from '../protocol/history';
import { parseFrame } from '../protocol/parse-event';
import { reduceSession } from '../protocol/reduce-session';
import type { SessionInput } from '../protocol/session-input';
import { createSessionState, type SessionState } from '../protocol/session-state';
import type { BackoffOptions } from '../transport/backoff';
import { createOutbox, type OutboxStorage } from '../transport/outbox';
import { createDelivery } from './delivery';
import { createFrameBatcher } from './frame-batcher';
import { watchForStall } from './stall-watchdog';
import { playReplay, type ReplayFrame } from './replay-player';
import { createSocketClient, type SocketClient, type SocketClientOptions } from '../transport/socket-client';

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
  restore?: (signal: AbortSignal) => Promise<readonly HistoryEntryLike[] | 'missing'>;
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
  /** Browser hooks for "reconnect now" (online, tab visible); absent in tests. */
  watchNetwork?: (reconnectNow: () => void) => () => void;
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

  const reduceAll = (inputs: readonly SessionInput[]) => {
    const previous = store.getState();
    let next = previous;
    for (const input of inputs) next = reduceSession(next, input);
    if (next !== previous) store.setState(next, true);
  };
  const confirmDelivery = (inputs: readonly SessionInput[]) => {
    for (const input of inputs) if (input.type === 'frame' && input.frame.ok) delivery.received(input.frame.event);
  };
  const batcher = deps.batchFrames
    ? createFrameBatcher((inputs) => {
        reduceAll(inputs);
        confirmDelivery(inputs);
      })
    : undefined;
  const dispatch = (input: SessionInput) => {
    batcher?.flush();
    reduceAll([input]);
  };
  const receive = (input: SessionInput) => {
    if (batcher) return batcher.push(input);
    reduceAll([input]);
    confirmDelivery([input]);
  };

  for (const item of outbox.items()) {
    if (item.text !== undefined) dispatch({ type: 'local.user_message', clientId: item.clientId, text: item.text, at: item.at ?? now() });
  }

  const delivery = createDelivery(outbox, dispatch, now);
  // Nothing leaves while the history loads: a run answered before it arrives would be overwritten by it.
  const flush = () => {
    if (store.getState().history.status !== 'loading') delivery.flush((text) => socket?.send(text) ?? false);
  };

  const actions = {
    /** Shows the message at once and sends it now or as soon as the socket is back. */
    sendMessage(text: string) {
      const clientId = newId();
      const at = now();
      dispatch({ type: 'local.user_message', clientId, text, at });
      const payload = buildRunInput({ threadId: deps.threadId, runId: newId(), clientId, text, userId: deps.userId });
      outbox.add({ clientId, payload, text, at });
      flush();
    },
    /** Answers a pending approval exactly once: a second call for the same approval sends nothing. */
    decideApproval(approvalId: string, approved: boolean, feedback?: string) {
      const before = store.getState();
      const trimmed = feedback?.trim() || undefined;
      dispatch({ type: 'local.approval_decision', approvalId, approved, feedback: trimmed, at: now() });
      if (store.getState() === before) return;
      outbox.add({ clientId: approvalId, payload: buildApprovalResponse(approvalId, approved, trimmed) });
      flush();
    },
    /** Puts a conversation's REST history into the store, as one snapshot. */
    loadHistory(entries: readonly HistoryEntryLike[]) {
      dispatch({ type: 'local.history', entries, at: now() });
    },
    reconnect: () => socket?.reconnectNow(),
    /** Gives up on a stalled run's connection and connects afresh; what was in flight is sent again. */
    restartConnection: () => socket?.restart(),
    retryHistory: () => void restoreHistory(),
  };

  let restoring: AbortController | undefined;
  async function restoreHistory() {
    if (!deps.restore) return;
    restoring?.abort();
    const controller = new AbortController();
    restoring = controller;
    dispatch({ type: 'local.history_loading', at: now() });
    try {
      const result = await deps.restore(controller.signal);
      if (controller.signal.aborted) return;
      // A conversation the server does not know has, as far as this session goes, an empty past.
      dispatch({ type: 'local.history', entries: result === 'missing' ? [] : result, at: now() });
      if (result === 'missing') deps.onMissing?.();
      flush();
    } catch (error) {
      if (controller.signal.aborted) return;
      const { message, kind, status } = error as { message: string; kind?: string; status?: number };
      dispatch({ type: 'local.history_failed', message, kind, status, at: now() });
      flush();
    }
  }

  const watchRunEnd = () =>
    store.subscribe((state, previous) => {
      // A whole run can arrive within one batch, so compare ends, not a 'running' that was never seen.
      const { run } = state;
      const ended = run.status !== 'running' && run.finishedAt !== undefined;
      if (ended && (run.runId !== previous.run.runId || run.finishedAt !== previous.run.finishedAt)) deps.onRunEnded?.();
    });

  function startReplay({ frames, speed }: NonNullable<SessionDeps['replay']>): () => void {
    dispatch({ type: 'local.replay', done: 0, total: frames.length, at: now() });
    return playReplay(frames, speed, (frame, index) => {
      dispatch({ type: 'frame', frame: parseFrame(frame.text), at: now(), size: frame.text.length });
      dispatch({ type: 'local.replay', done: index + 1, total: frames.length, at: now() });
    });
  }

  function start(): () => void {
    const detach = deps.attach?.(store);
    const stop = deps.replay ? startReplay(deps.replay) : connect();
    return () => {
      stop();
      detach?.();
    };
  }

  function connect(): () => void {
    const client = createSocketClient({ url: deps.wsUrl, now, createSocket: deps.createSocket, isOnline: deps.isOnline, backoff: deps.backoff });
    socket = client;
    const unsubscribe = client.subscribe((message) => {
      if (message.kind === 'binary') {
        const reason = `binary frame (${message.size} bytes): AG-UI frames are JSON text`;
        dispatch({ type: 'frame', frame: { ok: false, reason, raw: null }, at: message.at, size: message.size });
        return;
      }
      if (message.kind === 'frame') {
        receive({ type: 'frame', frame: parseFrame(message.text), at: message.at, size: message.text.length });
        return;
      }
      // Frames of the old connection confirm what they confirm before the connection counts as gone.
      batcher?.flush();
      if (message.status === 'open') delivery.opened();
      else delivery.dropped();
      dispatch({ type: 'local.connection', status: message.status, at: message.at, nextAttemptAt: message.nextAttemptAt });
      if (message.status === 'open') flush();
    });
    const unwatch = deps.watchNetwork?.(() => client.reconnectNow());
    const unwatchRuns = watchRunEnd();
    const stopWatchdog = watchForStall(store, dispatch, { now, stallAfterMs: deps.stallAfterMs });
    client.connect();
    void restoreHistory();
    return () => {
      restoring?.abort();
      unwatchRuns();
      stopWatchdog();
      unwatch?.();
      client.close();
      unsubscribe();
      batcher?.discard();
      if (socket === client) socket = undefined;
    };
  }

  return { store, actions, start, outbox };
}

export type Session = ReturnType<typeof createSession>;
export type SessionActions = Session['actions'];
