import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SessionContext } from '../session/react/session-context';
import { Session } from '../session/session';
import type { Transport } from '../transport/transport';
import { AppControllerContext, inertAppController } from '../ui-state/app-controller';
import { feed } from './feed';

/** Renders UI inside a real session whose socket never connects; what it would send stays in its outbox. */
export function renderWithSession(ui: ReactElement, session: Session = createTestSession()) {
  return {
    session,
    ...render(
      <AppControllerContext value={controllerOf(session)}>
        <SessionContext value={session}>{ui}</SessionContext>
      </AppControllerContext>,
    ),
  };
}

/** The app around a session in a component test: its sender, and the session as the live conversation. */
function controllerOf(session: Session) {
  const controller = inertAppController(session.sender);
  controller.conversation.attach(session);
  return controller;
}

/** A transport that never connects: what the session would send waits in its outbox. */
export const unconnected = (): Transport => ({
  connect: () => undefined,
  send: () => false,
  subscribe: () => () => undefined,
  status: () => 'closed',
  reconnectNow: () => undefined,
  restart: () => undefined,
  close: () => undefined,
});

/** A started session (it follows its outbox) on a transport that never connects. */
export function createTestSession(): Session {
  let id = 0;
  const session = new Session({
    threadId: 'test-thread',
    userId: 'koen',
    transportUrl: 'ws://unused',
    createTransport: unconnected,
    newId: () => `id-${++id}`,
    now: () => 0,
  });
  session.start();
  return session;
}

/** Puts raw AG-UI events (or local inputs) into a session, as if they had arrived over the socket. */
export function feedSession(session: Session, events: readonly unknown[]) {
  act(() => session.store.setState(feed(events, session.store.getState()), true));
}
