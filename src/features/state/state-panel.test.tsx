import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestSession, feedSession, renderWithSession } from '../../testing/render-with-session';
import { StatePanel } from './state-panel';

const snapshot = (currentAgent: string, findings: unknown[] = []) => ({
  type: 'STATE_SNAPSHOT',
  snapshot: { currentAgent, inspection: { findings } },
});
const delta = (...ops: unknown[]) => ({ type: 'STATE_DELTA', delta: ops });

function setup(events: unknown[] = []) {
  const session = createTestSession();
  feedSession(session, events);
  renderWithSession(<StatePanel />, session);
  return session;
}

const changeRows = () =>
  within(screen.getByRole('list', { name: 'Recente wijzigingen' }))
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.tagName === 'OL');

describe('StatePanel', () => {
  it('says when there is no state and no run yet', () => {
    setup();
    expect(screen.getByRole('region', { name: 'Agentstatus' })).toBeInTheDocument();
    expect(screen.getByText('Nog geen status ontvangen.')).toBeInTheDocument();
    expect(screen.getByText('Nog geen wijzigingen.')).toBeInTheDocument();
    expect(screen.getByText('Nog geen run.')).toBeInTheDocument();
    expect(screen.getByText('nog geen')).toBeInTheDocument();
  });

  it('follows the current agent from snapshot to snapshot', () => {
    const session = setup([snapshot('general-agent')]);
    expect(screen.getByText('Algemene assistent')).toBeInTheDocument();
    feedSession(session, [snapshot('regulation-agent')]);
    expect(screen.getByText('Regelgeving')).toBeInTheDocument();
    expect(screen.queryByText('Algemene assistent')).toBeNull();
  });

  it('opens and highlights what a delta appended', () => {
    const session = setup([snapshot('general-agent')]);
    expect(screen.queryByText('"f1"')).toBeNull();
    feedSession(session, [delta({ op: 'add', path: '/inspection/findings/-', value: { id: 'f1' } })]);
    expect(screen.getByRole('button', { name: /"findings"/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /gewijzigd/ })).toHaveAccessibleName(/^0:\s*gewijzigd/);
    expect(screen.getByText('"f1"')).toBeInTheDocument();
    expect(screen.getByText('add /inspection/findings/-')).toBeInTheDocument();
  });

  it('warns while the state has diverged, until the next snapshot', () => {
    const session = setup([snapshot('general-agent')]);
    feedSession(session, [delta({ op: 'replace', path: '/missing/deep', value: 1 })]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('De status loopt niet meer gelijk met de server');
    expect(alert).toHaveTextContent(/patch failed/);
    expect(within(alert).getByText(/"path": "\/missing\/deep"/)).toBeInTheDocument();
    expect(changeRows()[0]).toHaveTextContent(/mislukt/);

    feedSession(session, [snapshot('general-agent')]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists recent snapshots and deltas newest first', () => {
    setup([
      snapshot('general-agent'),
      delta({ op: 'add', path: '/inspection/findings/-', value: { id: 'f1' } }),
      delta(
        { op: 'replace', path: '/currentAgent', value: 'history-agent' },
        { op: 'move', from: '/inspection', path: '/done' },
      ),
    ]);
    const rows = changeRows();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('replace /currentAgent');
    expect(rows[0]).toHaveTextContent('move /inspection → /done');
    expect(rows[1]).toHaveTextContent('add /inspection/findings/-');
    expect(rows[2]).toHaveTextContent('volledige status');
  });

  it('shows the latest run as an ordered timeline', () => {
    const session = setup([
      { type: 'RUN_STARTED', threadId: 't', runId: 'old' },
      { type: 'RUN_FINISHED', threadId: 't', runId: 'old' },
      { type: 'RUN_STARTED', threadId: 't', runId: 'r' },
      { type: 'STEP_STARTED', stepName: 'thinking' },
      delta({ op: 'replace', path: '/currentAgent', value: 'regulation-agent' }),
      { type: 'TOOL_CALL_START', toolCallId: 'c1', toolCallName: 'search_regulations' },
    ]);
    expect(screen.getByText('Bezig…')).toBeInTheDocument();
    expect(screen.getByText('· Nadenken')).toBeInTheDocument();

    feedSession(session, [
      { type: 'STEP_FINISHED', stepName: 'thinking' },
      { type: 'RUN_ERROR', message: 'kapot' },
    ]);
    const items = within(screen.getByRole('list', { name: 'Verloop van de laatste run' })).getAllByRole('listitem');
    expect(items.map((item) => item.lastElementChild?.textContent)).toEqual([
      'Run gestart',
      'Stap gestart: Nadenken',
      'Overgedragen aan Regelgeving',
      'Tool-aanroep: search_regulations',
      'Stap afgerond: Nadenken',
      'Run mislukt: kapot',
    ]);
    expect(items[0]).toHaveTextContent('+0,0 s');
  });
});
