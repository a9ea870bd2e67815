import { connect } from 'node:net';
import { mapValues } from '../src/lib/persistent/persistent-map';
import type { SessionState } from '../src/model/session-state';
import { AgoraEvent } from '../src/protocol/agora-events';
import { Session } from '../src/session/session';
import { NodeSocket } from './node-socket';
import { createMockServer, type MockServer } from './server';
import { waitFor } from './wait-for';

export interface Frame {
  type?: string;
  name?: string;
  value?: { approvalId?: string };
  runId?: string;
  messages?: { id: string; content: unknown }[];
}

const servers = new Set<MockServer>();
const cleanups: (() => void | Promise<void>)[] = [];

/** Runs `cleanup` after the test, before the servers close. */
export const onCleanup = (cleanup: () => void | Promise<void>): void => void cleanups.push(cleanup);

/** For `afterEach`: undoes what the test opened, newest first, then closes the servers still running. */
export async function tearDown(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await Promise.all([...servers].map((server) => server.close()));
  servers.clear();
}

export async function startServer(port: number, delay: number): Promise<MockServer> {
  const server = await createMockServer({ port, delay, seed: false });
  servers.add(server);
  return server;
}

export async function stopServer(server: MockServer): Promise<void> {
  servers.delete(server);
  await server.close();
}

/** Resolves once a plain TCP connect to `port` is refused: nothing listens there any more. */
export function expectRefused(port: number): Promise<void> {
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
export function openSession(wsUrl: string, threadId = `thread-${ids + 1}`) {
  const session = new Session({
    threadId,
    userId: 'koen',
    transportUrl: wsUrl,
    newId: () => `id-${++ids}`,
    createSocket: (url) => new NodeSocket(url),
    backoff: { baseMs: 20, capMs: 200 },
  });
  const statuses: string[] = [];
  const unsubscribe = session.store.subscribe((state, previous) => {
    if (state.connection !== previous.connection) statuses.push(state.connection);
  });
  const stop = session.start();
  onCleanup(() => {
    stop();
    unsubscribe();
  });
  const state = (): SessionState => session.store.getState();
  return { session, statuses, state };
}

export const messages = (session: Session) => [...mapValues(session.store.getState().messages)];
export const userMessage = (session: Session, text: string) =>
  messages(session).find((m) => m.role === 'user' && m.text === text);

function framesOf(server: MockServer): Frame[] {
  return [...server.receivedFrames.values()].flat().map((frame) => JSON.parse(frame.data) as Frame);
}
export const runInputs = (server: MockServer) => framesOf(server).filter((frame) => Array.isArray(frame.messages));
export const approvalAnswers = (server: MockServer) =>
  framesOf(server).filter((frame) => frame.name === AgoraEvent.toolApprovalResponse);

/** Waits until the run started by `input` has finished, and returns the state at that moment. */
export function runFinished(state: () => SessionState, input: Frame | undefined): Promise<SessionState> {
  return waitFor(
    () => {
      const current = state();
      return current.run.runId === input?.runId && current.run.status === 'finished' && current;
    },
    `run ${String(input?.runId)} to finish`,
  );
}
