import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestSession, feedSession, renderWithSession } from '../../testing/render-with-session';
import { MessageRow } from './message-row';
import { ToolChip } from './tool-chip';

/* What AGORA's LangGraph server sends, as the conversation shows it. */

const run = [{ type: 'RUN_STARTED', threadId: 't', runId: 'r' }];

describe('a LangGraph conversation', () => {
  it('shows the canned listen-mode reply as a quiet status line, not an answer', () => {
    const session = createTestSession();
    renderWithSession(<MessageRow id="m" />, session);
    feedSession(session, [
      ...run,
      { type: 'TEXT_MESSAGE_START', messageId: 'm', role: 'assistant' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm', delta: '[Luistermodus actief - bericht 2 opgeslagen]' },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Luistermodus: bericht 2 opgeslagen');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows it so from history too, and an answer with agent_id "" under the unknown agent', () => {
    const session = createTestSession();
    renderWithSession(
      <>
        <MessageRow id="test-thread-h0" />
        <MessageRow id="test-thread-h1" />
      </>,
      session,
    );
    feedSession(session, [
      {
        type: 'local.history',
        entries: [
          { role: 'assistant', content: '[Luistermodus actief - bericht 1 opgeslagen]', agent_id: '' },
          { role: 'assistant', content: 'Bella Rosa is bekend.', agent_id: '' },
        ],
        at: 1,
      },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Luistermodus: bericht 1 opgeslagen');
    const article = screen.getByRole('article');
    expect(article.getAttribute('aria-label')?.trim()).not.toBe('');
    expect(article).toHaveTextContent('Bella Rosa is bekend.');
  });

  it('shows a handoff by its display name, the technical name left to the debug panels', () => {
    const session = createTestSession();
    renderWithSession(<ToolChip id="h" />, session);
    feedSession(session, [
      ...run,
      {
        type: 'TOOL_CALL_START',
        toolCallId: 'h',
        toolCallName: 'transfer_to_regulation',
        toolDisplayName: 'Overdracht naar regelgeving',
      },
    ]);
    expect(screen.getByText('Overdracht naar regelgeving')).toBeInTheDocument();
    expect(screen.queryByText(/transfer_to/)).toBeNull();
  });

  it("shows a Python tool message's content readably, and says when the server cut it off", async () => {
    const session = createTestSession();
    renderWithSession(<ToolChip id="c" />, session);
    feedSession(session, [
      ...run,
      { type: 'TOOL_CALL_START', toolCallId: 'c', toolCallName: 'get_inspection_history' },
      { type: 'TOOL_CALL_END', toolCallId: 'c' },
      { type: 'TOOL_CALL_RESULT', messageId: 'x', toolCallId: 'c', content: "content='Regel 1\\nMaria\\'s notitie" },
    ]);
    await userEvent.click(screen.getByRole('button', { name: /Ophalen inspectiehistorie/ }));
    expect(screen.getByText(/afgekapt door de server/)).toBeInTheDocument();
    expect(
      screen.getByText((_, node) => node?.tagName === 'PRE' && node.textContent === "Regel 1\nMaria's notitie"),
    ).toBeInTheDocument();
  });

  it("marks the history's version of a report the inspector rejected", () => {
    const session = createTestSession();
    renderWithSession(<ToolChip id="call_r" />, session);
    feedSession(session, [
      ...run,
      {
        type: 'CUSTOM',
        name: 'agora:tool_approval_request',
        value: { approvalId: 'a', toolName: 'generate_final_report', riskLevel: 'high' },
      },
      { type: 'local.approval_decision', approvalId: 'a', approved: false, at: 2 },
      { type: 'RUN_FINISHED', threadId: 't', runId: 'r' },
      {
        type: 'local.history',
        entries: [
          { role: 'tool_call', tool_call_id: 'call_r', tool_name: 'generate_final_report', content: '{}' },
          { role: 'tool', tool_call_id: 'call_r', tool_name: 'generate_final_report', content: 'Rapport gegenereerd' },
        ],
        at: 3,
      },
    ]);
    const chip = screen.getByRole('button', { name: /Genereren eindrapport/ });
    expect(chip).toHaveTextContent('klaar');
    expect(chip).toHaveTextContent('afgewezen door jou');
  });
});
