import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionOverFakeSockets, type FakeSocket } from '../testing/fake-session';

describe('stall watchdog', () => {
  let sockets: FakeSocket[];
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const start = () => {
    const created = sessionOverFakeSockets({ threadId: 't', now: () => Date.now(), stallAfterMs: 5_000 });
    const session = created.session;
    sockets = created.sockets;
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
      value: {
        approvalId: 'a1',
        toolName: 'generate_final_report',
        toolDescription: 'Rapport',
        parameters: {},
        reasoning: 'klaar',
        riskLevel: 'high',
        timestamp: '2026-01-01T00:00:00Z',
      },
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
