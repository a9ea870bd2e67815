import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocketLike } from '../transport/socket-client';
import { createSession } from './create-session';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(event: object) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
}

describe('stall watchdog', () => {
  let sockets: FakeSocket[];
  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
  });
  afterEach(() => vi.useRealTimers());

  const start = () => {
    let ids = 0;
    const session = createSession({
      threadId: 't',
      userId: 'koen',
      wsUrl: 'ws://test/ws',
      now: () => Date.now(),
      newId: () => `id-${++ids}`,
      stallAfterMs: 5_000,
      createSocket: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
    });
    session.start();
    sockets[0]!.open();
    session.actions.sendMessage('Hallo');
    const runId = (JSON.parse(sockets[0]!.sent[0]!) as { runId: string }).runId;
    sockets[0]!.receive({ type: 'RUN_STARTED', threadId: 't', runId });
    return session;
  };

  it('flags a running run that has sent nothing for the configured time, and clears on the next frame', () => {
    const session = start();
    const quietFrom = Date.now();
    vi.advanceTimersByTime(4_000);
    expect(session.store.getState().stalledSince).toBeUndefined();
    vi.advanceTimersByTime(1_500);
    expect(session.store.getState().stalledSince).toBe(quietFrom);
    sockets[0]!.receive({ type: 'TEXT_MESSAGE_CONTENT', messageId: 'm', delta: 'toch' });
    expect(session.store.getState().stalledSince).toBeUndefined();
  });

  it('does not flag a run that waits for the inspector to approve', () => {
    const session = start();
    sockets[0]!.receive({
      type: 'CUSTOM',
      name: 'agora:tool_approval_request',
      value: { approvalId: 'a1', toolName: 'generate_final_report', toolDescription: 'Rapport', parameters: {}, reasoning: 'klaar', riskLevel: 'high', timestamp: '2026-01-01T00:00:00Z' },
    });
    vi.advanceTimersByTime(60_000);
    expect(session.store.getState().stalledSince).toBeUndefined();
  });

  it('restarting the connection marks the run interrupted and opens a fresh socket', () => {
    const session = start();
    vi.advanceTimersByTime(6_000);
    session.actions.restartConnection();
    const state = session.store.getState();
    expect(state.stalledSince).toBeUndefined();
    expect(state.run.status).toBe('interrupted');
    expect(sockets).toHaveLength(2);
  });
});
