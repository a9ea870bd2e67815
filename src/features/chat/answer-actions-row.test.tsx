import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestSession, feedSession, renderWithSession } from '../../testing/render-with-session';
import { MessageRow } from './message-row';

const answerEvents = (id: string, text: string) => [
  { type: 'TEXT_MESSAGE_START', messageId: id, role: 'assistant' },
  { type: 'TEXT_MESSAGE_CONTENT', messageId: id, delta: text },
  { type: 'TEXT_MESSAGE_END', messageId: id },
];
const twoAnswers = [
  { type: 'RUN_STARTED', threadId: 'test-thread', runId: 'r1' },
  ...answerEvents('m1', 'De koelcel is 9 °C.'),
  { type: 'RUN_FINISHED', threadId: 'test-thread', runId: 'r1' },
  { type: 'RUN_STARTED', threadId: 'test-thread', runId: 'r2' },
  ...answerEvents('m2', 'Meet opnieuw over een uur.'),
  { type: 'RUN_FINISHED', threadId: 'test-thread', runId: 'r2' },
];

async function renderTwoAnswers() {
  const session = createTestSession();
  feedSession(session, twoAnswers);
  renderWithSession(
    <>
      <MessageRow id="m1" />
      <MessageRow id="m2" />
    </>,
    session,
  );
  await waitFor(() => expect(screen.getAllByRole('group', { name: 'Acties voor dit antwoord' })).toHaveLength(2));
  const [older, latest] = screen.getAllByRole('article');
  return { older: older!, latest: latest! };
}

const actionsOf = (article: HTMLElement) => within(article).getByRole('group', { name: 'Acties voor dit antwoord' });

describe('the answer actions row', () => {
  afterEach(() => Reflect.deleteProperty(navigator, 'clipboard'));

  it('is one compact row of named icon buttons: copy, "klopt niet", and a menu for the rest', async () => {
    const { latest } = await renderTwoAnswers();
    const buttons = within(actionsOf(latest)).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Kopiëren',
      'Klopt niet…',
      'Meer acties',
    ]);
    for (const button of buttons) {
      expect(button).toHaveAttribute('title', button.getAttribute('aria-label'));
      expect(button.textContent).toBe('');
      expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
    expect(within(actionsOf(latest)).getByRole('button', { name: 'Meer acties' })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
  });

  it('shows on the newest answer always; an older one shows them on focus, hover or a tap', async () => {
    const { older, latest } = await renderTwoAnswers();
    expect(actionsOf(latest).className).not.toMatch(/opacity-0/);
    const shy = actionsOf(older).className.split(' ');
    expect(shy).toEqual(
      expect.arrayContaining([
        'opacity-0',
        'group-hover/answer:opacity-100',
        'group-focus-within/answer:opacity-100',
        'pointer-coarse:h-0',
        'pointer-coarse:group-focus-within/answer:h-auto',
      ]),
    );
    expect(older).toHaveClass('group/answer');
    // A tap on the answer's text focuses the answer (not in the tab order): its actions are then within focus.
    expect(older).toHaveAttribute('tabindex', '-1');
    await userEvent.click(within(older).getByText('De koelcel is 9 °C.'));
    expect(older).toHaveFocus();
    expect(older.matches(':focus-within')).toBe(true);
    // Tab still reaches the hidden buttons: focus inside shows them.
    await userEvent.tab();
    expect(within(older).getByRole('button', { name: 'Kopiëren' })).toHaveFocus();
  });

  it('a note being written keeps the older answer’s row shown', async () => {
    const { older } = await renderTwoAnswers();
    await userEvent.click(within(older).getByRole('button', { name: 'Klopt niet…' }));
    expect(within(older).getByRole('textbox', { name: 'Wat klopt er niet?' })).toHaveFocus();
    expect(actionsOf(older).className).not.toMatch(/opacity-0/);
  });
});

describe('the "Meer acties" menu', () => {
  afterEach(() => Reflect.deleteProperty(navigator, 'clipboard'));

  it('opens from the keyboard on its first item; arrows move, Escape closes it and focus goes back', async () => {
    const { latest } = await renderTwoAnswers();
    const more = within(latest).getByRole('button', { name: 'Meer acties' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    more.focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(latest).getByRole('menu', { name: 'Meer acties' });
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(more).toHaveAttribute('aria-controls', menu.id);
    const item = within(menu).getByRole('menuitem', { name: 'Kopiëren als Markdown' });
    expect(item).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(item).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{End}{Home}');
    expect(item).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(within(latest).queryByRole('menu')).toBeNull();
    expect(more).toHaveFocus();
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('ArrowDown on the button opens it too; an item runs and focus goes back; Tab closes it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { latest } = await renderTwoAnswers();
    const more = within(latest).getByRole('button', { name: 'Meer acties' });
    more.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(latest).getByRole('menuitem', { name: 'Kopiëren als Markdown' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith('Meet opnieuw over een uur.');
    expect(within(latest).queryByRole('menu')).toBeNull();
    expect(more).toHaveFocus();
    expect(await within(latest).findByText('Gekopieerd als Markdown')).toBeVisible();

    await userEvent.keyboard('{ArrowDown}');
    expect(within(latest).getByRole('menuitem')).toHaveFocus();
    await userEvent.tab();
    expect(within(latest).queryByRole('menu')).toBeNull();
  });

  it('a second click on its button closes it', async () => {
    const { latest } = await renderTwoAnswers();
    const more = within(latest).getByRole('button', { name: 'Meer acties' });
    await userEvent.click(more);
    expect(within(latest).getByRole('menu')).toBeInTheDocument();
    await userEvent.click(more);
    expect(within(latest).queryByRole('menu')).toBeNull();
  });
});
