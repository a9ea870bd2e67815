import { once } from 'node:events';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { demoPrompts } from '../scenarios/demo-inspection';
import { mapGet, mapValues } from '../src/lib/persistent/persistent-map';
import { logEntries } from '../src/model/event-log';
import type { SessionState } from '../src/model/session-state';
import { AgoraEvent } from '../src/protocol/agora-events';
import { createSession, type Session } from '../src/session/create-session';
import type { SocketLike } from '../src/transport/socket-client';
import { createMockServer, type MockServer } from './server';
import { waitFor } from './wait-for';

/** `ws` as the SocketLike the transport expects; its own handler types are narrower than `unknown`. */
class NodeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;
  private readonly ws: WebSocket;

  constructor(url: string) {
    this.ws = new WebSocket(url);
    this.ws.on('open', () => this.onopen?.({}));
    this.ws.on('close', (code) => this.onclose?.({ code }));
    this.ws.on('error', (error) => this.onerror?.(error));
    this.ws.on('message', (data, isBinary) => this.onmessage?.({ data: isBinary ? data : String(data) }));
  }

  get readyState(): number {
    return this.ws.readyState;
  }

  send(data: string): void {
    this.ws.send(data);
  }

  close(code?: number, reason?: string): void {
    this.ws.close(code, reason);
  }
}

interface Frame {
  type?: string;
  name?: string;
  value?: { approvalId?: string };
  runId?: string;
  messages?: { id: string; content: unknown }[];
}

const servers = new Set<MockServer>();
const cleanups: (() => void | Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await Promise.all([...servers].map((server) => server.close()));
  servers.clear();
});

async function startServer(port: number, delay: number): Promise<MockServer> {
  const server = await createMockServer({ port, delay, seed: false });
  servers.add(server);
  return server;
}

async function stopServer(server: MockServer): Promise<void> {
  servers.delete(server);
  await server.close();
}

/** Resolves once a plain TCP connect to `port` is refused: nothing listens there any more. */
function expectRefused(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      reject(new Error(`port ${port} still accepts connections`));
    });
    socket.once('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNREFUSED' ? resolve() : reject(error)));
  });
}

let ids = 0;

/** A started session over real sockets, with fast backoff and the connection statuses it went through. */
function openSession(wsUrl: string, threadId = `thread-${ids + 1}`) {
  const session = createSession({
    threadId,
    userId: 'koen',
    wsUrl,
    newId: () => `id-${++ids}`,
    createSocket: (url) => new NodeSocket(url),
    backoff: { baseMs: 20, capMs: 200 },
  });
  const statuses: string[] = [];
  const unsubscribe = session.store.subscribe((state, previous) => {
    if (state.connection !== previous.connection) statuses.push(state.connection);
  });
  const stop = session.start();
  cleanups.push(() => {
    stop();
    unsubscribe();
  });
  const state = (): SessionState => session.store.getState();
  return { session, statuses, state };
}

const messages = (session: Session) => [...mapValues(session.store.getState().messages)];
const userMessage = (session: Session, text: string) =>
  messages(session).find((m) => m.role === 'user' && m.text === text);

function framesOf(server: MockServer): Frame[] {
  return [...server.receivedFrames.values()].flat().map((frame) => JSON.parse(frame.data) as Frame);
}
const runInputs = (server: MockServer) => framesOf(server).filter((frame) => Array.isArray(frame.messages));
const approvalAnswers = (server: MockServer) =>
  framesOf(server).filter((frame) => frame.name === AgoraEvent.toolApprovalResponse);

/** Waits until the run started by `input` has finished, and returns the state at that moment. */
function runFinished(state: () => SessionState, input: Frame | undefined, timeoutMs = 3000): Promise<SessionState> {
  return waitFor(
    () => {
      const current = state();
      return current.run.runId === input?.runId && current.run.status === 'finished' && current;
    },
    timeoutMs,
    `run ${String(input?.runId)} to finish`,
  );
}

