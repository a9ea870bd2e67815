import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mapGet } from '../../lib/persistent/persistent-map';
import { buildFrame, isRunFrame } from '../../protocol/commands';
import { createTestSession, feedSession, renderWithSession } from '../../testing/render-with-session';
import { ToolChip } from './tool-chip';

/** A run that ends with a call the agent leaves to the client, over a transport where the client runs tools. */
function leftToClient(name: string, args: object) {
  const session = createTestSession();
  act(() => session.store.setState({ runsClientTools: true }));
  renderWithSession(<ToolChip id="tc" />, session);
  feedSession(session, [
    { type: 'RUN_STARTED', threadId: 'test-thread', runId: 'r1' },
    { type: 'TOOL_CALL_START', toolCallId: 'tc', toolCallName: name },
    { type: 'TOOL_CALL_ARGS', toolCallId: 'tc', delta: JSON.stringify(args) },
    { type: 'TOOL_CALL_END', toolCallId: 'tc' },
    { type: 'RUN_FINISHED', threadId: 'test-thread', runId: 'r1' },
  ]);
  return session;
}

const toolMessages = (session: ReturnType<typeof createTestSession>) =>
  session.outbox.items().map((item) => {
    const frame = buildFrame(item, session.addressee);
    return isRunFrame(frame) ? frame.messages[0] : undefined;
  });

describe('ClientToolForm', () => {
  it('offers a plan’s steps as checkboxes and sends the kept ones as the tool’s result, once', async () => {
    const session = leftToClient('generate_task_steps', {
      steps: [
        { description: 'Keuken bekijken', status: 'enabled' },
        { description: 'Koelcel meten', status: 'enabled' },
        { description: 'Afval controleren', status: 'disabled' },
      ],
    });
    const plan = await screen.findByRole('region', { name: 'Voorgesteld plan — kies de stappen' });
    expect(screen.getByRole('checkbox', { name: 'Afval controleren' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Koelcel meten' }));
    await userEvent.dblClick(screen.getByRole('button', { name: 'Bevestigen' }));
    expect(toolMessages(session)).toEqual([
      {
        id: 'id-1',
        role: 'tool',
        toolCallId: 'tc',
        content: JSON.stringify({
          accepted: true,
          steps: [
            { description: 'Keuken bekijken', status: 'enabled' },
            { description: 'Koelcel meten', status: 'disabled' },
            { description: 'Afval controleren', status: 'disabled' },
          ],
        }),
      },
    ]);
    expect(mapGet(session.store.getState().toolCalls, 'tc')?.status).toBe('completed');
    expect(plan).not.toBeInTheDocument();
  });

  it('asks about a tool it does not know with confirm or reject and an optional note', async () => {
    const session = leftToClient('set_reminder', { at: '09:00', what: 'Koelcel meten' });
    await screen.findByRole('region', { name: /De assistent vraagt je bevestiging/ });
    expect(screen.getByRole('generic', { name: 'Gegevens' })).toHaveTextContent('"what": "Koelcel meten"');
    await userEvent.type(screen.getByRole('textbox', { name: 'Opmerking (optioneel)' }), 'Liever om tien');
    await userEvent.click(screen.getByRole('button', { name: 'Afwijzen' }));
    expect(toolMessages(session)).toMatchObject([
      { role: 'tool', toolCallId: 'tc', content: JSON.stringify({ confirmed: false, note: 'Liever om tien' }) },
    ]);
  });

  it('shows a document to confirm as text (AG-UI dojo write_document)', async () => {
    const session = leftToClient('write_document', { document: 'Bevindingen:\n- koelcel 9 °C' });
    await screen.findByRole('region', { name: /De assistent vraagt je bevestiging/ });
    expect(screen.getByRole('generic', { name: 'Document' }).textContent).toBe('Bevindingen:\n- koelcel 9 °C');
    await userEvent.click(screen.getByRole('button', { name: 'Bevestigen' }));
    expect(toolMessages(session)).toMatchObject([{ role: 'tool', content: JSON.stringify({ confirmed: true }) }]);
  });

  it('a confirmed background colour (dojo change_background) colours the conversation; a refused one does not', async () => {
    const session = leftToClient('change_background', { background: 'lightblue' });
    expect(await screen.findByText('Nieuwe achtergrondkleur van het gesprek: lightblue')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Bevestigen' }));
    expect(session.store.getState().chatBackground).toBe('lightblue');
  });

  it('never takes a background that could load or run something', async () => {
    const session = leftToClient('change_background', { background: 'url(https://evil.example/x.png)' });
    expect(await screen.findByText(/Deze kleur kan niet gebruikt worden/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Bevestigen' }));
    expect(session.store.getState().chatBackground).toBeUndefined();
  });
});
