import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeLayout } from '../../testing/fake-layout';
import { recordLiveRegions } from '../../testing/live-regions';
import { createTestSession, feedSession, renderWithSession } from '../../testing/render-with-session';
import { MessageList } from './message-list';
import { StatusLine } from './status-line';

installFakeLayout(600, 50);

const answer =
  '## Bevindingen\n\nDe koelcel is 9 graden. Dat is te warm voor zuivel.\n\n- Temperatuur meten\n- Opnieuw controleren';
/** ~20 fragments, most ending mid-word, as a streaming answer arrives. */
const fragments = Array.from({ length: Math.ceil(answer.length / 6) }, (_, i) => answer.slice(i * 6, i * 6 + 6));

function streamedRun() {
  const session = createTestSession();
  const { container } = renderWithSession(
    <>
      <MessageList />
      <StatusLine />
    </>,
    session,
  );
  return { session, container };
}

describe('what a screen reader hears of a streamed answer', () => {
  it('keeps the conversation busy and quiet while it streams, then says the finished answer once', async () => {
    const { session, container } = streamedRun();
    await waitFor(() => expect(container.querySelector('.sr-only[aria-live="polite"]')).not.toBeNull());
    const live = recordLiveRegions(container);
    const feed = (events: readonly unknown[]) => {
      feedSession(session, events);
      live.flush();
    };
    feed([
      { type: 'RUN_STARTED', threadId: 'test-thread', runId: 'r1' },
      { type: 'TEXT_MESSAGE_START', messageId: 'a1', role: 'assistant' },
    ]);
    // The rows' code loads with the first row (message-list.tsx): the log holding them is the one to follow.
    await waitFor(() => expect(screen.getByRole('log', { name: 'Gesprek' }).querySelector('article')).not.toBeNull());
    const log = screen.getByRole('log', { name: 'Gesprek' });
    for (const [index, delta] of fragments.entries()) {
      feed([{ type: 'TEXT_MESSAGE_CONTENT', messageId: 'a1', delta }]);
      if (index === 3) {
        feed([
          { type: 'TOOL_CALL_START', toolCallId: 't1', toolCallName: 'search_regulations', parentMessageId: 'a1' },
          { type: 'TOOL_CALL_ARGS', toolCallId: 't1', delta: '{"q": "koel"}' },
          { type: 'TOOL_CALL_END', toolCallId: 't1' },
          { type: 'TOOL_CALL_RESULT', messageId: 'x1', toolCallId: 't1', content: 'gevonden' },
        ]);
      }
      expect(log).toHaveAttribute('aria-busy', 'true');
      expect(log.querySelector('article')).toHaveAttribute('aria-busy', 'true');
    }
    const heardWhileStreaming = live.changes.filter((change) => change.region !== 'status');
    expect(heardWhileStreaming).toEqual([]);

    feed([
      { type: 'TEXT_MESSAGE_END', messageId: 'a1' },
      { type: 'RUN_FINISHED', threadId: 'test-thread', runId: 'r1' },
    ]);
    expect(log).toHaveAttribute('aria-busy', 'false');
    expect(log.querySelector('article')).not.toHaveAttribute('aria-busy');
    const heard = live.changes.filter((change) => change.region !== 'status');
    expect(heard).toEqual([
      {
        region: 'aria-live=polite',
        text: expect.stringMatching(
          /^[^:]+: Bevindingen De koelcel is 9 graden\. Dat is te warm voor zuivel\. Temperatuur meten Opnieuw controleren$/,
        ),
      },
    ]);
    // Nothing more is said when the run settles or anything else re-renders.
    feed([{ type: 'RUN_STARTED', threadId: 'test-thread', runId: 'r2' }]);
    expect(live.changes.filter((change) => change.region !== 'status')).toHaveLength(1);
    live.stop();
  });

  it('says a long answer is ready instead of reading it whole', async () => {
    const { session, container } = streamedRun();
    await waitFor(() => expect(container.querySelector('.sr-only[aria-live="polite"]')).not.toBeNull());
    const live = recordLiveRegions(container);
    feedSession(session, [
      { type: 'RUN_STARTED', threadId: 'test-thread', runId: 'r1' },
      { type: 'TEXT_MESSAGE_START', messageId: 'a1', role: 'assistant' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'a1', delta: 'Een lange zin over de inspectie. '.repeat(20) },
      { type: 'TEXT_MESSAGE_END', messageId: 'a1' },
    ]);
    live.flush();
    expect(live.changes.filter((change) => change.region !== 'status').map((change) => change.text)).toEqual([
      expect.stringMatching(/^Antwoord van .+ klaar$/),
    ]);
  });

  it('does not announce answers restored from history', async () => {
    const { session, container } = streamedRun();
    await waitFor(() => expect(container.querySelector('.sr-only[aria-live="polite"]')).not.toBeNull());
    const live = recordLiveRegions(container);
    feedSession(session, [
      {
        type: 'local.history',
        entries: [
          { role: 'user', content: 'Hoi' },
          { role: 'assistant', content: 'Hallo, waarmee kan ik helpen?' },
        ],
        at: 1,
      },
    ]);
    live.flush();
    expect(live.changes.filter((change) => change.region !== 'status')).toEqual([]);
  });
});

