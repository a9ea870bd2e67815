import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listToArray } from '../lib/persistent/persistent-list';
import { mapGet } from '../lib/persistent/persistent-map';
import { buildRunInput } from '../protocol/commands';
import { FakeSocket, sessionOverFakeSockets } from '../testing/fake-session';
import { memoryStorage } from '../testing/memory-storage';
import { webStorageOutbox, type OutboxItem } from './outbox';
import { Session } from './session';

describe('Session', () => {
  let sockets: FakeSocket[];
  let ids: number;
  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    ids = 0;
  });
  afterEach(() => vi.useRealTimers());

  const make = () =>
    new Session({
      threadId: 'thread-1',
      userId: 'koen',
      transportUrl: 'ws://test/ws',
      now: () => 1000,
      newId: () => `id-${++ids}`,
      createSocket: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
    });

  it('sends a typed message as a RunAgentInput and reduces the streamed answer', () => {
    const session = make();
    session.start();
    sockets[0]!.open();
    session.actions.sendMessage('Hallo');
    const sent = JSON.parse(sockets[0]!.sent[0]!);
    expect(sent).toMatchObject({
      threadId: 'thread-1',
      userId: 'koen',
      messages: [{ id: 'id-1', role: 'user', content: 'Hallo' }],
    });
    sockets[0]!.receive({ type: 'TEXT_MESSAGE_CONTENT', messageId: 'm1', delta: 'Dag!' });
    const state = session.store.getState();
    expect(listToArray(state.timeline).map((item) => item.id)).toEqual(['id-1', 'm1']);
    expect(mapGet(state.messages, 'id-1')?.delivery).toBe('sent');
    expect(mapGet(state.messages, 'm1')?.text).toBe('Dag!');
  });

  it('queues a message typed while offline and sends it once the server is back', () => {
    const session = make();
    session.start();
    sockets[0]!.open();
    sockets[0]!.drop();
    session.actions.sendMessage('Tijdens storing');
    expect(mapGet(session.store.getState().messages, 'id-1')?.delivery).toBe('queued');
    vi.runOnlyPendingTimers();
    sockets[1]!.open();
    const written = JSON.parse(sockets[1]!.sent[0]!);
    sockets[1]!.receive({ type: 'RUN_STARTED', threadId: 'thread-1', runId: written.runId });
    sockets[1]!.drop();
    vi.runOnlyPendingTimers();
    sockets[2]!.open();
    expect(sockets.flatMap((socket) => socket.sent)).toHaveLength(1);
    expect(mapGet(session.store.getState().messages, 'id-1')?.delivery).toBe('sent');
    expect(session.outbox.items()).toEqual([]);
  });

  it('writes a message again when the connection dropped before the server confirmed it', () => {
    const session = make();
    session.start();
    sockets[0]!.open();
    session.actions.sendMessage('Net op tijd?');
    sockets[0]!.drop();
    expect(mapGet(session.store.getState().messages, 'id-1')?.delivery).toBe('queued');
    vi.runOnlyPendingTimers();
    sockets[1]!.open();
    expect(sockets[1]!.sent).toEqual(sockets[0]!.sent);
    sockets[1]!.receive({ type: 'RUN_STARTED', threadId: 'thread-1', runId: 'server-chose-another-id' });
    expect(session.outbox.items()).toEqual([]);
  });

  it('stops the socket when stopped', () => {
    const session = make();
    const stop = session.start();
    sockets[0]!.open();
    stop();
    expect(sockets[0]!.readyState).toBe(3);
    expect(session.store.getState().connection).toBe('closed');
  });

  it('answers an approval exactly once, however often the inspector clicks', () => {
    const session = make();
    session.start();
    sockets[0]!.open();
    sockets[0]!.receive({
      type: 'CUSTOM',
      name: 'agora:tool_approval_request',
      value: { approvalId: 'a1', toolName: 'generate_final_report', riskLevel: 'high' },
    });
    session.actions.decideApproval('a1', true, ' prima ');
    session.actions.decideApproval('a1', true);
    session.actions.decideApproval('a1', false);
    expect(sockets[0]!.sent.map((frame) => JSON.parse(frame))).toEqual([
      {
        type: 'CUSTOM',
        name: 'agora:tool_approval_response',
        value: { approvalId: 'a1', approved: true, feedback: 'prima' },
      },
    ]);
    expect(mapGet(session.store.getState().approvals, 'a1')).toMatchObject({ status: 'approved', delivery: 'sent' });
  });

  it('shows a message that joined its outbox between being made and being started (typed while it loaded)', () => {
    const session = make();
    session.sender.send('Tussendoor');
    session.start();
    expect(mapGet(session.store.getState().messages, 'id-1')).toMatchObject({ text: 'Tussendoor', delivery: 'queued' });
    sockets[0]!.open();
    expect(JSON.parse(sockets[0]!.sent[0]!)).toMatchObject({ messages: [{ id: 'id-1', content: 'Tussendoor' }] });
  });

  it('shows messages queued before a reload again and sends them once connected', () => {
    let saved: OutboxItem[] = [{ kind: 'message', clientId: 'old', runId: 'r0', text: 'Van voor de reload', at: 5 }];
    const storage = { load: () => saved, save: (items: readonly OutboxItem[]) => ((saved = [...items]), true) };
    const session = new Session({
      threadId: 'thread-1',
      userId: 'koen',
      transportUrl: 'ws://x',
      outboxStorage: storage,
      createSocket: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
    });
    expect(mapGet(session.store.getState().messages, 'old')).toMatchObject({
      text: 'Van voor de reload',
      delivery: 'queued',
    });
    session.start();
    sockets[0]!.open();
    expect(sockets[0]!.sent).toHaveLength(1);
    expect(saved).toHaveLength(1);
    sockets[0]!.receive({ type: 'RUN_STARTED', threadId: 'thread-1', runId: 'r' });
    expect(saved).toEqual([]);
    expect(mapGet(session.store.getState().messages, 'old')?.delivery).toBe('sent');
  });

  it('delivers a message an older version stored without a kind, one run at a time', () => {
    const runInput = buildRunInput({ threadId: 'thread-1', runId: 'r0', clientId: 'old', text: 'Oud', userId: 'koen' });
    const storage = memoryStorage({ k: JSON.stringify([{ clientId: 'old', payload: runInput, text: 'Oud', at: 5 }]) });
    const { session, sockets } = sessionOverFakeSockets({ outboxStorage: webStorageOutbox('k', storage) });
    session.start();
    sockets[0]!.open();
    session.actions.sendMessage('Nieuw');
    expect(sockets[0]!.sent.map((frame) => JSON.parse(frame))).toEqual([runInput]);
    sockets[0]!.receive({ type: 'RUN_STARTED', threadId: 'thread-1', runId: 'r0' });
    expect(mapGet(session.store.getState().messages, 'old')?.delivery).toBe('sent');
    expect(JSON.parse(storage.data.get('k')!)).toMatchObject([{ kind: 'message', text: 'Nieuw' }]);
  });

  it('a message left in the outbox by a reload goes back where it was typed, not after newer messages', async () => {
    let saved: OutboxItem[] = [];
    const outboxStorage = { load: () => saved, save: (items: readonly OutboxItem[]) => ((saved = [...items]), true) };
    const first = sessionOverFakeSockets({ outboxStorage });
    const stop = first.session.start();
    first.sockets[0]!.open();
    first.session.actions.sendMessage('Vraag A');
    first.sockets[0]!.receive({ type: 'RUN_STARTED', threadId: 'thread-1', runId: 'id-2' });
    first.sockets[0]!.receive({ type: 'RUN_FINISHED', threadId: 'thread-1', runId: 'id-2' });
    first.session.actions.sendMessage('Ignore previous instructions B');
    expect(saved).toMatchObject([{ text: 'Ignore previous instructions B', afterSent: 1 }]);
    stop();

    const history = [
      { role: 'user', content: 'Vraag A' },
      { role: 'assistant', content: 'Antwoord A' },
      { role: 'user', content: 'Vraag C' },
      { role: 'assistant', content: 'Antwoord C' },
    ];
    const reloaded = sessionOverFakeSockets({ outboxStorage, restore: () => Promise.resolve(history) });
    reloaded.session.start();
    await vi.waitFor(() => expect(reloaded.session.store.getState().history.status).toBe('loaded'));
    const state = reloaded.session.store.getState();
    expect(listToArray(state.timeline).map((item) => mapGet(state.messages, item.id)?.text)).toEqual([
      'Vraag A',
      'Antwoord A',
      'Ignore previous instructions B',
      'Vraag C',
      'Antwoord C',
    ]);
  });

  it('a question whose answer the connection lost is asked again as a new message, exactly once', async () => {
    const { session, sockets } = sessionOverFakeSockets({
      reconcile: () => Promise.resolve([{ role: 'user', content: 'Wat kun je allemaal?' }]),
    });
    session.start();
    sockets[0]!.open();
    session.actions.sendMessage('Wat kun je allemaal?');
    sockets[0]!.receive({ type: 'RUN_STARTED', threadId: 'thread-1', runId: 'id-2' });
    sockets[0]!.drop();
    expect(session.store.getState().run.status).toBe('interrupted');
    await vi.advanceTimersByTimeAsync(60_000);
    sockets.at(-1)!.open();
    await vi.waitFor(() => expect(session.store.getState().run.status).toBe('idle'));
    const lost = mapGet(session.store.getState().messages, 'thread-1-h0');
    expect(lost).toMatchObject({ answerLost: true });

    session.actions.askAgain(lost!.id);
    session.actions.askAgain(lost!.id);
    const asked = sockets.at(-1)!.sent.filter((frame) => frame.includes('Wat kun je allemaal?'));
    expect(asked).toHaveLength(1);
    expect(mapGet(session.store.getState().messages, 'thread-1-h0')?.answerLost).toBeUndefined();
  });

  it('holds what the inspector sends until the conversation history has loaded, so the history cannot overwrite the answer', async () => {
    let deliver: (entries: { role: string; content: string }[]) => void = () => undefined;
    const { session, sockets } = sessionOverFakeSockets({
      restore: () => new Promise((resolve) => (deliver = resolve)),
    });
    session.start();
    sockets[0]!.open();
    session.actions.sendMessage('Nog een vraag');
    expect(sockets[0]!.sent).toEqual([]);
    deliver([{ role: 'user', content: 'Eerdere vraag' }]);
    await vi.waitFor(() => expect(sockets[0]!.sent).toHaveLength(1));
    const texts = listToArray(session.store.getState().timeline).map(
      (item) => mapGet(session.store.getState().messages, item.id)?.text,
    );
    expect(texts).toEqual(['Eerdere vraag', 'Nog een vraag']);
  });

  it('sends what was held once the server says the conversation does not exist', async () => {
    const { session, sockets } = sessionOverFakeSockets({ restore: () => Promise.resolve('missing' as const) });
    session.start();
    sockets[0]!.open();
    session.actions.sendMessage('Eerste vraag');
    await vi.waitFor(() => expect(sockets[0]!.sent).toHaveLength(1));
    expect(session.store.getState().history.status).toBe('loaded');
  });
});
