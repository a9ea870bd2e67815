import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestSession, feedSession, renderWithSession } from '../../testing/render-with-session';
import { StatePanel } from './state-panel';

const snapshot = (status: string) => ({ type: 'STATE_SNAPSHOT', snapshot: { status, findings: [] } });
const delta = (...ops: unknown[]) => ({ type: 'STATE_DELTA', delta: ops });
const addFinding = (id: string) => delta({ op: 'add', path: '/findings/-', value: { id } });

function setup(events: unknown[]) {
  const session = createTestSession();
  feedSession(session, events);
  renderWithSession(<StatePanel />, session);
  return session;
}

const slider = () => screen.getByRole('slider', { name: 'Tijdreis door de status' });
const tree = () => screen.getByRole('button', { name: /^\{/ }).closest('ul') as HTMLElement;
const live = () => screen.getByText(/^(Live|Eerdere status)/);
const shown = () => screen.getByRole('list', { name: 'Getoonde wijziging' });

describe('state time-travel', () => {
  it('has no scrubber before there are two states to choose between', () => {
    setup([snapshot('processing')]);
    expect(screen.queryByRole('slider')).toBeNull();
  });

  it('follows the newest state while live', () => {
    const session = setup([snapshot('processing'), addFinding('f1')]);
    expect(slider()).toHaveValue('1');
    expect(slider()).toHaveAttribute('aria-valuetext', expect.stringMatching(/^2 van 2: wijziging om /));
    expect(live()).toHaveTextContent('Live: de status van nu');
    expect(live()).toHaveAttribute('aria-live', 'polite');
    feedSession(session, [addFinding('f2')]);
    expect(slider()).toHaveValue('2');
    expect(screen.getByText('"f2"')).toBeInTheDocument();
  });

  it('shows an earlier snapshot, marked as such, and holds it while new states arrive', () => {
    const session = setup([snapshot('processing'), addFinding('f1'), snapshot('completed')]);
    fireEvent.change(slider(), { target: { value: '0' } });
    expect(within(tree()).getByText('"processing"')).toBeInTheDocument();
    expect(screen.queryByText('"completed"')).toBeNull();
    expect(shown()).toHaveTextContent('volledige status');
    expect(slider()).toHaveAttribute('aria-valuetext', expect.stringMatching(/^1 van 3: volledige status/));

    feedSession(session, [addFinding('f2'), addFinding('f3'), { type: 'STEP_STARTED', stepName: 'x' }]);
    expect(live()).toHaveTextContent('Eerdere status, vastgehouden · 2 nieuwe wijzigingen');
    expect(within(tree()).getByText('"processing"')).toBeInTheDocument();
    expect(slider()).toHaveValue('0');
    expect(slider()).toHaveAttribute('max', '4');
  });

  it('highlights what the picked delta changed', () => {
    setup([snapshot('processing'), addFinding('f1'), delta({ op: 'replace', path: '/status', value: 'done' })]);
    fireEvent.change(slider(), { target: { value: '1' } });
    expect(shown()).toHaveTextContent('add /findings/-');
    expect(screen.getByRole('button', { name: /"findings"/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /gewijzigd/ })).toHaveAccessibleName(/^0:\s*gewijzigd/);
    expect(within(tree()).getByText('"processing"')).toBeInTheDocument();
  });

  it('counts from when time-travel began, and goes back to live with the keyboard', async () => {
    const user = userEvent.setup();
    const session = setup([snapshot('processing'), addFinding('f1'), snapshot('completed')]);
    fireEvent.change(slider(), { target: { value: '1' } });
    feedSession(session, [addFinding('f2')]);
    fireEvent.change(slider(), { target: { value: '0' } });
    expect(live()).toHaveTextContent('1 nieuwe wijziging');

    screen.getByRole('button', { name: 'Terug naar live' }).focus();
    await user.keyboard('{Enter}');
    expect(live()).toHaveTextContent('Live: de status van nu');
    expect(screen.queryByRole('list', { name: 'Getoonde wijziging' })).toBeNull();
    expect(within(tree()).getByText('"completed"')).toBeInTheDocument();
    expect(slider()).toHaveFocus();
    expect(slider()).toHaveValue('3');
  });
});