const step = (name: string) => [
  { type: 'STEP_STARTED', stepName: name },
  { type: 'STEP_FINISHED', stepName: name },
];
const agentIs = (agent: string) => ({ type: 'STATE_SNAPSHOT', snapshot: { current_agent: agent } });
const toolCall = (id: string, name: string) => [
  { type: 'TOOL_CALL_START', toolCallId: id, toolCallName: name },
  { type: 'TOOL_CALL_ARGS', toolCallId: id, delta: '{}' },
  { type: 'TOOL_CALL_END', toolCallId: id },
  { type: 'TOOL_CALL_RESULT', messageId: `r-${id}`, toolCallId: id, content: 'ok' },
];
/** AGORA's way: routed, handed to a specialist, tools in between steps, a second agent writing the answer. */
const multiAgentAnswer: readonly (readonly unknown[])[] = [
  [{ type: 'RUN_STARTED', threadId: 'test-thread', runId: 'r1' }, ...step('routing'), agentIs('general-agent')],
  [{ type: 'STEP_STARTED', stepName: 'thinking' }, ...toolCall('t1', 'transfer_to_history')],
  [agentIs('history-agent'), { type: 'STEP_FINISHED', stepName: 'thinking' }, ...step('executing_tools')],
  [...toolCall('t2', 'get_company_info'), ...toolCall('t3', 'get_inspection_history'), ...step('thinking')],
  [
    { type: 'STEP_STARTED', stepName: 'thinking' },
    { type: 'TEXT_MESSAGE_START', messageId: 'a1', role: 'assistant' },
    { type: 'TEXT_MESSAGE_CONTENT', messageId: 'a1', delta: 'Bella Rosa had in 2024 één overtreding.' },
    { type: 'TEXT_MESSAGE_END', messageId: 'a1' },
    { type: 'STEP_FINISHED', stepName: 'thinking' },
  ],
  [{ type: 'RUN_FINISHED', threadId: 'test-thread', runId: 'r1' }],
];

describe('what a screen reader hears of the status line', () => {
  afterEach(() => vi.useRealTimers());

  it('a tool-using, multi-agent answer: at most 3 status announcements, none alike in a row, no agent names', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { session, container } = streamedRun();
    const live = recordLiveRegions(container);
    const shown: string[] = [];
    for (const events of multiAgentAnswer) {
      act(() => feedSession(session, events));
      shown.push(screen.getByRole('status').textContent ?? '');
      act(() => vi.advanceTimersByTime(700));
      live.flush();
    }
    act(() => vi.advanceTimersByTime(3000));
    live.flush();
    // The line itself changed with every step and agent: that is what a sighted inspector sees.
    expect(new Set(shown).size).toBeGreaterThanOrEqual(4);
    const status = live.changes.filter((change) => change.region === 'status').map((change) => change.text);
    expect(status.length).toBeLessThanOrEqual(3);
    expect(status).toEqual(['Bezig…', 'Klaar']);
    expect(status.join(' ')).not.toMatch(/historie|assistent|agent/i);
    const answers = live.changes.filter((change) => change.region !== 'status');
    expect(answers).toHaveLength(1);
    live.stop();
  });

  it('a run that ends inside the gap is told as ended when the gap is over, not before', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { session, container } = streamedRun();
    const live = recordLiveRegions(container);
    act(() => feedSession(session, multiAgentAnswer[0]!));
    act(() => feedSession(session, multiAgentAnswer.slice(1).flat()));
    live.flush();
    expect(live.changes.filter((change) => change.region === 'status')).toEqual([{ region: 'status', text: 'Bezig…' }]);
    act(() => vi.advanceTimersByTime(2999));
    live.flush();
    expect(live.changes.filter((change) => change.region === 'status')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    live.flush();
    expect(live.changes.filter((change) => change.region === 'status').map((change) => change.text)).toEqual([
      'Bezig…',
      'Klaar',
    ]);
    live.stop();
  });
});
