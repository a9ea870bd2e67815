import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionContext } from '../../session/react/session-context';
import { createTestSession, feedSession, renderWithSession } from '../../testing/render-with-session';
import { AnswerAnnouncer } from './answer-announcer';

const answer = (id: string, text: string) => [
  { type: 'TEXT_MESSAGE_START', messageId: id, role: 'assistant' },
  { type: 'TEXT_MESSAGE_CONTENT', messageId: id, delta: text },
  { type: 'TEXT_MESSAGE_END', messageId: id },
];
const region = (container: HTMLElement) => container.querySelector('[aria-live="polite"]')!;

describe('AnswerAnnouncer', () => {
  it('says nothing of the answers there when it arrives, then each new one once', () => {
    const session = createTestSession();
    feedSession(session, answer('a0', 'Al gezegd.'));
    const { container } = renderWithSession(<AnswerAnnouncer />, session);
    expect(region(container).textContent).toBe('');
    feedSession(session, answer('a1', 'De koelcel is te warm.'));
    expect(region(container).textContent).toMatch(/: De koelcel is te warm\.$/);
    const first = region(container).firstElementChild;
    feedSession(session, [{ type: 'RUN_STARTED', threadId: 'test-thread', runId: 'r2' }]);
    expect(region(container).firstElementChild).toBe(first);
  });

  it('of two answers finished at once, says the newest', () => {
    const session = createTestSession();
    const { container } = renderWithSession(<AnswerAnnouncer />, session);
    feedSession(session, [...answer('a1', 'Eerste.'), ...answer('a2', 'Tweede.')]);
    expect(region(container).textContent).toMatch(/: Tweede\.$/);
  });

  it('starts over in another session: its answers so far are not new', () => {
    const one = createTestSession();
    const { container, rerender } = render(
      <SessionContext value={one}>
        <AnswerAnnouncer />
      </SessionContext>,
    );
    feedSession(one, answer('a1', 'Uit het eerste gesprek.'));
    const other = createTestSession();
    feedSession(other, answer('b1', 'Uit het tweede gesprek.'));
    rerender(
      <SessionContext value={other}>
        <AnswerAnnouncer />
      </SessionContext>,
    );
    expect(region(container).textContent).toMatch(/: Uit het eerste gesprek\.$/);
    feedSession(other, answer('b2', 'Nieuw.'));
    expect(region(container).textContent).toMatch(/: Nieuw\.$/);
  });

  it('renders nothing new while an answer streams', () => {
    const session = createTestSession();
    const { container } = render(
      <SessionContext value={session}>
        <AnswerAnnouncer />
      </SessionContext>,
    );
    feedSession(session, [
      { type: 'TEXT_MESSAGE_START', messageId: 'a1', role: 'assistant' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'a1', delta: 'Nog bezig' },
    ]);
    expect(region(container).textContent).toBe('');
  });
});
