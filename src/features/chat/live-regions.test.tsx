import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
