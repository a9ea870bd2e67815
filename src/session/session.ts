import { createStore, type StoreApi } from 'zustand/vanilla';
import { mapGet } from '../lib/persistent/persistent-map';
import { aguiConversation } from '../model/agui-conversation';
import { reduceSession } from '../model/reduce-session';
import type { SessionInput } from '../model/session-input';
import { createSessionState, type SessionState } from '../model/session-state';
import type { Addressee } from '../protocol/commands';
import { parseEvent, parseFrame, rejectedFrame, type ParsedFrame } from '../protocol/parse-event';
import { createSocketClient } from '../transport/socket-client';
import { runsClientTools, type Transport } from '../transport/transport';
import type { IncomingFrame, TransportMessage } from '../transport/transport-message';
import { Delivery, type DeliveryHost } from './delivery';
import { HistoryRestore, type RestoreHost } from './history-restore';
import { keepDecisions } from './kept-decisions';
import { keepToolNames } from './kept-tool-names';
import type { Outbox } from './outbox';
import { playReplay } from './replay-player';
import { watchRuns, wasCutOff } from './run-watch';
import { Sender } from './sender';
import { SessionActions, type ActionsHost } from './session-actions';
import type { SessionDeps } from './session-deps';
import { watchForStall } from './stall-watchdog';

export type { SessionDeps } from './session-deps';

/** A frame as the session reads it: once, from text or from an adapter's event, with its size for the log. */
function parseIncoming(frame: IncomingFrame): { parsed: ParsedFrame; size: number } {
  if (typeof frame === 'string') return { parsed: parseFrame(frame), size: frame.length };
  if ('rejected' in frame) return { parsed: rejectedFrame(frame.text, frame.rejected), size: frame.text.length };
  const parsed = parseEvent(frame.event);
  return { parsed: frame.deepCut ? { ...parsed, deepCut: true } : parsed, size: frame.size };
}

/**
 * One live conversation: its store, the inspector's actions, and the wiring between its transport, its outbox and
 * the reducer. Frames come in through `receive` (one store update per batch the transport hands over); what the
 * inspector does is dispatched at once and, if it sends something, goes into the outbox, which delivery writes
 * from when it may. Its parts (delivery, history, actions) see it only through their own host interfaces.
 * `start()` connects (or plays a recorded log) and returns the stop.
 */
export class Session implements DeliveryHost, RestoreHost, ActionsHost {
  readonly store: StoreApi<SessionState>;
  readonly sender: Sender;
  readonly outbox: Outbox;
  readonly delivery: Delivery;
  readonly actions: SessionActions;
  readonly transportKind: NonNullable<SessionDeps['transport']>;
  readonly now: () => number;
  readonly newId: () => string;
  readonly addressee: Addressee;
  readonly restore: HistoryRestore | undefined;
  private readonly reconcile: HistoryRestore | undefined;
  private transport: Transport | undefined;

  constructor(readonly deps: SessionDeps) {
    this.now = deps.now ?? Date.now;
    this.newId = deps.newId ?? (() => crypto.randomUUID());
    this.transportKind = deps.transport ?? 'agora-ws';
    this.addressee = { threadId: deps.threadId, userId: deps.userId };
    const initial = createSessionState(deps.threadId);
    if (runsClientTools(this.transportKind)) initial.runsClientTools = true;
    this.store = createStore<SessionState>()(() => initial);
    this.sender = deps.sender ?? this.ownSender();
    this.outbox = this.sender.outboxFor(deps.threadId);
    this.delivery = new Delivery(this, deps.answerWithinMs);
    const { restore, reconcile = restore } = deps;
    this.restore = restore && new HistoryRestore(this, restore, deps.onMissing);
    this.reconcile = reconcile && new HistoryRestore(this, reconcile);
    this.actions = new SessionActions(this);
    this.showQueued();
  }

  state(): SessionState {
    return this.store.getState();
  }

  connection(): Transport | undefined {
    return this.transport;
  }

  readonly settled = (): void => this.delivery.writeWaiting();

  /** Connects (or plays the recorded log) and follows what the session needs to follow; returns the stop. */
  start(): () => void {
    const { deps, store } = this;
    // What another tab did with this thread's outbox while it held the thread is in storage now.
    this.outbox.reload();
    // What joined the outbox since the session was made (typed while its engine loaded) shows now.
    this.showQueued();
    const stops = [
      // In this order: what joins the outbox shows, then delivery writes it if it may.
      this.outbox.onAdded(() => this.showQueued()),
      this.outbox.onAdded(this.delivery.writeWaiting),
      this.outbox.onTakenIn(() => {
        this.showQueued();
        this.delivery.writeWaiting();
      }),
      deps.attach?.(this),
      deps.decisionStorage && keepDecisions(store, deps.decisionStorage, (input) => this.dispatch(input), this.now),
      deps.toolNameStorage && keepToolNames(store, deps.toolNameStorage, (input) => this.dispatch(input), this.now),
      deps.replay ? this.playRecorded(deps.replay) : this.connect(),
      deps.watchRestFailures?.((failure) => this.dispatch({ type: 'local.rest_failed', ...failure, at: this.now() })),
    ];
    return () => stops.forEach((stop) => stop?.());
  }

  /** Reduces one input into the store: a local fact now, never after frames that came before it. */
  dispatch(input: SessionInput): void {
    const previous = this.store.getState();
    const next = reduceSession(previous, input);
    if (next !== previous) this.store.setState(next, true);
  }

