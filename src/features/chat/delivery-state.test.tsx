import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mapGet } from '../../lib/persistent/persistent-map';
import { SessionContext } from '../../session/react/session-context';
import { createTestSession, feedSession, renderWithSession } from '../../testing/render-with-session';
import { MessageRow } from './message-row';
import { SessionComposer } from './session-composer';

const open = { type: 'local.connection', status: 'open', at: 1 };
const running = { type: 'RUN_STARTED', threadId: 'test-thread', runId: 'r1' };

describe('a message typed while AGORA answers', () => {
  it('says it waits for AGORA, and the first one offers to interrupt and send now', async () => {
    const session = createTestSession();
    feedSession(session, [open, running, { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm1', delta: 'Half' }]);
    act(() => {
      session.actions.sendMessage('Eerste');
      session.actions.sendMessage('Tweede');
    });
    renderWithSession(
      <>
        <MessageRow id="id-1" />
        <MessageRow id="id-3" />
        <MessageRow id="m1" />
      </>,
      session,
    );
    const [first, second] = screen.getAllByRole('article', { name: 'Jij' });
    expect(first).toHaveTextContent('Wacht tot AGORA klaar is');
    expect(second).toHaveTextContent('Wacht tot AGORA klaar is');
    expect(screen.getAllByRole('button', { name: 'Onderbreek en verstuur nu' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Onderbreek en verstuur nu' }));
    expect(screen.getByRole('article', { name: 'Assistent' })).toHaveTextContent('Gestopt door jou');
    expect(session.store.getState().run).toMatchObject({ status: 'interrupted', outcome: 'stopped' });
  });
});

describe('a message AGORA did not answer', () => {
  const held = (reason: 'unanswered' | 'refused') => {
    const session = createTestSession();
    act(() => session.actions.sendMessage('Geen antwoord'));
    session.outbox.update('id-1', (item) => ({ ...item, held: reason }));
    feedSession(session, [{ type: 'local.held', clientId: 'id-1', reason, detail: 'test', at: 2 }]);
    return session;
  };

  it('says so, and can be sent again', async () => {
    const session = held('unanswered');
    renderWithSession(<MessageRow id="id-1" />, session);
    expect(screen.getByRole('article', { name: 'Jij' })).toHaveTextContent('AGORA reageert niet op dit bericht.');
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw versturen' }));
    expect(mapGet(session.store.getState().messages, 'id-1')?.delivery).toBe('queued');
    expect(session.outbox.items()[0]?.held).toBeUndefined();
  });

  it('when refused, can be taken back into the composer (before what was being typed) or discarded', async () => {
    const session = held('refused');
    render(
      <SessionContext value={session}>
        <MessageRow id="id-1" />
        <SessionComposer />
      </SessionContext>,
    );
    expect(screen.getByRole('article', { name: 'Jij' })).toHaveTextContent('AGORA weigert dit bericht');
    await userEvent.type(screen.getByRole('textbox', { name: 'Bericht aan AGORA' }), 'Half getypt');
    await userEvent.click(screen.getByRole('button', { name: 'Bewerken' }));
    expect(screen.getByRole('textbox', { name: 'Bericht aan AGORA' })).toHaveValue('Geen antwoord\n\nHalf getypt');
    expect(screen.getByRole('textbox', { name: 'Bericht aan AGORA' })).toHaveFocus();
    expect(screen.queryByRole('article', { name: 'Jij' })).toBeNull();
    expect(session.outbox.items()).toEqual([]);
  });

  it('can be discarded', async () => {
    const session = held('unanswered');
    renderWithSession(<MessageRow id="id-1" />, session);
    await userEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    expect(screen.queryByRole('article')).toBeNull();
    expect(session.outbox.items()).toEqual([]);
  });
});

describe("a message the server's history does not hold", () => {
  it('stays where it was, marked as not stored', () => {
    const session = createTestSession();
    feedSession(session, [open]);
    act(() => session.actions.sendMessage('Koelcel 9 graden'));
    feedSession(session, [
      { type: 'local.sent', clientId: 'id-1', payload: {}, at: 2, size: 2 },
      { ...running, runId: 'run-1' },
      { type: 'RUN_FINISHED', threadId: 'test-thread', runId: 'run-1' },
      { type: 'local.history', entries: [], at: 3 },
    ]);
    renderWithSession(<MessageRow id="id-1" />, session);
    const mine = screen.getByRole('article', { name: 'Jij' });
    expect(mine).toHaveTextContent('Koelcel 9 graden');
    expect(mine).toHaveTextContent('niet opgeslagen');
  });
});
