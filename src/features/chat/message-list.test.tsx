import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeLayout } from '../../testing/fake-layout';
import { createTestSession, feedSession, renderWithSession } from '../../testing/render-with-session';
import { MessageList } from './message-list';
import transcript from './transcript';

const viewportPx = 600;
const rowPx = 50;
installFakeLayout(viewportPx, rowPx);

const messages = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    type: 'local.user_message',
    clientId: `u${from + i}`,
    text: `Bericht ${from + i}`,
    at: 1,
  }));

function scrollTo(scroller: HTMLElement, top: number) {
  act(() => {
    scroller.scrollTop = top;
    scroller.dispatchEvent(new Event('scroll'));
  });
}

describe('MessageList', () => {
  it('invites a first question on an empty conversation', () => {
    renderWithSession(<MessageList />);
    expect(screen.getByRole('heading', { name: 'Start een inspectie' })).toBeInTheDocument();
  });

  it('shows the rows, loaded once the conversation has one, in the same log', async () => {
    const session = createTestSession();
    renderWithSession(<MessageList />, session);
    expect(screen.getByRole('log', { name: 'Gesprek' })).toBeEmptyDOMElement();
    feedSession(session, messages(0, 1));
    expect(await screen.findByText('Bericht 0')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Start een inspectie' })).toBeNull();
    expect(screen.getAllByRole('log', { name: 'Gesprek' })).toHaveLength(1);
  });
});

describe('Transcript', () => {
  it('renders far fewer rows than a long conversation has', () => {
    const session = createTestSession();
    feedSession(session, messages(0, 2000));
    renderWithSession(transcript, session);
    const rows = screen.getByRole('log', { name: 'Gesprek' }).querySelectorAll(':scope > ol > li');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(60);
  });

  it('offers to jump to new messages when the inspector has scrolled up', async () => {
    const session = createTestSession();
    feedSession(session, messages(0, 50));
    renderWithSession(transcript, session);
    const scroller = screen.getByRole('log').parentElement!;
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 50 * rowPx });
    scrollTo(scroller, scroller.scrollHeight - viewportPx);
    scrollTo(scroller, 0);
    expect(screen.queryByRole('button', { name: 'Nieuwe berichten ↓' })).toBeNull();
    feedSession(session, [{ type: 'TEXT_MESSAGE_START', messageId: 'a1', role: 'assistant' }]);
    const jump = await screen.findByRole('button', { name: 'Nieuwe berichten ↓' });
    await userEvent.click(jump);
    expect(screen.queryByRole('button', { name: 'Nieuwe berichten ↓' })).toBeNull();
  });

  it('jumps back to the newest message when the inspector sends one, however far up they were', () => {
    const session = createTestSession();
    feedSession(session, messages(0, 50));
    renderWithSession(transcript, session);
    const scroller = screen.getByRole('log').parentElement!;
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 51 * rowPx });
    scrollTo(scroller, scroller.scrollHeight - viewportPx);
    scrollTo(scroller, 0);
    feedSession(session, messages(50, 1));
    expect(screen.queryByRole('button', { name: 'Nieuwe berichten ↓' })).toBeNull();
    expect(scroller.scrollTop).toBe(51 * rowPx);
  });

  it('stays pinned when rows are measured or the view resizes, which scroll without moving up', () => {
    const session = createTestSession();
    feedSession(session, messages(0, 50));
    renderWithSession(transcript, session);
    const scroller = screen.getByRole('log').parentElement!;
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 60 * rowPx });
    act(() => scroller.dispatchEvent(new Event('scroll')));
    feedSession(session, [{ type: 'TEXT_MESSAGE_START', messageId: 'a1', role: 'assistant' }]);
    expect(screen.queryByRole('button', { name: 'Nieuwe berichten ↓' })).toBeNull();
  });
});
