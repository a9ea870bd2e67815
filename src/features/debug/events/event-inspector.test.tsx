import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installFakeLayout } from '../../../testing/fake-layout';
import { createTestSession, feedSession, renderWithSession } from '../../../testing/render-with-session';
import { EventInspector } from './event-inspector';

installFakeLayout();

const started = { type: 'RUN_STARTED', threadId: 'test-thread', runId: 'run-1' };
const sent = {
  type: 'local.sent',
  clientId: 'c1',
  payload: { threadId: 'test-thread', runId: 'run-1', messages: [] },
  at: 1,
  size: 64,
};
const content = (messageId: string, delta: string) => ({ type: 'TEXT_MESSAGE_CONTENT', messageId, delta });

function setup(events: unknown[]) {
  const session = createTestSession();
  feedSession(session, events);
  const onReplay = vi.fn();
  renderWithSession(<EventInspector onReplay={onReplay} />, session);
  return { session, onReplay, user: userEvent.setup() };
}

const frames = () => within(screen.getByRole('list', { name: 'Ontvangen en verzonden frames' }));
const rowButtons = () => frames().queryAllByRole('button', { expanded: false });

describe('EventInspector', () => {
  it('lists every frame with its sequence, direction, type and size', () => {
    setup([sent, started]);
    expect(screen.getByRole('region', { name: 'Gebeurtenissen' })).toBeInTheDocument();
    const [out, inbound] = rowButtons();
    expect(out).toHaveTextContent(/#1.*uit.*RunAgentInput.*64 B/);
    expect(inbound).toHaveTextContent(/#2.*in.*RUN_STARTED/);
    expect(screen.getByText('2 van 2')).toBeInTheDocument();
  });

  it('highlights a rejected frame with its reason and marks a broken rule with its name and why', () => {
    setup([started, { type: 'NOPE' }, { type: 'TOOL_CALL_END', toolCallId: 'ghost' }]);
    const reason = frames().getByText('Afgewezen: unknown event type "NOPE"');
    expect(reason.parentElement).toHaveClass('bg-rose-50');
    expect(frames().getByText(/REJECTED/)).toBeInTheDocument();
    const rule = frames().getByText('Einde zonder start').closest('li')!;
    expect(rule).toHaveTextContent('⚠ Einde zonder start end-without-start — ghost is beëindigd maar nooit gestart.');
  });

  it('shows only the frames with problems when asked', async () => {
    const { user } = setup([started, { type: 'NOPE' }, content('m-9', 'x'), { type: 'CUSTOM', name: 'x', value: 1 }]);
    await user.click(screen.getByRole('checkbox', { name: 'Alleen problemen' }));
    expect(rowButtons().map((row) => row.textContent)).toEqual([
      expect.stringContaining('REJECTED'),
      expect.stringContaining('TEXT_MESSAGE_CONTENT'),
    ]);
    expect(frames().getByText('Inhoud vóór start')).toBeInTheDocument();
    expect(screen.getByText('2 van 4')).toBeInTheDocument();
  });

  it('filters by type, by direction and by free text in the payload', async () => {
    const { user } = setup([
      sent,
      started,
      { type: 'NOPE' },
      content('m-1', 'appeltaart'),
      content('m-2', 'stroopwafel'),
    ]);
    const type = screen.getByLabelText('Type');
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Alle typen', 'REJECTED', 'RUN_STARTED', 'RunAgentInput', 'TEXT_MESSAGE_CONTENT']);
    await user.selectOptions(type, 'REJECTED');
    expect(rowButtons()).toHaveLength(1);
    expect(rowButtons()[0]).toHaveTextContent('REJECTED');
    await user.selectOptions(type, '');
    await user.selectOptions(screen.getByLabelText('Richting'), 'out');
    expect(rowButtons().map((row) => row.textContent)).toEqual([expect.stringContaining('RunAgentInput')]);
    await user.selectOptions(screen.getByLabelText('Richting'), 'all');
    await user.type(screen.getByLabelText('Zoeken'), 'STROOP');
    expect(rowButtons()).toHaveLength(1);
    expect(screen.getByText('1 van 5')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Zoeken'));
    await user.type(screen.getByLabelText('Zoeken'), 'nothing like this');
    expect(screen.getByText('Geen frames voor dit filter.')).toBeInTheDocument();
  });

  it('renders a payload only when its row is expanded, cutting a huge one until asked', async () => {
    const { user } = setup([started, content('m-big', 'x'.repeat(50_000))]);
    expect(screen.queryByRole('region', { name: /^Inhoud/ })).toBeNull();
    await user.click(rowButtons()[0]!);
    expect(frames().getByRole('button', { expanded: true })).toHaveTextContent('RUN_STARTED');
    expect(screen.getByRole('region', { name: 'Inhoud van #1' })).toHaveTextContent('"runId": "run-1"');
    await user.click(screen.getByRole('button', { name: 'Boom' }));
    expect(screen.queryByRole('region', { name: 'Inhoud van #1' })).toBeNull();
    expect(frames().getByText('"run-1"')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tekst' }));
    await user.click(rowButtons()[0]!);
    const big = screen.getByRole('region', { name: 'Inhoud van #2' });
    expect(big.textContent).toHaveLength(20_000);
    expect(screen.getByText(/Eerste 19.5 KB van 48.9 KB getoond/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Alles tonen' }));
    expect(big.textContent!.length).toBeGreaterThan(50_000);
  });

  it('freezes the list while paused, counting what arrives, and catches up when following again', async () => {
    const { session, user } = setup([started]);
    await user.click(screen.getByRole('button', { name: 'Pauzeren' }));
    feedSession(session, [content('m-1', 'a'), content('m-1', 'b')]);
    expect(rowButtons()).toHaveLength(1);
    expect(screen.getByText('2 nieuw sinds pauze')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volgen' }));
    expect(rowButtons()).toHaveLength(3);
    expect(screen.queryByText(/nieuw sinds pauze/)).toBeNull();
  });

  it('virtualizes a full log, follows its newest entry and tells how many the cap dropped', async () => {
    const { session } = setup(Array.from({ length: 5_010 }, (_, i) => content('m-1', `delta ${i}`)));
    expect(screen.getByText('10 weggevallen door de limiet')).toBeInTheDocument();
    expect(screen.getByText('5000 van 5000')).toBeInTheDocument();
    await waitFor(() => expect(rowButtons().at(-1)).toHaveTextContent('#5010'));
    expect(rowButtons().length).toBeLessThan(60);
    feedSession(session, [started]);
    await waitFor(() => expect(rowButtons().at(-1)).toHaveTextContent(/#5011.*RUN_STARTED/));
    expect(screen.getByText('11 weggevallen door de limiet')).toBeInTheDocument();
  });
});
