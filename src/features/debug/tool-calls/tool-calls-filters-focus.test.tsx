import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeLayout } from '../../../testing/fake-layout';
import { createTestSession, feedSession, renderWithSession } from '../../../testing/render-with-session';
import { agent, ended, resultOf, runStarted, started } from '../../../testing/tool-call-events';
import { useFocus } from '../../../ui-state/focus-store';
import { ToolCallsPanel } from './tool-calls-panel';

installFakeLayout(600, 40);

const threeCalls = [
  runStarted,
  agent('history-agent'),
  started('a', 'get_company', { parentMessageId: 'm1' }),
  resultOf('a', '{"name":"Bella Rosa"}'),
  agent('regulation-agent'),
  started('b', 'search_regulations'),
  ended('b'),
  resultOf('b', '', { error: 'time-out' }),
  started('c', 'search_regulations'),
  resultOf('c', '3 regels'),
];

function setup() {
  const session = createTestSession();
  renderWithSession(<ToolCallsPanel />, session);
  feedSession(session, threeCalls);
  return session;
}

describe('ToolCallsPanel filters', () => {
  it('filters by status, tool and agent and counts what is shown', async () => {
    setup();
    expect(screen.getByText('3 van 3')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Mislukt');
    expect(screen.getByText('1 van 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /mislukt.*search_regulations/ })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Alle');
    await userEvent.selectOptions(screen.getByLabelText('Tool'), 'search_regulations');
    expect(screen.getByText('2 van 3')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Agent'), 'Bedrijfshistorie');
    expect(screen.getByText('0 van 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filters wissen' }));
    expect(screen.getByText('3 van 3')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /get_company|search_regulations/ })).toHaveLength(3);
  });
});

describe('ToolCallsPanel focus', () => {
  beforeEach(() => {
    useFocus.setState({ toolCall: undefined, message: undefined });
  });

  it('opens, scrolls to and highlights the call the chat asks for, clearing filters that hide it', async () => {
    setup();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Mislukt');
    act(() => useFocus.getState().showToolCall('a'));
    const row = screen.getByRole('button', { name: /klaar.*get_company/ });
    expect(row).toHaveAttribute('aria-expanded', 'true');
    expect(row.parentElement).toHaveClass('ring-2');
    expect(screen.getByText('3 van 3')).toBeInTheDocument();

    await userEvent.click(row);
    act(() => useFocus.getState().showToolCall('a'));
    expect(row).toHaveAttribute('aria-expanded', 'true');
  });

  it('renders only the calls in view, and scrolls one far down the list into view when asked', async () => {
    const session = createTestSession();
    renderWithSession(<ToolCallsPanel />, session);
    feedSession(session, [
      runStarted,
      ...Array.from({ length: 300 }, (_, i) => [started(`t${i}`, `tool_${i}`), resultOf(`t${i}`, 'ok')]).flat(),
    ]);
    expect(screen.getAllByRole('button', { expanded: false }).length).toBeLessThan(60);
    expect(screen.queryByRole('button', { name: /tool_250/ })).toBeNull();
    // The highlight's two seconds must not run out while a busy machine looks for the row.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      act(() => useFocus.getState().showToolCall('t250'));
      // The rows it lands on render when the scroll arrives, as in a browser.
      await act(() => Promise.resolve());
      const row = screen.getByRole('button', { name: /tool_250/ });
      expect(row).toHaveAttribute('aria-expanded', 'true');
      expect(row.parentElement).toHaveClass('ring-2');
    } finally {
      vi.useRealTimers();
    }
    expect(
      screen.getByRole('region', { name: 'Tool-aanroepen' }).querySelector('.overflow-y-auto')!.scrollTop,
    ).toBeGreaterThan(200 * 40);
  });

  it('follows a request made before the panel opened and lets the highlight fade', () => {
    vi.useFakeTimers();
    try {
      useFocus.getState().showToolCall('c');
      setup();
      const row = screen.getByRole('button', { name: /klaar.*search_regulations/ });
      expect(row).toHaveAttribute('aria-expanded', 'true');
      expect(row.parentElement).toHaveClass('ring-2');
      act(() => vi.advanceTimersByTime(2000));
      expect(row.parentElement).not.toHaveClass('ring-2');
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks the chat to show the message a call belongs to, without focusing the call again', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: /get_company/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Toon in gesprek' }));
    expect(useFocus.getState().message?.id).toBe('m1');
    await userEvent.click(screen.getByRole('button', { name: 'Toon in gesprek' }));
    expect(useFocus.getState().toolCall).toBeUndefined();
  });
});
