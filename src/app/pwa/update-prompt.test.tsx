import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestSession, feedSession, renderWithSession } from '../../testing/render-with-session';
import { AppControllerContext, inertAppController } from '../../ui-state/app-controller';
import { useUpdate } from './service-worker';
import UpdatePrompt from './update-prompt';

const open = { type: 'local.connection', status: 'open', at: 1 };
const started = { type: 'RUN_STARTED', threadId: 'test-thread', runId: 'r1' };
const finished = { type: 'RUN_FINISHED', threadId: 'test-thread', runId: 'r1' };

beforeEach(() => {
  useUpdate.setState({ apply: undefined });
});

describe('UpdatePrompt', () => {
  it('shows nothing until a new version is ready', () => {
    renderWithSession(<UpdatePrompt />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers the new version at once when no answer runs', async () => {
    const apply = vi.fn();
    renderWithSession(<UpdatePrompt />);
    act(() => useUpdate.setState({ apply }));
    expect(screen.getByRole('status')).toHaveTextContent('Er is een nieuwe versie van HAI.');
    await userEvent.click(screen.getByRole('button', { name: 'Vernieuwen' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('waits while an answer runs and applies only once the run has ended', async () => {
    const apply = vi.fn();
    const session = createTestSession();
    renderWithSession(<UpdatePrompt />, session);
    feedSession(session, [open, started]);
    act(() => useUpdate.setState({ apply }));
    const button = screen.getByRole('button', { name: 'Vernieuwen' });
    expect(button).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Dat kan na het antwoord.');
    await userEvent.click(button);
    expect(apply).not.toHaveBeenCalled();

    feedSession(session, [finished]);
    expect(button).toBeEnabled();
    expect(screen.getByRole('status')).not.toHaveTextContent('Dat kan na het antwoord.');
    await userEvent.click(button);
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a session that is gone', () => {
    const controller = inertAppController();
    const session = createTestSession();
    const detach = controller.conversation.attach(session);
    render(
      <AppControllerContext value={controller}>
        <UpdatePrompt />
      </AppControllerContext>,
    );
    feedSession(session, [open, started]);
    act(() => useUpdate.setState({ apply: vi.fn() }));
    expect(screen.getByRole('button', { name: 'Vernieuwen' })).toBeDisabled();
    act(detach);
    expect(screen.getByRole('button', { name: 'Vernieuwen' })).toBeEnabled();
  });
});