  /** What a transport says: frames (one batch, one store update), a lost or refused request, or its status. */
  readonly receive = (message: TransportMessage): void => {
    switch (message.kind) {
      case 'frames':
        return this.receiveFrames(message.frames, message.at);
      case 'binary': {
        const reason = `binary frame (${message.size} bytes): AG-UI frames are JSON text`;
        const frame = { ok: false as const, reason, raw: null };
        return this.dispatch({ type: 'frame', frame, at: message.at, size: message.size });
      }
      case 'failed':
        return this.delivery.failed(message.reason, message.retryable);
      case 'status':
        if (message.status === 'open') this.delivery.opened();
        else this.delivery.dropped();
        this.dispatch({
          type: 'local.connection',
          status: message.status,
          at: message.at,
          nextAttemptAt: message.nextAttemptAt,
        });
        if (message.status === 'open') this.delivery.writeWaiting();
    }
  };

  private receiveFrames(frames: readonly IncomingFrame[], at: number): void {
    const previous = this.store.getState();
    let next = previous;
    const events = [];
    for (const frame of frames) {
      const { parsed, size } = parseIncoming(frame);
      next = reduceSession(next, { type: 'frame', frame: parsed, at, size });
      if (parsed.ok) events.push(parsed.event);
    }
    if (next !== previous) this.store.setState(next, true);
    // Once in the store, frames confirm what they confirm, and what waited for them may go.
    for (const event of events) this.delivery.received(event);
    this.delivery.writeWaiting();
  }

  /**
   * Shows the messages in the outbox the conversation does not show yet: typed a moment ago, before the engine
   * loaded, before a reload, or in another tab. Each keeps its place among the history's questions.
   */
  private showQueued(): void {
    for (const item of this.outbox.items()) {
      if (item.kind !== 'message' || mapGet(this.store.getState().messages, item.clientId)) continue;
      const { clientId, text, at, afterSent } = item;
      this.dispatch({ type: 'local.user_message', clientId, text, at, afterSent });
      if (item.held)
        this.dispatch({ type: 'local.held', clientId, reason: item.held, detail: 'held back before', at: this.now() });
      const place = mapGet(this.store.getState().messages, clientId)?.afterSent;
      if (afterSent === undefined && place !== undefined && place !== Number.MAX_SAFE_INTEGER)
        this.outbox.update(clientId, (queued) => ({ ...queued, afterSent: place }));
    }
  }

  /** The session's own Sender when the app gives none (tests): its outbox in `outboxStorage`, or in memory. */
  private ownSender(): Sender {
    const { outboxStorage, threadId } = this.deps;
    const sender = new Sender({ newId: this.newId, now: this.now, storageFor: outboxStorage && (() => outboxStorage) });
    sender.open(threadId);
    return sender;
  }

  /** Connects the transport, loads the history, and follows runs (ends, cut-offs, stalls) and the network. */
  private connect(): () => void {
    const { deps, store } = this;
    const createTransport = deps.createTransport ?? createSocketClient;
    const connection = createTransport({
      url: deps.transportUrl,
      authorize: deps.authorize,
      onUnauthorized: deps.onUnauthorized,
      threadId: deps.threadId,
      userId: deps.userId,
      now: this.now,
      createSocket: deps.createSocket,
      isOnline: deps.isOnline,
      backoff: deps.backoff,
      runHistory: () => aguiConversation(store.getState()),
    });
    this.transport = connection;
    let reconciledRun: number | undefined;
    // Each run the connection cut off is reconciled from the history once.
    const reconcileCutOff = (state: SessionState) => {
      if (!wasCutOff(state) || reconciledRun === state.run.finishedAt) return;
      reconciledRun = state.run.finishedAt;
      void this.reconcile?.run();
    };
    const stops = [
      connection.subscribe(this.receive),
      deps.watchNetwork?.(() => connection.reconnectNow()),
      deps.watchAccess?.((keyed) => {
        if (connection.reauthorize) connection.reauthorize(keyed);
        else connection.reconnectNow();
        if (keyed) void this.restore?.retryRefused();
      }),
      watchRuns(store, { onEnded: deps.onRunEnded, onChange: reconcileCutOff }),
      watchForStall(store, (input) => this.dispatch(input), { now: this.now, stallAfterMs: deps.stallAfterMs }),
    ];
    connection.connect();
    void this.restore?.run();
    return () => {
      this.restore?.abort();
      this.reconcile?.abort();
      this.delivery.stop();
      // Closed while still heard, so the conversation says so; then let go of the rest.
      connection.close();
      stops.forEach((stop) => stop?.());
      if (this.transport === connection) this.transport = undefined;
    };
  }

  /** Plays a recorded log into the store instead of connecting, through `receive` as live frames: nothing can be sent meanwhile. */
  private playRecorded({ frames, speed }: NonNullable<SessionDeps['replay']>): () => void {
    const unrefuse = this.sender.refuse(this.deps.threadId);
    this.dispatch({ type: 'local.replay', done: 0, total: frames.length, at: this.now() });
    const stop = playReplay(frames, speed, (frame, index) => {
      this.receive({ kind: 'frames', frames: [frame.text], at: this.now() });
      this.dispatch({ type: 'local.replay', done: index + 1, total: frames.length, at: this.now() });
    });
    return () => {
      stop();
      unrefuse();
    };
  }
}
