import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/i18n-context';
import { createTestSession, feedSession, renderWithSession } from '../../testing/render-with-session';
import { MessageRow } from './message-row';
import { ToolChip } from './tool-chip';

const run = [{ type: 'RUN_STARTED', threadId: 't', runId: 'r' }];
const history = (entries: unknown[]) => ({ type: 'local.history', entries, at: 5 });
const restoredCall = (id: string, name: string) => [
  { role: 'tool_call', tool_call_id: id, tool_name: name, content: '{}' },
  { role: 'tool', tool_call_id: id, tool_name: name, content: 'ok' },
];

describe('tool names in the chat', () => {
  it('shows a restored call with no display name by the catalog’s name, else made readable, never its technical name', () => {
    const session = createTestSession();
    renderWithSession(<ToolChip id="c1" />, session);
    feedSession(session, [history(restoredCall('c1', 'check_company_exists'))]);
    const chip = screen.getByRole('button', { name: /klaar/ });
    expect(chip).toHaveTextContent(/^Controleren bedrijfsgegevens\s*· klaar$/);
    expect(chip).not.toHaveTextContent('check_company_exists');
    const other = createTestSession();
    renderWithSession(<ToolChip id="c2" />, other);
    feedSession(other, [history(restoredCall('c2', 'check_planning_slots'))]);
    expect(screen.getByRole('button', { name: /^Check planning slots\s*· klaar$/ })).toBeVisible();
  });

  it('names a restored call by the display name seen live in this session', () => {
    const session = createTestSession();
    renderWithSession(<ToolChip id="h1" />, session);
    feedSession(session, [
      ...run,
      {
        type: 'TOOL_CALL_START',
        toolCallId: 'live',
        toolCallName: 'generate_final_report',
        toolDisplayName: 'Genereren eindrapport',
      },
      history(restoredCall('h1', 'generate_final_report')),
    ]);
    expect(screen.getByRole('button', { name: /^Genereren eindrapport\s*· klaar/ })).toBeVisible();
  });

  it('shows AGORA’s generic handoff by the server’s display name and the agent its arguments name: the client’s own name, else as GET /agents calls it', () => {
    const session = createTestSession();
    const agents = new Map([
      ['history-agent', { name: 'Company and Inspection History Specialist' }],
      ['ns-reisplanner-agent', { name: 'NS Reisplanner' }],
    ]);
    renderWithSession(
      <I18nProvider value={{ agents }}>
        <ToolChip id="h" />
      </I18nProvider>,
      session,
    );
    feedSession(session, [
      ...run,
      {
        type: 'TOOL_CALL_START',
        toolCallId: 'h',
        toolCallName: 'transfer_to_agent',
        toolDisplayName: 'Overdracht naar specialist',
      },
      { type: 'TOOL_CALL_ARGS', toolCallId: 'h', delta: '{"agent_id": "history-agent", "reason": "KVK"}' },
      { type: 'TOOL_CALL_END', toolCallId: 'h' },
    ]);
    // The server's toolDisplayName, the agent beside it (AGORA's reference mock): never the technical name.
    expect(screen.getByText('Overdracht naar specialist')).toBeVisible();
    expect(screen.getByText('→ Bedrijfshistorie')).toBeVisible();
    expect(screen.queryByText(/Agent|Specialist|transfer_to/)).toBeNull();
    feedSession(session, [
      { type: 'TOOL_CALL_START', toolCallId: 'n', toolCallName: 'transfer_to_agent' },
      { type: 'TOOL_CALL_ARGS', toolCallId: 'n', delta: '{"agent_id": "ns-reisplanner-agent"}' },
    ]);
    renderWithSession(
      <I18nProvider value={{ agents }}>
        <ToolChip id="n" />
      </I18nProvider>,
      session,
    );
    expect(screen.getByText('→ NS Reisplanner')).toBeVisible();
  });

  it('matches the agent its arguments name against the names GET /agents gives, too', () => {
    const session = createTestSession();
    const agents = new Map([['regulation-agent', { name: 'Regulation Analysis Expert' }]]);
    renderWithSession(
      <I18nProvider value={{ agents }}>
        <ToolChip id="h" />
      </I18nProvider>,
      session,
    );
    feedSession(session, [
      ...run,
      { type: 'TOOL_CALL_START', toolCallId: 'h', toolCallName: 'transfer_to_agent' },
      { type: 'TOOL_CALL_ARGS', toolCallId: 'h', delta: '{"agent_id": "regulation analysis expert"}' },
    ]);
    expect(screen.getByText('→ Regelgeving')).toBeVisible();
  });

  it('names a generic handoff with no target of its own by the client’s label alone, not "→ Agent"', () => {
    const session = createTestSession();
    renderWithSession(<ToolChip id="h" />, session);
    feedSession(session, [...run, { type: 'TOOL_CALL_START', toolCallId: 'h', toolCallName: 'transfer_to_agent' }]);
    expect(screen.getByText('Overdracht naar specialist')).toBeVisible();
    expect(screen.queryByText(/→|transfer_to/)).toBeNull();
  });
});

describe('an answer that is only tool calls', () => {
  it('shows no empty bubble above its chip when restored from the history', () => {
    const session = createTestSession();
    const { container } = renderWithSession(<MessageRow id="test-thread-h0" />, session);
    feedSession(session, [
      history([{ role: 'assistant', content: '', agent_id: '' }, ...restoredCall('c1', 'get_company_info')]),
    ]);
    expect(screen.queryByRole('article')).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });

  it('shows no empty bubble once a live answer ends with nothing but tool calls of its own', () => {
    const session = createTestSession();
    renderWithSession(<MessageRow id="m" />, session);
    feedSession(session, [
      ...run,
      { type: 'TOOL_CALL_START', toolCallId: 'c', toolCallName: 'get_company_info', parentMessageId: 'm' },
      { type: 'TEXT_MESSAGE_START', messageId: 'm', role: 'assistant' },
    ]);
    expect(screen.getByRole('article', { name: 'Assistent' })).toBeInTheDocument();
    feedSession(session, [{ type: 'TEXT_MESSAGE_END', messageId: 'm' }]);
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('keeps a bubble that holds its calls inline', () => {
    const session = createTestSession();
    renderWithSession(<MessageRow id="m" />, session);
    feedSession(session, [
      ...run,
      { type: 'TEXT_MESSAGE_START', messageId: 'm', role: 'assistant' },
      { type: 'TOOL_CALL_START', toolCallId: 'c', toolCallName: 'get_company_info', parentMessageId: 'm' },
      { type: 'TEXT_MESSAGE_END', messageId: 'm' },
    ]);
    expect(screen.getByRole('article', { name: 'Assistent' })).toContainElement(
      screen.getByRole('button', { name: /Ophalen bedrijfsgegevens/ }),
    );
  });
});
