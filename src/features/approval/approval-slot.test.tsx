import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { approvalRequest } from '../../testing/approval-request';
import { createTestSession, feedSession, renderWithSession } from '../../testing/render-with-session';
import { ApprovalSlot } from './approval-slot';

describe('ApprovalSlot', () => {
  it('renders nothing until a request is pending, then the dialog, which stays for the next one', async () => {
    const session = createTestSession();
    const { container } = renderWithSession(<ApprovalSlot />, session);
    expect(container).toBeEmptyDOMElement();
    feedSession(session, [approvalRequest('a1')]);
    const dialog = await screen.findByRole('dialog', { name: 'Toestemming nodig: Genereren eindrapport' });
    await userEvent.click(screen.getByRole('button', { name: 'Afwijzen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dialog).toBeInTheDocument();
    feedSession(session, [approvalRequest('a2')]);
    expect(await screen.findByRole('dialog')).toBe(dialog);
  });
});
