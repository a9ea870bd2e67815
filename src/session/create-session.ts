import { createStore } from 'zustand/vanilla';
import { buildRunInput } from '../protocol/commands';
import { parseFrame } from '../protocol/parse-event';
import { reduceSession } from '../protocol/reduce-session';
import type { SessionInput } from '../protocol/session-input';
import { createSessionState, type SessionState } from '../protocol/session-state';
import { createOutbox, type OutboxItem } from '../transport/outbox';
import { createSocketClient, type SocketClient, type SocketClientOptions } from '../transport/socket-client';

export interface SessionDeps {
  threadId: string;
  userId: string;
  wsUrl: string;
  now?: () => number;
  newId?: () => string;
  createSocket?: SocketClientOptions['createSocket'];
  /** Browser hooks for "reconnect now" (online, tab visible); absent in tests. */
  watchNetwork?: (reconnectNow: () => void) => () => void;
}

/**
 * One live session: its store, the actions the UI calls, and the wiring between the
 * socket, the outbox and the reducer. `start()` connects and returns the matching stop.
 */
export function createSession(deps: SessionDeps) {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? (() => crypto.randomUUID());
  const store = createStore<SessionState>()(() => createSessionState(deps.threadId));
  const outbox = createOutbox();
  let socket: SocketClient | undefined;

  const dispatch = (input: SessionInput) => {
    const previous = store.getState();
    const next = reduceSession(previous, input);
    if (next !== previous) store.setState(next, true);
  };

  const trySend = (item: OutboxItem): boolean => {
    const text = JSON.stringify(item.payload);
    if (!socket?.send(text)) return false;
    dispatch({ type: 'local.sent', clientId: item.clientId, payload: item.payload, at: now(), size: text.length });
    return true;
  };
  const flush = () => outbox.flush(trySend);

  const actions = {
    /** Shows the message at once and sends it now or as soon as the socket is back. */
    sendMessage(text: string) {
      const clientId = newId();
      dispatch({ type: 'local.user_message', clientId, text, at: now() });
      const payload = buildRunInput({ threadId: deps.threadId, runId: newId(), clientId, text, userId: deps.userId });
      outbox.add({ clientId, payload });
      flush();
    },
    reconnect: () => socket?.reconnectNow(),
  };

  function start(): () => void {
    const client = createSocketClient({ url: deps.wsUrl, now, createSocket: deps.createSocket });
    socket = client;
    const unsubscribe = client.subscribe((message) => {
      if (message.kind === 'frame') {
        dispatch({ type: 'frame', frame: parseFrame(message.text), at: message.at, size: message.text.length });
        return;
      }
      dispatch({ type: 'local.connection', status: message.status, at: message.at });
      if (message.status === 'open') flush();
    });
    const unwatch = deps.watchNetwork?.(() => client.reconnectNow());
    client.connect();
    return () => {
      unwatch?.();
      client.close();
      unsubscribe();
      if (socket === client) socket = undefined;
    };
  }

  return { store, actions, start, outbox };
}

export type Session = ReturnType<typeof createSession>;
export type SessionActions = Session['actions'];
