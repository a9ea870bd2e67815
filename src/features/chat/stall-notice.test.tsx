import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestSession, feedSession, renderWithSession } from '../../testing/render-with-session';
import { StallNotice } from './stall-notice';

describe('StallNotice', () => {
  it('stays away until a run is flagged as stalled', () => {
    renderWithSession(<StallNotice />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says since when the answer is silent and offers a fresh connection', async () => {
    const session = createTestSession();
    const restart = vi.spyOn(session.actions, 'restartConnection');
    feedSession(session, [
      { type: 'local.connection', status: 'open', at: 1 },
      { type: 'RUN_STARTED', threadId: 'test-thread', runId: 'r1' },
      { type: 'local.stalled', since: new Date().setHours(9, 41, 0, 0), at: 2 },
    ]);
    renderWithSession(<StallNotice />, session);
    expect(screen.getByRole('alert')).toHaveTextContent('AGORA stuurt sinds 09:41 niets meer');
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw verbinden' }));
    expect(restart).toHaveBeenCalledOnce();
  });
});
