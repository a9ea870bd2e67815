import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mapGet } from '../../lib/persistent/persistent-map';
import { renderWithSession } from '../../testing/render-with-session';
import { useComposer } from '../../ui-state/composer-store';
import { Composer, maxMessageLength } from './composer';
import { SessionComposer } from './session-composer';

const queuedTexts = (session: ReturnType<typeof renderWithSession>['session']) =>
  session.outbox.items().map((item) => (item.kind === 'run' ? item.payload.messages[0].content : undefined));

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

  it('sends what waited from before the engine loaded first, in order, once', async () => {
    useComposer.getState().queueEarly({ threadId: 'other-thread', text: 'Niet hier', at: 1 });
    useComposer.getState().queueEarly({ threadId: 'test-thread', text: 'Eerste', at: 2 });
    useComposer.getState().queueEarly({ threadId: 'test-thread', text: 'Tweede', at: 3 });
    const { session } = renderWithSession(<SessionComposer />);
    expect(queuedTexts(session)).toEqual(['Eerste', 'Tweede']);
    expect(useComposer.getState().early.map((message) => message.text)).toEqual(['Niet hier']);
  });

  it('sends at once what is queued early while it is shown (Enter caught by the first screen), after what waited', () => {
    useComposer.getState().queueEarly({ threadId: 'test-thread', text: 'Eerste', at: 1 });
    const { session } = renderWithSession(<SessionComposer />);
    useComposer.getState().queueEarly({ threadId: 'test-thread', text: 'Tweede', at: 2 });
    expect(queuedTexts(session)).toEqual(['Eerste', 'Tweede']);
    expect(useComposer.getState().early).toEqual([]);
  });
});

describe('the message box moving from the early chat into the conversation', () => {
  it('is the very same box, with what was typed, the focus and the caret', async () => {
    const user = userEvent.setup();
    const early: string[] = [];
    const { rerender } = render(<Composer key="shell" onSend={(text) => early.push(text)} />);
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Bericht aan AGORA' });
    await user.type(field, 'Koelcel op 9 graden');
    field.setSelectionRange(5, 5);
    rerender(<Composer key="session" onSend={() => undefined} />);
    const moved = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Bericht aan AGORA' });
    expect(moved).toBe(field);
    expect(moved).toHaveValue('Koelcel op 9 graden');
    expect(moved).toHaveFocus();
    expect(moved.selectionStart).toBe(5);
    expect(early).toEqual([]);
  });

  it('is empty the moment Enter sent, before React renders: the next key never lands after what was sent', async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    render(<Composer onSend={(text) => sent.push(text)} />);
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Bericht aan AGORA' });
    await user.type(field, 'Hoi 27601');
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    expect([sent, field.value]).toEqual([['Hoi 27601'], '']);
  });
});
