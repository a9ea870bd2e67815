import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listToArray } from '../../lib/persistent/persistent-list';
import { mapGet } from '../../lib/persistent/persistent-map';
import { maxMessageLength } from '../../protocol/limits';
import { Sender } from '../../session/sender';
import { Session } from '../../session/session';
import { renderWithSession, unconnected } from '../../testing/render-with-session';
import { AppControllerContext, inertAppController } from '../../ui-state/app-controller';
import { Composer } from './composer';
import { SessionComposer } from './session-composer';

const queuedTexts = (session: ReturnType<typeof renderWithSession>['session']) =>
  session.outbox.items().map((item) => (item.kind === 'message' ? item.text : undefined));

describe('Composer', () => {
  it('sends on Enter, keeps Shift+Enter as a new line, and keeps focus', async () => {
    const user = userEvent.setup();
    const { session } = renderWithSession(<SessionComposer />);
    const field = screen.getByRole('textbox', { name: 'Bericht aan AGORA' });
    await user.type(field, 'Regel een{Shift>}{Enter}{/Shift}regel twee{Enter}');
    expect(queuedTexts(session)).toEqual(['Regel een\nregel twee']);
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
  });

  it('sends nothing blank and refuses text past the limit with a clear message', async () => {
    const user = userEvent.setup();
    const { session } = renderWithSession(<SessionComposer />);
    const field = screen.getByRole('textbox', { name: 'Bericht aan AGORA' });
    await user.type(field, '   {Enter}');
    expect(queuedTexts(session)).toEqual([]);
    await user.clear(field);
    await user.click(field);
    await user.paste('x'.repeat(maxMessageLength + 3));
    expect(screen.getByText('Je bericht is 3 tekens te lang (maximaal 10000).')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Versturen' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(queuedTexts(session)).toEqual([]);
  });

  it('queues what is typed while there is no connection', async () => {
    const user = userEvent.setup();
    const { session } = renderWithSession(<SessionComposer />);
    await user.type(screen.getByRole('textbox'), 'Offline vraag{Enter}');
    expect(mapGet(session.store.getState().messages, 'id-1')).toMatchObject({
      text: 'Offline vraag',
      delivery: 'queued',
    });
  });

  it('shows what waited in the outbox from before the engine loaded, in order, and sends it once', () => {
    const sender = new Sender();
    sender.outboxFor('test-thread').add({ kind: 'message', clientId: 'e1', runId: 'r1', text: 'Eerste', at: 1 });
    sender.outboxFor('other-thread').add({ kind: 'message', clientId: 'e0', runId: 'r0', text: 'Niet hier', at: 1 });
    sender.open('test-thread');
    const session = new Session({
      threadId: 'test-thread',
      userId: 'koen',
      transportUrl: 'ws://unused',
      createTransport: unconnected,
      sender,
    });
    session.start();
    renderWithSession(<SessionComposer />, session);
    const typed = screen.getByRole('textbox', { name: 'Bericht aan AGORA' });
    act(() => void sender.send('Tweede'));
    expect(typed).toHaveValue('');
    expect(queuedTexts(session)).toEqual(['Eerste', 'Tweede']);
    expect(listToArray(session.store.getState().timeline).map((item) => item.id)).toEqual(['e1', expect.any(String)]);
  });
});

describe('the message box moving from the early chat into the conversation', () => {
  it('is the very same box, with what was typed, the focus and the caret', async () => {
    const user = userEvent.setup();
    const sender = new Sender();
    sender.open('thread-1');
    const { rerender } = render(
      <AppControllerContext value={inertAppController(sender)}>
        <Composer key="shell" />
      </AppControllerContext>,
    );
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Bericht aan AGORA' });
    await user.type(field, 'Koelcel op 9 graden');
    field.setSelectionRange(5, 5);
    rerender(
      <AppControllerContext value={inertAppController(sender)}>
        <Composer key="session" />
      </AppControllerContext>,
    );
    const moved = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Bericht aan AGORA' });
    expect(moved).toBe(field);
    expect(moved).toHaveValue('Koelcel op 9 graden');
    expect(moved).toHaveFocus();
    expect(moved.selectionStart).toBe(5);
    expect(sender.outboxFor('thread-1').items()).toEqual([]);
  });

  it('is empty the moment Enter sent, before React renders: the next key never lands after what was sent', async () => {
    const user = userEvent.setup();
    const sender = new Sender();
    sender.open('thread-1');
    render(
      <AppControllerContext value={inertAppController(sender)}>
        <Composer />
      </AppControllerContext>,
    );
    const sent = () =>
      sender
        .outboxFor('thread-1')
        .items()
        .map((item) => (item.kind === 'message' ? item.text : ''));
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Bericht aan AGORA' });
    await user.type(field, 'Hoi 27601');
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    expect([sent(), field.value]).toEqual([['Hoi 27601'], '']);
  });
});
