import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mapGet } from '../../lib/persistent/persistent-map';
import { createTestSession, feedSession, renderWithSession } from '../../testing/render-with-session';
import { MessageRow } from './message-row';
import { StatusLine } from './status-line';

const streaming = [
  { type: 'local.connection', status: 'open', at: 1 },
  { type: 'RUN_STARTED', threadId: 'test-thread', runId: 'r1' },
  { type: 'TEXT_MESSAGE_START', messageId: 'm1', role: 'assistant' },
  { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm1', delta: 'Het begin van een lang antwoord' },
];

function renderStreaming() {
  const session = createTestSession();
  feedSession(session, streaming);
  renderWithSession(
    <>
      <MessageRow id="m1" />
      <textarea id="composer" aria-label="Bericht" />
      <StatusLine />
    </>,
    session,
  );
  return session;
}

describe('Stop while an answer streams', () => {
  it('stops showing the answer, marks it, says the server may finish it, and leaves focus in the message box', async () => {
    const session = renderStreaming();
    await userEvent.click(screen.getByRole('button', { name: 'Stoppen' }));
    expect(session.store.getState().run).toMatchObject({ status: 'interrupted', outcome: 'stopped', hidden: true });
    expect(screen.getByRole('article')).toHaveTextContent('Gestopt — de server kan het antwoord nog afmaken');
    expect(screen.getByRole('status')).toHaveTextContent('Gestopt — de server kan het antwoord nog afmaken');
    expect(screen.queryByRole('button', { name: 'Stoppen' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Bericht' })).toHaveFocus();
    feedSession(session, [{ type: 'TEXT_MESSAGE_CONTENT', messageId: 'm1', delta: ' en nog veel meer' }]);
    expect(mapGet(session.store.getState().messages, 'm1')?.text).toBe('Het begin van een lang antwoord');
  });

  it('Escape stops it from the message box and from the page', async () => {
    const session = renderStreaming();
    screen.getByRole('textbox', { name: 'Bericht' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(session.store.getState().run.outcome).toBe('stopped');
    const other = renderStreaming();
    act(() => void fireEvent.keyDown(document.body, { key: 'Escape' }));
    expect(other.store.getState().run.outcome).toBe('stopped');
  });

  it('Escape is left alone when a dialog is open, a panel handled it, or another field has it', () => {
    const session = renderStreaming();
    const dialog = document.body.appendChild(document.createElement('dialog'));
    dialog.setAttribute('open', '');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    dialog.remove();
    const handled = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    handled.preventDefault();
    document.body.dispatchEvent(handled);
    const search = document.body.appendChild(document.createElement('input'));
    fireEvent.keyDown(search, { key: 'Escape' });
    search.remove();
    expect(session.store.getState().run.status).toBe('running');
  });

  it('is not offered when nothing runs', () => {
    const session = createTestSession();
    renderWithSession(<StatusLine />, session);
    expect(screen.queryByRole('button', { name: 'Stoppen' })).toBeNull();
  });
});
