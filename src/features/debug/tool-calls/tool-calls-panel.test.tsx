import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestSession, feedSession, renderWithSession } from '../../../testing/render-with-session';
import { agent, argsOf, ended, feedTimed, resultOf, runStarted, started } from '../../../testing/tool-call-events';
import { ToolCallsPanel } from './tool-calls-panel';

const setup = () => renderWithSession(<ToolCallsPanel />, createTestSession());
const row = (name: RegExp) => screen.getByRole('button', { name });

describe('ToolCallsPanel', () => {
  it('says so when there are no tool calls yet', () => {
    setup();
    expect(screen.getByRole('region', { name: 'Tool-aanroepen' })).toHaveTextContent(
      'Nog geen tool-aanroepen in dit gesprek.',
    );
  });

  it('opens the newest running call and shows its arguments while they stream', () => {
    const { session } = setup();
    feedSession(session, [
      runStarted,
      agent('regulation-agent'),
      started('t', 'search_regulations', { toolSpokenName: 'Ik ga de regelgeving doorzoeken' }),
      argsOf('t', '{"query": "koel'),
    ]);
    const button = row(/argumenten komen binnen.*Ik ga de regelgeving doorzoeken.*search_regulations.*Regelgeving/);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('(nog onvolledig)')).toBeInTheDocument();
    expect(screen.getByText('"koel"')).toBeInTheDocument();
    expect(screen.getByText('Nog geen resultaat.')).toBeInTheDocument();
  });

  it('shows raw argument text when nothing parses yet', () => {
    const { session } = setup();
    feedSession(session, [started('t'), argsOf('t', 'query=koel')]);
    expect(screen.getByText('(nog niet als JSON te lezen, ruwe tekst)')).toBeInTheDocument();
    expect(screen.getByText('query=koel')).toBeInTheDocument();
  });

  it('shows a completed call with its result pretty and its timings', () => {
    const { session } = setup();
    const start = new Date(2025, 5, 3, 14, 3, 7, 250).getTime();
    feedTimed(session, [[started('t'), start]]);
    feedTimed(session, [
      [argsOf('t', '{"query":"koelcel"}'), start + 100],
      [ended('t'), start + 400],
      [resultOf('t', '{"rules":["852/2004","178/2002"]}'), start + 1634],
    ]);
    expect(row(/klaar.*search_regulations/)).toHaveAttribute('aria-expanded', 'true');
    const times = screen.getAllByRole('definition');
    expect(times.map((cell) => cell.textContent)).toEqual([
      '14:03:07,250',
      '14:03:07,650+400 ms',
      '14:03:08,884+1,23 s(totaal 1,63 s)',
    ]);
    expect(screen.getByText('"852/2004"')).toBeInTheDocument();
  });

  it('marks a failed call and one interrupted by a lost connection', () => {
    const { session } = setup();
    feedSession(session, [
      runStarted,
      started('a', 'lookup_company'),
      ended('a'),
      resultOf('a', '', { error: 'KVK niet bereikbaar' }),
    ]);
    feedSession(session, [started('b', 'get_history')]);
    feedSession(session, [{ type: 'local.connection', status: 'reconnecting', at: 5 }]);
    expect(row(/mislukt.*lookup_company/)).toBeInTheDocument();
    expect(row(/onderbroken.*get_history/)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByText('niet ontvangen')).toHaveLength(2);
  });

  it('shows the error of a failed call when opened', async () => {
    const { session } = setup();
    feedSession(session, [
      started('a', 'lookup_company'),
      started('b'),
      resultOf('a', 'stack', { error: 'KVK niet bereikbaar' }),
    ]);
    await userEvent.click(row(/mislukt.*lookup_company/));
    expect(await screen.findByText('Fout: KVK niet bereikbaar')).toBeInTheDocument();
  });

  it('marks an orphan result', () => {
    const { session } = setup();
    feedSession(session, [resultOf('ghost', 'iets')]);
    expect(row(/klaar.*wees: start nooit ontvangen.*unknown_tool/)).toBeInTheDocument();
  });

  it('lists calls restored from history collapsed, without timings', async () => {
    const { session } = setup();
    feedSession(session, [
      {
        type: 'local.history',
        at: 1,
        entries: [
          { role: 'user', content: 'Wie is KVK 1?' },
          {
            role: 'tool_call',
            tool_call_id: 'h1',
            tool_name: 'get_company',
            content: '{"kvk":"1"}',
            agent_id: 'history-agent',
          },
          { role: 'tool', tool_call_id: 'h1', content: '{"name":"Bella Rosa"}' },
        ],
      },
    ]);
    const button = row(/klaar.*get_company.*Bedrijfshistorie.*uit de geschiedenis/);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Resultaat')).toBeNull();
    await userEvent.click(button);
    expect(screen.getByText('Uit de geschiedenis geladen: tijden onbekend.')).toBeInTheDocument();
    expect(screen.getByText('"Bella Rosa"')).toBeInTheDocument();
    expect(within(button.closest('li')!).getByRole('button', { name: 'Toon in gesprek' })).toBeDisabled();
  });
});
