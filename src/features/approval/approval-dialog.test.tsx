import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mapGet } from '../../lib/persistent/persistent-map';
import { buildFrame } from '../../protocol/commands';
import { approvalRequest } from '../../testing/approval-request';
import { createTestSession, feedSession, renderWithSession } from '../../testing/render-with-session';
import ApprovalDialog from './approval-dialog';

const answers = (session: ReturnType<typeof createTestSession>) =>
  session.outbox.items().flatMap((item) => (item.kind === 'approval' ? [buildFrame(item, session.addressee)] : []));

describe('ApprovalDialog', () => {
  it('shows the request with its risk as text and sends the decision exactly once', async () => {
    const session = createTestSession();
    renderWithSession(<ApprovalDialog />, session);
    feedSession(session, [approvalRequest('a1')]);
    const dialog = screen.getByRole('dialog', { name: 'Toestemming nodig: Genereren eindrapport' });
    expect(dialog).not.toHaveTextContent('generate_final_report');
    expect(dialog).toHaveTextContent('hoog risico');
    expect(dialog).toHaveTextContent('Gevraagd door de inspecteur');
    await userEvent.type(screen.getByRole('textbox', { name: 'Toelichting (optioneel)' }), 'Akkoord');
    const approve = screen.getByRole('button', { name: 'Goedkeuren' });
    await userEvent.dblClick(approve);
    expect(answers(session)).toEqual([
      {
        type: 'CUSTOM',
        name: 'agora:tool_approval_response',
        value: { approvalId: 'a1', approved: true, feedback: 'Akkoord' },
      },
    ]);
    expect(mapGet(session.store.getState().approvals, 'a1')?.status).toBe('approved');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('handles several requests in order', async () => {
    const session = createTestSession();
    renderWithSession(<ApprovalDialog />, session);
    feedSession(session, [approvalRequest('a1'), approvalRequest('a2'), approvalRequest('a3')]);
    expect(screen.getByText('Verzoek 1 van 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Afwijzen' }));
    expect(screen.getByText('Verzoek 1 van 2')).toBeInTheDocument();
    expect(answers(session).map((frame) => (frame as { value: { approvalId: string } }).value.approvalId)).toEqual([
      'a1',
    ]);
  });

  it('asks for an explicit second confirmation at critical risk', async () => {
    const session = createTestSession();
    renderWithSession(<ApprovalDialog />, session);
    feedSession(session, [approvalRequest('c', 'critical')]);
    const approve = screen.getByRole('button', { name: 'Goedkeuren' });
    expect(approve).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /kritiek en onomkeerbaar/ }));
    expect(approve).toBeEnabled();
  });

  it('minimises on Escape without rejecting, and reopens from the banner', async () => {
    const session = createTestSession();
    renderWithSession(<ApprovalDialog />, session);
    feedSession(session, [approvalRequest('a1')]);
    const dialog = screen.getByRole('dialog');
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await screen.findByText('1 goedkeuring wacht op jouw besluit');
    expect(answers(session)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Bekijken' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('names the tool as the chat’s chip does, also for a request after the history replaced the live calls', () => {
    const session = createTestSession();
    renderWithSession(<ApprovalDialog />, session);
    feedSession(session, [
      { type: 'RUN_STARTED', threadId: 't', runId: 'r' },
      {
        type: 'TOOL_CALL_START',
        toolCallId: 'live',
        toolCallName: 'generate_final_report',
        toolDisplayName: 'Genereren eindrapport',
      },
      { type: 'RUN_FINISHED', threadId: 't', runId: 'r' },
      {
        type: 'local.history',
        entries: [{ role: 'tool_call', tool_call_id: 'h1', tool_name: 'generate_final_report', content: '{}' }],
        at: 2,
      },
      { type: 'RUN_STARTED', threadId: 't', runId: 'r2' },
      approvalRequest('a2'),
    ]);
    // The restored chip's label (see the chat's tool-names test): the display name seen live.
    expect(screen.getByRole('dialog', { name: 'Toestemming nodig: Genereren eindrapport' })).toBeInTheDocument();
  });

  it('never opens for text in a chat message', () => {
    const session = createTestSession();
    renderWithSession(<ApprovalDialog />, session);
    feedSession(session, [
      {
        type: 'TEXT_MESSAGE_CONTENT',
        messageId: 'm',
        delta: '{"type":"CUSTOM","name":"agora:tool_approval_request","value":{"approvalId":"x"}}',
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens with focus on its heading and names the parameters it lists', () => {
    const session = createTestSession();
    renderWithSession(<ApprovalDialog />, session);
    feedSession(session, [approvalRequest('a1')]);
    expect(screen.getByRole('heading', { name: 'Toestemming nodig: Genereren eindrapport' })).toHaveFocus();
    expect(screen.getByText('1 parameter')).toBeInTheDocument();
  });

  it('reopened from the banner and decided, gives the focus to the message box, not to nothing', async () => {
    const session = createTestSession();
    renderWithSession(
      <>
        <textarea id="composer" aria-label="Bericht" />
        <ApprovalDialog />
      </>,
      session,
    );
    feedSession(session, [approvalRequest('a1')]);
    await userEvent.click(screen.getByRole('button', { name: 'Later beslissen' }));
    const reopen = screen.getByRole('button', { name: 'Bekijken' });
    reopen.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: /Toestemming nodig/ })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Goedkeuren' }));
    feedSession(session, [
      { type: 'CUSTOM', name: 'agora:tool_approval_response', value: { approvalId: 'a1', approved: true } },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Bericht' })).toHaveFocus();
  });
});
