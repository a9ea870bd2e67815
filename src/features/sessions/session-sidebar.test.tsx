import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../api/api-context';
import { createHttp } from '../../api/http';
import { createSessionApi } from '../../api/session-api';
import { SessionSidebar } from './session-sidebar';

const session = (id: string, title: string, minutesAgo: number) => ({
  sessionId: id,
  userId: 'koen',
  title,
  firstMessagePreview: `${title.slice(0, 20)}…`,
  messageCount: 4,
  createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  lastActivity: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(server: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => server(String(input), init));
  const onOpen = vi.fn();
  render(
    <ApiProvider
      api={createSessionApi(createHttp('http://api', fetchImpl as typeof fetch), { retries: 0, delayMs: 0 })}
    >
      <SessionSidebar userId="koen" currentThreadId="b" onOpen={onOpen} onNew={vi.fn()} />
    </ApiProvider>,
  );
  return { fetchImpl, onOpen };
}

const list = {
  success: true,
  sessions: [session('a', 'Inspectie Bella Rosa', 5), session('b', 'Herinspectie Snackbar', 90)],
  totalCount: 2,
};

describe('SessionSidebar', () => {
  it('lists sessions with their activity, marks the current one and opens one on click', async () => {
    const { onOpen } = setup(() => json(list));
    const current = await screen.findByRole('button', { name: 'Herinspectie Snackbar' });
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(current).toHaveAccessibleDescription(/2 uur geleden,\s?4 berichten$/);
    await userEvent.click(screen.getByRole('button', { name: 'Inspectie Bella Rosa' }));
    expect(onOpen).toHaveBeenCalledWith('a');
  });

  it('filters by title', async () => {
    setup(() => json(list));
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Zoek op titel' }), 'snack');
    expect(screen.queryByRole('button', { name: 'Inspectie Bella Rosa' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Herinspectie Snackbar' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), 'xyz');
    expect(screen.getByText('Geen inspecties gevonden voor “snackxyz”.')).toBeInTheDocument();
  });

  it('removes a session at once and puts it back with a message when the server refuses', async () => {
    setup((url, init) => (init?.method === 'DELETE' ? json({ detail: 'Database onbereikbaar' }, 500) : json(list)));
    await userEvent.click(await screen.findByRole('button', { name: 'Verwijder “Inspectie Bella Rosa”' }));
    const dialog = screen.getByRole('dialog', { name: 'Inspectie “Inspectie Bella Rosa” definitief verwijderen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Verwijderen mislukt: Database onbereikbaar. De inspectie staat er weer.',
    );
    expect(screen.getByRole('button', { name: 'Inspectie Bella Rosa' })).toBeInTheDocument();
  });

  it('shows a failed load where the list would be, with a retry', async () => {
    let fail = true;
    setup(() => (fail ? json({ detail: 'Interne fout' }, 500) : json(list)));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Inspecties konden niet geladen worden: de server meldt fout 500 (Interne fout)',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('button', { name: 'Inspectie Bella Rosa' })).toBeInTheDocument();
  });
});
