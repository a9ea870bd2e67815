import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mapGet } from '../../lib/persistent/persistent-map';
import { renderWithSession } from '../../testing/render-with-session';
import { Composer, maxMessageLength } from './composer';

const queuedTexts = (session: ReturnType<typeof renderWithSession>['session']) =>
  session.outbox.items().map((item) => (item.payload as { messages: { content: string }[] }).messages[0]?.content);

describe('Composer', () => {
  it('sends on Enter, keeps Shift+Enter as a new line, and keeps focus', async () => {
    const user = userEvent.setup();
    const { session } = renderWithSession(<Composer />);
    const field = screen.getByRole('textbox', { name: 'Bericht aan AGORA' });
    await user.type(field, 'Regel een{Shift>}{Enter}{/Shift}regel twee{Enter}');
    expect(queuedTexts(session)).toEqual(['Regel een\nregel twee']);
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
  });

  it('sends nothing blank and refuses text past the limit with a clear message', async () => {
    const user = userEvent.setup();
    const { session } = renderWithSession(<Composer />);
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
    const { session } = renderWithSession(<Composer />);
    await user.type(screen.getByRole('textbox'), 'Offline vraag{Enter}');
    expect(mapGet(session.store.getState().messages, 'id-1')).toMatchObject({
      text: 'Offline vraag',
      delivery: 'queued',
    });
  });
});
