import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestSession, feedSession, renderWithSession } from '../../testing/render-with-session';
import { HistoryBanner } from './history-banner';

describe('HistoryBanner', () => {
  it('says the conversation is the copy from the last visit when the server cannot be reached', async () => {
    const session = createTestSession();
    const retry = vi.spyOn(session.actions, 'retryHistory');
    const cachedAt = new Date().setHours(8, 5, 0, 0);
    feedSession(session, [{ type: 'local.history', entries: [], cachedAt, at: 1 }]);
    renderWithSession(<HistoryBanner />, session);
    expect(screen.getByRole('status')).toHaveTextContent('Offline — je ziet de kopie van 08:05');
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('names the day of a copy from another day', () => {
    const session = createTestSession();
    feedSession(session, [
      { type: 'local.history', entries: [], cachedAt: new Date(2026, 2, 3, 8, 5).getTime(), at: 1 },
    ]);
    renderWithSession(<HistoryBanner />, session);
    expect(screen.getByRole('status')).toHaveTextContent(/kopie van 3 mrt\.? 08:05|kopie van 3 mrt\.?, 08:05/);
  });

  it('says nothing once a fresh history is loaded', () => {
    const session = createTestSession();
    feedSession(session, [{ type: 'local.history', entries: [], at: 1 }]);
    renderWithSession(<HistoryBanner />, session);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('explains a failed load and offers a retry', () => {
    const session = createTestSession();
    feedSession(session, [{ type: 'local.history_failed', message: 'boom', status: 500, kind: 'http', at: 1 }]);
    renderWithSession(<HistoryBanner />, session);
    expect(screen.getByRole('alert')).toHaveTextContent('Het gesprek kon niet geladen worden');
  });
});
