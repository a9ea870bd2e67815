import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mapGet } from '../../lib/persistent/persistent-map';
import { createTestSession, feedSession, renderWithSession } from '../../testing/render-with-session';
import { MessageRow } from './message-row';
import { NoticeRow } from './notice-row';
import { SHOWN_CHARS } from './shown-chars';
import { ToolChip } from './tool-chip';

const run = [{ type: 'RUN_STARTED', threadId: 't', runId: 'r' }];

describe('MessageRow', () => {
  it('names the agent in Dutch, shows a cursor while streaming and renders markdown when done', async () => {
    const session = createTestSession();
    renderWithSession(<MessageRow id="m" />, session);
    feedSession(session, [
      ...run,
      { type: 'STATE_SNAPSHOT', snapshot: { currentAgent: 'regulation-agent' } },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm', delta: 'Zie **852/2004**' },
    ]);
    expect(screen.getByRole('article', { name: 'Regelgeving' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Schrijft…' })).toBeInTheDocument();
    feedSession(session, [{ type: 'TEXT_MESSAGE_END', messageId: 'm' }]);
    expect(screen.queryByRole('img', { name: 'Schrijft…' })).toBeNull();
    expect(await screen.findByText('852/2004', { selector: 'strong' })).toBeInTheDocument();
  });

  it('cuts a text too long to lay out, says how much is not shown, and keeps all of it in the conversation', () => {
    const session = createTestSession();
    renderWithSession(<MessageRow id="m" />, session);
    const text = 'x'.repeat(SHOWN_CHARS + 1234);
    feedSession(session, [
      ...run,
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm', delta: text },
      { type: 'TEXT_MESSAGE_END', messageId: 'm' },
    ]);
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('Nog 1.234 tekens niet getoond');
    expect(article.textContent).not.toContain('x'.repeat(SHOWN_CHARS + 1));
    expect(mapGet(session.store.getState().messages, 'm')?.text).toBe(text);
  });

  it('shows an unknown agent id readably and marks an interrupted answer incomplete', () => {
    const session = createTestSession();
    renderWithSession(<MessageRow id="m" />, session);
    feedSession(session, [
      ...run,
      { type: 'STATE_SNAPSHOT', snapshot: { currentAgent: 'food_safety-agent' } },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm', delta: 'half' },
      { type: 'local.connection', status: 'reconnecting', at: 1 },
    ]);
    expect(screen.getByRole('article', { name: 'Food safety agent' })).toHaveTextContent('Onvolledig');
  });

  it('marks a queued message and one refused by moderation', () => {
    const session = createTestSession();
    renderWithSession(<MessageRow id="u" />, session);
    feedSession(session, [{ type: 'local.user_message', clientId: 'u', text: 'scheldwoord', at: 1 }]);
    expect(screen.getByRole('article', { name: 'Jij' })).toHaveTextContent('Wacht op verbinding');
    feedSession(session, [
      ...run,
      { type: 'CUSTOM', name: 'agora:error', value: { errorCode: 'moderation_violation', message: 'Niet toegestaan' } },
    ]);
    expect(screen.getByRole('article', { name: 'Jij' })).toHaveTextContent('Geweigerd: moderation_violation');
  });

  it('shows reasoning collapsed', () => {
    const session = createTestSession();
    renderWithSession(<MessageRow id="r" />, session);
    feedSession(session, [{ type: 'REASONING_MESSAGE_CONTENT', messageId: 'r', delta: 'Eerst de historie' }]);
    const summary = screen.getByText('Redenering');
    expect(summary.closest('details')).not.toHaveAttribute('open');
  });
});

describe('ToolChip', () => {
  it('says what the tool does and opens its arguments and result', async () => {
    const session = createTestSession();
    renderWithSession(<ToolChip id="t" />, session);
    feedSession(session, [
      {
        type: 'TOOL_CALL_START',
        toolCallId: 't',
        toolCallName: 'search_regulations',
        toolSpokenName: 'Ik ga de regelgeving doorzoeken',
      },
      { type: 'TOOL_CALL_ARGS', toolCallId: 't', delta: '{"query": "koel' },
    ]);
    const chip = screen.getByRole('button', {
      name: /^Ik ga de regelgeving doorzoeken\s*· argumenten…/,
    });
    await userEvent.click(chip);
    expect(screen.getByText(/"query": "koel"/)).toBeInTheDocument();
    feedSession(session, [
      { type: 'TOOL_CALL_END', toolCallId: 't' },
      { type: 'TOOL_CALL_RESULT', messageId: 'x', toolCallId: 't', content: '5 regels' },
    ]);
    expect(screen.getByRole('button', { name: /klaar/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('5 regels')).toBeInTheDocument();
  });

  it('shows an orphan result as an unknown tool call', () => {
    const session = createTestSession();
    renderWithSession(<ToolChip id="ghost" />, session);
    feedSession(session, [{ type: 'TOOL_CALL_RESULT', messageId: 'x', toolCallId: 'ghost', content: '?' }]);
    expect(screen.getByRole('button', { name: /onbekende tool-aanroep/ })).toBeInTheDocument();
  });
});

describe('tool calls as AGORA sends them', () => {
  it('labels a chip with toolDisplayName, the technical name left to the debug panels', () => {
    const session = createTestSession();
    renderWithSession(<ToolChip id="t" />, session);
    feedSession(session, [
      {
        type: 'TOOL_CALL_START',
        toolCallId: 't',
        toolCallName: 'get_company_info',
        toolDisplayName: 'Ophalen bedrijfsgegevens',
      },
    ]);
    expect(screen.getByRole('button', { name: /^Ophalen bedrijfsgegevens\s*· argumenten…/ })).toBeInTheDocument();
    expect(screen.queryByText(/get_company_info/)).toBeNull();
  });

  it('shows a transfer_to_… call as a handoff to that agent, not as a tool', () => {
    const session = createTestSession();
    renderWithSession(<ToolChip id="h" />, session);
    feedSession(session, [
      { type: 'TOOL_CALL_START', toolCallId: 'h', toolCallName: 'transfer_to_regulation_analysis_expert' },
    ]);
    expect(screen.getByText('Overdracht naar specialist')).toBeInTheDocument();
    expect(screen.getByText('→ Regelgeving')).toBeInTheDocument();
    expect(screen.queryByText(/transfer_to/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a call made while its answer streams inside that answer, not as a row of its own', () => {
    const session = createTestSession();
    renderWithSession(
      <ol>
        <li data-testid="row">
          <ToolChip id="c" />
        </li>
        <li>
          <MessageRow id="m" />
        </li>
      </ol>,
      session,
    );
    feedSession(session, [
      ...run,
      { type: 'TEXT_MESSAGE_START', messageId: 'm', role: 'assistant' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm', delta: 'Ik zoek het op.' },
      {
        type: 'TOOL_CALL_START',
        toolCallId: 'c',
        toolCallName: 'search_regulations',
        toolDisplayName: 'Zoeken in regelgeving',
        parentMessageId: 'm',
      },
    ]);
    expect(screen.getByTestId('row')).toBeEmptyDOMElement();
    expect(screen.getByRole('article', { name: 'Assistent' })).toContainElement(
      screen.getByRole('button', { name: /Zoeken in regelgeving/ }),
    );
  });
});

describe('NoticeRow', () => {
  it("shows a run error with its code where it happened, in the catalog's words; the server's own apart", () => {
    const session = createTestSession();
    feedSession(session, [
      ...run,
      { type: 'RUN_ERROR', message: 'Error processing message: rate limit', code: 'processing_error' },
    ]);
    renderWithSession(<NoticeRow id={`run-error-2`} />, session);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/^De verwerking is misluktprocessing_errorAGORA kon je bericht niet verwerken\./);
    const serverWords = screen.getByText('Error processing message: rate limit');
    expect(serverWords.closest('details')).not.toHaveAttribute('open');
  });

  it("an unknown code reads as an error without explanation, never in the server's words", () => {
    const session = createTestSession();
    feedSession(session, [...run, { type: 'RUN_ERROR', message: 'KeyError: agent_id', code: 'weird' }]);
    renderWithSession(<NoticeRow id={`run-error-2`} />, session);
    expect(screen.getByRole('alert').querySelector('p.mt-1')).toHaveTextContent('AGORA meldt een fout zonder uitleg');
  });
});
