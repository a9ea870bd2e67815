import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createSession, type Session } from '../session/create-session';
import { SessionContext } from '../session/react/session-context';
import { feed } from './feed';

/** Renders UI inside a real session whose socket never connects; what it would send stays in its outbox. */
export function renderWithSession(ui: ReactElement, session: Session = createTestSession()) {
  return { session, ...render(<SessionContext value={session}>{ui}</SessionContext>) };
}

export function createTestSession(): Session {
  let id = 0;
  return createSession({
    threadId: 'test-thread',
    userId: 'koen',
    transportUrl: 'ws://unused',
    newId: () => `id-${++id}`,
    now: () => 0,
  });
}

/** Puts raw AG-UI events (or local inputs) into a session, as if they had arrived over the socket. */
export function feedSession(session: Session, events: readonly unknown[]) {
  act(() => session.store.setState(feed(events, session.store.getState()), true));
}
