import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestSession, feedSession, renderWithSession } from '../../testing/render-with-session';
import { ConnectionIndicator } from './connection-indicator';

describe('ConnectionIndicator', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('counts down from the real time of the next attempt, however long the page was open before', () => {
    const session = createTestSession();
    renderWithSession(<ConnectionIndicator />, session);
    act(() => vi.advanceTimersByTime(45_000));
    feedSession(session, [
      { type: 'local.connection', status: 'reconnecting', at: Date.now(), nextAttemptAt: Date.now() + 9_000 },
    ]);
    expect(screen.getByText('Opnieuw verbinden over 9 s')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4_000));
    expect(screen.getByText('Opnieuw verbinden over 5 s')).toBeInTheDocument();
    feedSession(session, [
      { type: 'local.connection', status: 'reconnecting', at: Date.now(), nextAttemptAt: Date.now() + 2_000 },
    ]);
    expect(screen.getByText('Opnieuw verbinden over 2 s')).toBeInTheDocument();
  });
});
