import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestSession, feedSession, renderWithSession } from '../../../testing/render-with-session';
import { argsOf, ended, resultOf, started } from '../../../testing/tool-call-events';
import { ToolCallsPanel } from './tool-calls-panel';

function openCall(events: readonly unknown[]) {
  const session = createTestSession();
  renderWithSession(<ToolCallsPanel />, session);
  feedSession(session, [started('t'), argsOf('t', '{"query":"koelcel","max":5}')]);
  feedSession(session, [ended('t'), ...events]);
  return session;
}

function setClipboard(clipboard: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

describe('ToolCallDetails copy buttons', () => {
  afterEach(() => {
    delete (navigator as { clipboard?: unknown }).clipboard;
  });

  it('copies the arguments pretty and the result as received, and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    openCall([resultOf('t', '5 regels')]);
    await user.click(screen.getByRole('button', { name: 'Argumenten kopiëren' }));
    expect(writeText).toHaveBeenLastCalledWith('{\n  "query": "koelcel",\n  "max": 5\n}');
    expect(await screen.findByText('Gekopieerd')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resultaat kopiëren' }));
    expect(writeText).toHaveBeenLastCalledWith('5 regels');
  });

  it('reports a browser without a clipboard, and a refused copy, without throwing', async () => {
    const user = userEvent.setup();
    setClipboard(undefined);
    openCall([resultOf('t', '5 regels')]);
    await user.click(screen.getByRole('button', { name: 'Resultaat kopiëren' }));
    expect(await screen.findByText('Kopiëren kan hier niet (geen klembord)')).toBeInTheDocument();
    setClipboard({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    await user.click(screen.getByRole('button', { name: 'Argumenten kopiëren' }));
    expect(await screen.findByText('Kopiëren mislukt')).toBeInTheDocument();
  });
});

describe('ToolCallDetails large results', () => {
  it('renders the first 20 KB of a 1 MB result until asked for all', async () => {
    const rows = Array.from({ length: 12_000 }, (_, index) => ({ index, text: 'x'.repeat(60) }));
    const result = JSON.stringify(rows);
    expect(result.length).toBeGreaterThan(900_000);
    openCall([resultOf('t', result)]);
    const pretty = JSON.stringify(rows, null, 2);
    const note = screen.getByText(/^Eerste 20\.000 van [\d.]+ tekens getoond\.$/);
    const text = note.closest('div')!.querySelector('pre')!;
    expect(text.textContent).toHaveLength(20_000);
    await userEvent.click(screen.getByRole('button', { name: 'Toon alles' }));
    expect(text.textContent).toHaveLength(pretty.length);
    expect(screen.queryByRole('button', { name: 'Toon alles' })).toBeNull();
  });

  it('shows a plain-text result as text', () => {
    openCall([resultOf('t', 'Geen regels gevonden voor "koelcel"')]);
    expect(screen.getByText('Geen regels gevonden voor "koelcel"', { selector: 'pre' })).toBeInTheDocument();
  });
});
