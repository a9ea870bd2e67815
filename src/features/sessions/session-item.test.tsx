import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionSummary } from '../../api/contract';
import { SessionItem } from './session-item';
import type { TitleContrast } from './session-preview';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const summary = (fields: Partial<SessionSummary>): SessionSummary => ({
  sessionId: 's1',
  userId: 'koen',
  title: 'Start inspectie bij Restaurant Bella Rosa (KVK 92251854)',
  firstMessagePreview: 'Start inspectie bij Restaurant Bella Rosa (KVK…',
  messageCount: 4,
  createdAt: minutesAgo(30),
  lastActivity: minutesAgo(5),
  ...fields,
});

function renderItem(session: SessionSummary, contrast?: TitleContrast) {
  render(<SessionItem session={session} contrast={contrast} current={false} onOpen={vi.fn()} onDelete={vi.fn()} />);
  return screen.getByRole('button', { name: session.title || 'Naamloze inspectie' });
}

describe('SessionItem', () => {
  it('joins its facts with one separator, none loose', () => {
    const button = renderItem(summary({}));
    expect(button).toHaveAccessibleDescription('5 minuten geleden · 4 berichten');
    expect(button.textContent).not.toMatch(/·\s*,|,\s*$/);
  });

  it('leaves no separator when the server sent a time it cannot read', () => {
    const button = renderItem(summary({ lastActivity: 'gisteren', messageCount: 1 }));
    expect(button).toHaveAccessibleDescription('1 bericht');
  });

  it('keeps the whole title, for two lines at most', () => {
    const button = renderItem(summary({}));
    const title = screen.getByText('Start inspectie bij Restaurant Bella Rosa (KVK 92251854)');
    expect(button).toContainElement(title);
    expect(title).toHaveClass('line-clamp-2');
  });

  it('says under a title cut short, that starts as others do, what differs', () => {
    // Two lines were not enough for the title: its clamp hides the rest.
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(72);
    const client = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(48);
    const button = renderItem(summary({}), { tail: '…Bella Rosa (KVK 92251854)' });
    expect(button).toHaveAccessibleDescription('…Bella Rosa (KVK 92251854) 5 minuten geleden · 4 berichten');
    scroll.mockRestore();
    client.mockRestore();
  });

  it('says nothing more under a title shown whole: what differs is in view', () => {
    const button = renderItem(summary({}), { tail: '…Bella Rosa (KVK 92251854)' });
    expect(button).toHaveAccessibleDescription('5 minuten geleden · 4 berichten');
  });

  it('shows the first message when the title does not say it already', () => {
    const button = renderItem(summary({ title: 'Bella Rosa, koelcel' }));
    expect(button).toHaveAccessibleDescription(/^Start inspectie bij Restaurant Bella Rosa \(KVK… 5 minuten/);
  });

  it('says when a session began whose title another has too', () => {
    const button = renderItem(summary({ createdAt: '2026-03-14T09:32:00Z' }), { same: true });
    expect(button).toHaveAccessibleDescription(/^Begonnen 14 mrt\.?,? \d\d:32 5 minuten geleden · 4 berichten$/);
  });
});
