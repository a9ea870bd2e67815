import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mapGet } from '../lib/persistent/persistent-map';
import { logEntries } from '../model/event-log';
import { sessionOverFakeSockets } from '../testing/fake-session';

type Sent = { runId?: string; messages?: { content: string }[] };
const texts = (sent: readonly string[]) =>
  sent.flatMap((text) => (JSON.parse(text) as Sent).messages?.map((m) => m.content) ?? []);

describe('Stop on a live session', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends no frame (AGORA has none to cancel), lets a waiting message go, and hides the rest of the stopped run', () => {
    const { session, sockets } = sessionOverFakeSockets({ now: () => Date.now() });
    session.start();
    const socket = sockets[0]!;
    socket.open();
    session.actions.sendMessage('Een');
    const runId = (JSON.parse(socket.sent[0]!) as Sent).runId!;
    socket.receive({ type: 'RUN_STARTED', threadId: 'thread-1', runId });
    socket.receive({ type: 'TEXT_MESSAGE_START', messageId: 'm1', role: 'assistant' });
    socket.receive({ type: 'TEXT_MESSAGE_CONTENT', messageId: 'm1', delta: 'Half' });
    session.actions.sendMessage('Twee');
    expect(texts(socket.sent)).toEqual(['Een']);
    session.actions.stopAnswer();
    expect(texts(socket.sent)).toEqual(['Een', 'Twee']);
    socket.receive({ type: 'TEXT_MESSAGE_CONTENT', messageId: 'm1', delta: ' en de rest' });
    expect(mapGet(session.store.getState().messages, 'm1')).toMatchObject({ text: 'Half', stoppedShowing: true });
    expect(logEntries(session.store.getState().eventLog).at(-1)?.annotations).toEqual([
      { rule: 'after-stop', subject: runId },
    ]);
    session.actions.stopAnswer();
    expect(socket.sent).toHaveLength(2);
  });
});
