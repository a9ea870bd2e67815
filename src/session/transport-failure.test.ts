import { describe, expect, it } from 'vitest';
import { mapGet } from '../lib/persistent/persistent-map';
import { logEntries } from '../model/event-log';
import type { ConnectionStatus } from '../model/session-state';
import type { ClientFrame } from '../protocol/commands';
import type { Transport } from '../transport/transport';
import type { TransportMessage } from '../transport/transport-message';
import { Session } from './session';

/** A transport the test drives: what the session writes is kept, and the test says what comes back. */
function fakeTransport() {
  const listeners = new Set<(message: TransportMessage) => void>();
  const sent: ClientFrame[] = [];
  let status: ConnectionStatus = 'closed';
  const emit = (message: TransportMessage) => listeners.forEach((listener) => listener(message));
  const transport: Transport = {
    connect() {
      status = 'open';
      emit({ kind: 'status', status, at: 1 });
    },
    send: (frame) => status === 'open' && sent.push(frame) > 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    status: () => status,
    reconnectNow: () => undefined,
    restart: () => undefined,
    close: () => undefined,
  };
  return { transport, sent, emit };
}

function start() {
  const fake = fakeTransport();
  let ids = 0;
  const session = new Session({
    threadId: 't1',
    userId: 'koen',
    transportUrl: 'http://agent/run',
    transport: 'agui-sse',
    createTransport: () => fake.transport,
    newId: () => `id-${++ids}`,
    now: () => 1,
  });
  session.start();
  return { session, ...fake };
}

describe('a session over another transport', () => {
  it('names the transport and writes through it', () => {
    const { session, sent } = start();
    expect(session.transportKind).toBe('agui-sse');
    session.actions.sendMessage('Hallo');
    expect(sent[0]).toMatchObject({ threadId: 't1', messages: [{ content: 'Hallo' }] });
  });

  it('holds a message whose request failed at once, as refused for a 4xx, and never writes it again by itself', () => {
    const { session, sent, emit } = start();
    session.actions.sendMessage('Hallo');
    emit({ kind: 'failed', reason: 'the agent answered HTTP 422', retryable: false, at: 2 });
    expect(mapGet(session.store.getState().messages, 'id-1')?.delivery).toBe('refused');
    emit({ kind: 'status', status: 'open', at: 3 });
    expect(sent).toHaveLength(1);
    session.actions.retryMessage('id-1');
    expect(sent).toHaveLength(2);
  });

  it('holds one whose request may succeed later as unanswered', () => {
    const { session, emit } = start();
    session.actions.sendMessage('Hallo');
    emit({ kind: 'failed', reason: 'POST failed', retryable: true, at: 2 });
    expect(mapGet(session.store.getState().messages, 'id-1')?.delivery).toBe('unanswered');
  });

  it('logs a frame the transport’s adapter refused with the adapter’s reason, not as a bad AG-UI event', () => {
    const { session, emit } = start();
    const text = '{"type":"tool_call","tool_name":"search","status":"started"}';
    emit({ kind: 'frames', frames: [{ text, rejected: 'v1.1: tool_call needs a tool_call_id' }], at: 2 });
    const [entry] = logEntries(session.store.getState().eventLog).filter((e) => e.type === 'REJECTED');
    expect(entry).toMatchObject({
      rejection: 'v1.1: tool_call needs a tool_call_id',
      payload: { type: 'tool_call', tool_name: 'search' },
    });
  });
});
