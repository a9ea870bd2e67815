import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapGet } from '../../lib/persistent/persistent-map';
import { logEntries } from '../../model/event-log';
import { createTestSession, feedSession, renderWithSession } from '../../testing/render-with-session';
import { MessageRow } from './message-row';

const answer = '## Bevinding\n\nDe **koelcel** is 9 °C.\n\n- meten\n- melden';
const answered = [
  { type: 'RUN_STARTED', threadId: 'test-thread', runId: 'r1' },
  { type: 'TEXT_MESSAGE_START', messageId: 'm1', role: 'assistant' },
  { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm1', delta: answer },
  { type: 'TEXT_MESSAGE_END', messageId: 'm1' },
  { type: 'RUN_FINISHED', threadId: 'test-thread', runId: 'r1' },
];

function withClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

async function renderAnswer() {
  const session = createTestSession();
  feedSession(session, answered);
  renderWithSession(<MessageRow id="m1" />, session);
  await screen.findByRole('group', { name: 'Acties voor dit antwoord' });
  expect(screen.queryByRole('status')).toBeNull();
  return session;
}

describe('copying an answer', () => {
  afterEach(() => Reflect.deleteProperty(navigator, 'clipboard'));

  it('copies the text as read, without Markdown, and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    withClipboard(writeText);
    await renderAnswer();
    await userEvent.click(screen.getByRole('button', { name: 'Kopiëren' }));
    expect(await screen.findByText('Gekopieerd')).toBeVisible();
    expect(writeText).toHaveBeenCalledWith('Bevinding\n\nDe koelcel is 9 °C.\n\n• meten\n• melden');
  });

  it('copies the Markdown as the agent wrote it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    withClipboard(writeText);
    await renderAnswer();
    await userEvent.click(screen.getByRole('button', { name: 'Meer acties' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Kopiëren als Markdown' }));
    expect(writeText).toHaveBeenCalledWith(answer);
    expect(await screen.findByText('Gekopieerd als Markdown')).toBeVisible();
  });

  it('when the clipboard is refused, says so', async () => {
    withClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    await renderAnswer();
    await userEvent.click(screen.getByRole('button', { name: 'Kopiëren' }));
    expect(await screen.findByText(/Kopiëren lukte niet/)).toBeVisible();
  });

  it('without any clipboard API, says so too', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await renderAnswer();
    // Not userEvent: it puts a clipboard of its own on the page.
    fireEvent.click(screen.getByRole('button', { name: 'Meer acties' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Kopiëren als Markdown' }));
    expect(await screen.findByText(/Kopiëren lukte niet/)).toBeVisible();
  });
});

describe('the "klopt niet" note', () => {
  it('is added exactly as typed: shown on the answer and written to the event log; focus returns', async () => {
    const session = await renderAnswer();
    await userEvent.click(screen.getByRole('button', { name: 'Klopt niet…' }));
    const field = screen.getByRole('textbox', { name: 'Wat klopt er niet?' });
    expect(field).toHaveFocus();
    await userEvent.type(field, 'Het is  9 °C, niet 7');
    await userEvent.click(screen.getByRole('button', { name: 'Toevoegen aan eventlog' }));
    expect(screen.getByRole('article')).toHaveTextContent('Klopt niet: Het is 9 °C, niet 7');
    expect(mapGet(session.store.getState().messages, 'm1')?.inspectorNote).toBe('Het is  9 °C, niet 7');
    expect(logEntries(session.store.getState().eventLog).at(-1)).toMatchObject({
      type: 'CLIENT:answer_note',
      payload: { messageId: 'm1', runId: 'r1', note: 'Het is  9 °C, niet 7' },
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Klopt niet…' })).toHaveFocus());
  });

  it('Escape closes the form and adds nothing', async () => {
    const session = await renderAnswer();
    const before = session.store.getState();
    await userEvent.click(screen.getByRole('button', { name: 'Klopt niet…' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Wat klopt er niet?' }), 'half{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Wat klopt er niet?' })).toBeNull();
    expect(session.store.getState()).toBe(before);
  });

  it('is not offered while the answer still streams', async () => {
    const session = createTestSession();
    feedSession(session, answered.slice(0, 3));
    renderWithSession(<MessageRow id="m1" />, session);
    await act(() => Promise.resolve());
    expect(screen.queryByRole('button', { name: 'Kopiëren' })).toBeNull();
  });
});