describe('transport recovery against the mock server', () => {
  it('interrupts the run when the server dies, queues while down and delivers once after it returns', async () => {
    const first = await startServer(0, 0.2);
    const { session, statuses, state } = openSession(first.wsUrl);
    await waitFor(() => state().connection === 'open', 2000, 'first connection');
    session.actions.sendMessage(demoPrompts.start);
    const partial = await waitFor(
      () => messages(session).find((m) => m.role === 'assistant' && m.text !== ''),
      4000,
      'first assistant text',
    );

    await stopServer(first);
    await expectRefused(first.port);
    const cut = await waitFor(() => state().run.status === 'interrupted' && state(), 2000, 'run interrupted');
    expect(statuses.slice(statuses.indexOf('open') + 1)).toContain('reconnecting');
    expect(['reconnecting', 'offline']).toContain(cut.connection);
    expect(mapGet(cut.messages, partial.id)).toMatchObject({ status: 'incomplete' });
    expect(cut.openMessageIds).toEqual([]);
    const calls = [...mapValues(cut.toolCalls)];
    expect(
      calls.map((call) => call.status).filter((status) => status !== 'completed' && status !== 'interrupted'),
    ).toEqual([]);

    const text = demoPrompts.generic;
    session.actions.sendMessage(text);
    const queued = userMessage(session, text);
    expect(queued).toMatchObject({ delivery: 'queued' });
    expect(state().queuedIds).toEqual([queued?.id]);

    const second = await startServer(first.port, 0.1);
    const [input] = await waitFor(
      () => runInputs(second).length > 0 && runInputs(second),
      2000,
      'the queued message at the new server',
    );
    const done = await runFinished(state, input);
    expect(runInputs(second)).toHaveLength(1);
    expect(input?.messages).toHaveLength(1);
    expect(input?.messages?.[0]).toMatchObject({ id: queued?.id, content: text });
    expect(mapGet(done.messages, queued?.id ?? '')).toMatchObject({ delivery: 'sent' });
    expect(done.queuedIds).toEqual([]);
    expect(done.connection).toBe('open');
    const answer = messages(session).find((m) => m.role === 'assistant' && m.runId === input?.runId);
    expect(answer).toMatchObject({ status: 'complete' });
    expect(answer?.text.length).toBeGreaterThan(20);
  });

  it('marks a running tool call interrupted and delivers several queued messages in order, each once', async () => {
    const first = await startServer(0, 0.2);
    const { session, state } = openSession(first.wsUrl);
    session.actions.sendMessage(demoPrompts.start);
    const call = await waitFor(
      () => [...mapValues(state().toolCalls)].find((c) => c.status === 'awaiting_result'),
      4000,
      'a tool call awaiting its result',
    );

    await stopServer(first);
    const cut = await waitFor(() => state().run.status === 'interrupted' && state(), 2000, 'run interrupted');
    expect(mapGet(cut.toolCalls, call.id)).toMatchObject({ status: 'interrupted' });
    expect(cut.openToolCallIds).toEqual([]);

    const texts = ['Wat kun je allemaal? (1)', 'Wat kun je allemaal? (2)', 'Wat kun je allemaal? (3)'];
    for (const text of texts) session.actions.sendMessage(text);
    const queued = texts.map((text) => userMessage(session, text));
    expect(queued.map((m) => m?.delivery)).toEqual(['queued', 'queued', 'queued']);

    const second = await startServer(first.port, 0.05);
    const inputs = await waitFor(
      () => runInputs(second).length >= 3 && runInputs(second),
      2000,
      'three queued messages',
    );
    const done = await runFinished(state, inputs[2], 4000);
    expect(runInputs(second)).toHaveLength(3);
    expect(inputs.map((input) => input.messages?.[0]?.content)).toEqual(texts);
    expect(inputs.map((input) => input.messages?.[0]?.id)).toEqual(queued.map((m) => m?.id));
    expect(queued.map((m) => mapGet(done.messages, m?.id ?? '')?.delivery)).toEqual(['sent', 'sent', 'sent']);
    for (const input of inputs) {
      expect(messages(session).find((m) => m.role === 'assistant' && m.runId === input.runId)).toMatchObject({
        status: 'complete',
      });
    }
  });

  it('sends an approval decided while offline exactly once after reconnecting, and goes on although nothing answers it', async () => {
    const first = await startServer(0, 0.1);
    const { session, state } = openSession(first.wsUrl);
    session.actions.sendMessage(demoPrompts.report);
    const pending = await waitFor(
      () => [...mapValues(state().approvals)].find((a) => a.status === 'pending'),
      3000,
      'a pending approval',
    );

    await stopServer(first);
    await waitFor(() => state().run.status === 'interrupted', 2000, 'run interrupted');
    session.actions.decideApproval(pending.approvalId, true);
    session.actions.decideApproval(pending.approvalId, true);
    expect(mapGet(state().approvals, pending.approvalId)).toMatchObject({ status: 'approved', delivery: 'queued' });

    // The new server knows no such approval and, like AGORA, answers nothing.
    const second = await startServer(first.port, 0.05);
    await waitFor(() => approvalAnswers(second).length > 0, 2000, 'the approval answer at the new server');

    session.actions.sendMessage(demoPrompts.generic);
    const input = await waitFor(() => runInputs(second)[0], 2000, 'the follow-up message');
    const done = await runFinished(state, input);
    expect(mapGet(done.approvals, pending.approvalId)).toMatchObject({ status: 'approved', delivery: 'sent' });
    expect([...mapValues(done.notices)].filter((n) => n.kind === 'agora_error')).toEqual([]);
    expect(approvalAnswers(first)).toEqual([]);
    expect(approvalAnswers(second)).toHaveLength(1);
    expect(approvalAnswers(second)[0]).toMatchObject({
      type: 'CUSTOM',
      value: { approvalId: pending.approvalId, approved: true },
    });
  });

  // The write goes to a socket the client still thinks open: nothing confirms it, so it is
  // written again after reconnecting — and arrives once.
  it('delivers a message written just as the server drops the connection', async () => {
    const first = await startServer(0, 0);
    const { session, statuses, state } = openSession(first.wsUrl);
    await waitFor(() => state().connection === 'open', 2000, 'first connection');
    const closing = stopServer(first);
    session.actions.sendMessage(demoPrompts.generic);
    await closing;
    expect(userMessage(session, demoPrompts.generic)).toMatchObject({ delivery: 'queued' });

    const second = await startServer(first.port, 0);
    await waitFor(
      () => statuses.lastIndexOf('open') > statuses.indexOf('reconnecting') && statuses.includes('reconnecting'),
      2000,
      'reconnected',
    );
    await waitFor(() => runInputs(first).length + runInputs(second).length === 1, 800, 'the message at either server');
    await waitFor(() => state().run.status === 'finished', 2000, 'its answer');
    expect(runInputs(first).length + runInputs(second).length).toBe(1);
    expect(userMessage(session, demoPrompts.generic)).toMatchObject({ delivery: 'sent' });
    expect(session.outbox.items()).toEqual([]);
  });

  it('logs bad frames with their reason and keeps reducing the valid ones', async () => {
    const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    cleanups.push(() => new Promise<void>((resolve) => wss.close(() => resolve())));
    await once(wss, 'listening');
    let connections = 0;
    wss.on('connection', (ws) => {
      connections += 1;
      ws.send('this is not json {');
      ws.send(JSON.stringify({ type: 'NOT_AN_EVENT', value: 1 }));
      ws.send(JSON.stringify({ type: 'RUN_STARTED', threadId: 'thread-raw', runId: 'run-raw' }));
      ws.send(JSON.stringify({ type: 'TEXT_MESSAGE_CONTENT', messageId: 'msg-raw', delta: 'Hallo ' }));
      ws.send(JSON.stringify({ type: 'TEXT_MESSAGE_CONTENT', messageId: 'msg-raw' }));
      ws.send(Buffer.from([0xff, 0x00, 0x13]), { binary: true });
      ws.send(JSON.stringify({ type: 'TEXT_MESSAGE_CONTENT', messageId: 'msg-raw', delta: 'inspecteur' }));
    });
    const { port } = wss.address() as AddressInfo;
    const { statuses, state } = openSession(`ws://127.0.0.1:${port}/ws`, 'thread-raw');

    const message = await waitFor(
      () => mapGet(state().messages, 'msg-raw')?.text === 'Hallo inspecteur' && mapGet(state().messages, 'msg-raw'),
      2000,
      'the valid text',
    );
    expect(message).toMatchObject({ role: 'assistant', status: 'streaming' });
    expect(state().run).toMatchObject({ status: 'running', runId: 'run-raw' });
    const rejected = logEntries(state().eventLog).filter((entry) => entry.type === 'REJECTED');
    expect(rejected.map((entry) => entry.rejection)).toEqual([
      expect.stringMatching(/^not JSON/),
      'unknown event type "NOT_AN_EVENT"',
      expect.stringMatching(/^invalid TEXT_MESSAGE_CONTENT: delta/),
      'binary frame (3 bytes): AG-UI frames are JSON text',
    ]);
    expect(rejected[0]?.payload).toBe('this is not json {');
    expect(connections).toBe(1);
    expect(statuses).toEqual(['open']);
  });
});
