import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestSession, feedSession, renderWithSession } from '../../testing/render-with-session';
import { ErrorBanner } from './error-banner';
import { StatusLine } from './status-line';

const run = [{ type: 'RUN_STARTED', threadId: 't', runId: 'r' }];

describe("AGORA's errors in the inspector's language", () => {
  it('the status line names a run error by its code, not in the server’s English', () => {
    const session = createTestSession();
    feedSession(session, [
      ...run,
      { type: 'RUN_ERROR', message: 'Error processing message: rate limit exceeded', code: 'processing_error' },
    ]);
    renderWithSession(<StatusLine />, session);
    expect(screen.getByText('AGORA kon je bericht niet verwerken.')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('rate limit');
  });

  it('the banner says what an agora:error code means, and an unknown code without the server’s words', () => {
    const session = createTestSession();
    feedSession(session, [
      ...run,
      {
        type: 'CUSTOM',
        name: 'agora:error',
        value: { errorCode: 'moderation_violation', message: 'Your message contains prohibited content' },
      },
    ]);
    const { unmount } = renderWithSession(<ErrorBanner />, session);
    expect(screen.getByRole('alert')).toHaveTextContent('AGORA meldt een fout: AGORA verwerkt dit bericht niet');
    expect(screen.getByRole('alert')).not.toHaveTextContent('prohibited');
    unmount();

    const other = createTestSession();
    feedSession(other, [
      ...run,
      { type: 'CUSTOM', name: 'agora:error', value: { errorCode: 'quota', message: 'Quota exceeded for org-42' } },
    ]);
    renderWithSession(<ErrorBanner />, other);
    expect(screen.getByRole('alert')).toHaveTextContent('AGORA meldt een fout zonder uitleg');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Quota');
  });
});
