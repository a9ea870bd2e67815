import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useCapabilities } from '../../api/use-server-data';
import { json, renderWithApi, type FakeServer } from '../../testing/render-with-api';
import SessionSidebar from './session-sidebar';

const session = (id: string, title: string, minutesAgo: number) => ({
  sessionId: id,
  userId: 'koen',
  title,
  firstMessagePreview: `${title.slice(0, 20)}…`,
  messageCount: 4,
  createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  lastActivity: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
});

function setup(server: FakeServer, canRename = false) {
  const onOpen = vi.fn();
  const rendered = renderWithApi(
    <SessionSidebar userId="koen" currentThreadId="b" onOpen={onOpen} onNew={vi.fn()} canRename={canRename} />,
    server,
  );
  return { ...rendered, onOpen };
}

const list = {
  success: true,
  sessions: [session('a', 'Inspectie Bella Rosa', 5), session('b', 'Herinspectie Snackbar', 90)],
  totalCount: 2,
};

describe('SessionSidebar', () => {
  it('lists sessions with their activity, marks the current one and opens one on click', async () => {
    const { onOpen } = setup(() => json(list));
    const current = await screen.findByRole('button', { name: 'Herinspectie Snackbar' }, { timeout: 8000 });
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(current).toHaveAccessibleDescription(/2 uur geleden · 4 berichten$/);
    await userEvent.click(screen.getByRole('button', { name: 'Inspectie Bella Rosa' }));
    expect(onOpen).toHaveBeenCalledWith('a');
  });

  it('filters by title', async () => {
    setup(() => json(list));
    await screen.findByRole('button', { name: 'Herinspectie Snackbar' }, { timeout: 8000 });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Zoek in titels en gesprekken' }), 'snack');
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
      'Verwijderen mislukt: er ging iets mis op de server (fout 500). De inspectie staat er weer.',
    );
    expect(screen.getByRole('button', { name: 'Inspectie Bella Rosa' })).toBeInTheDocument();
  });

  it('shows a failed load where the list would be, with a retry', async () => {
    let fail = true;
    setup(() => (fail ? json({ detail: 'Interne fout' }, 500) : json(list)));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Inspecties konden niet geladen worden: er ging iets mis op de server (fout 500)',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('button', { name: 'Inspectie Bella Rosa' })).toBeInTheDocument();
  });

  it('renames a session inline with the keyboard: the new title at once, the old one back when the server refuses', async () => {
    let refuse = false;
    const puts: unknown[] = [];
    let sessions = list.sessions;
    setup((url, init) => {
      if (init?.method !== 'PUT') return json({ ...list, sessions });
      const { title } = JSON.parse(String(init.body)) as { title: string };
      puts.push({ title });
      if (refuse) return json({ detail: 'Session not found' }, 404);
      sessions = sessions.map((s) => (url.endsWith('/sessions/a') && s.sessionId === 'a' ? { ...s, title } : s));
      return json({ success: true, session: sessions[0] });
    }, true);
    await userEvent.click(await screen.findByRole('button', { name: 'Hernoem “Inspectie Bella Rosa”' }));
    const field = screen.getByRole('textbox', { name: 'Nieuwe titel voor “Inspectie Bella Rosa”' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Bella Rosa, herinspectie{Enter}');
    expect(await screen.findByRole('button', { name: 'Bella Rosa, herinspectie' })).toBeInTheDocument();
    expect(puts).toEqual([{ title: 'Bella Rosa, herinspectie' }]);
    refuse = true;
    await userEvent.click(screen.getByRole('button', { name: 'Hernoem “Herinspectie Snackbar”' }));
    await userEvent.keyboard('{Control>}a{/Control}Iets anders{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hernoemen mislukt: de server kent dit niet (fout 404). De oude titel staat er weer.',
    );
    expect(screen.getByRole('button', { name: 'Herinspectie Snackbar' })).toBeInTheDocument();
  });

  it('Escape leaves the title as it was; without rename support there is nothing to rename', async () => {
    setup(() => json(list), true);
    await userEvent.click(await screen.findByRole('button', { name: 'Hernoem “Inspectie Bella Rosa”' }));
    await userEvent.keyboard('Weg{Escape}');
    expect(screen.getByRole('button', { name: 'Inspectie Bella Rosa' })).toBeInTheDocument();
  });

  it('pages on, asking at most the page size each time', async () => {
    const many = Array.from({ length: 45 }, (_, n) => session(`s${n}`, `Sessie ${n}`, n));
    const { fetchImpl } = setup((url) => {
      const params = new URL(url).searchParams;
      const offset = Number(params.get('offset'));
      return json({
        success: true,
        sessions: many.slice(offset, offset + Number(params.get('limit'))),
        totalCount: 45,
      });
    });
    await screen.findByRole('button', { name: 'Sessie 19' });
    await userEvent.click(screen.getByRole('button', { name: 'Meer laden' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Meer laden' }));
    expect(await screen.findByRole('button', { name: 'Sessie 44' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Meer laden' })).toBeNull();
    const limits = fetchImpl.mock.calls.map(([url]) => Number(new URL(String(url)).searchParams.get('limit')));
    expect(Math.max(...limits)).toBeLessThanOrEqual(100);
  });

  it('keeps to its page size when the server ignores paging, and pages on from the answer it has', async () => {
    const all = Array.from({ length: 10_050 }, (_, n) => session(`s${n}`, `Sessie ${n}`, n));
    const { fetchImpl } = setup(() => json({ success: true, sessions: all, totalCount: 10_050 }));
    await screen.findByRole('button', { name: 'Sessie 19' }, { timeout: 8000 });
    expect(screen.queryByRole('button', { name: 'Sessie 20' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      'De server stuurde 10.050 inspecties; alleen de eerste 10.000 zijn te zien.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Meer laden' }));
    expect(await screen.findByRole('button', { name: 'Sessie 39' })).toBeInTheDocument();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('shows the sessions around an entry it cannot read, and marks that one in its place', async () => {
    const broken = { sessionId: 'kapot-1', userId: 'koen', title: 42 };
    setup(() => json({ ...list, sessions: [list.sessions[0], broken, list.sessions[1]], totalCount: 3 }));
    await screen.findByRole('button', { name: 'Herinspectie Snackbar' }, { timeout: 8000 });
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Inspectie Bella Rosa'),
      'Onleesbare inspectie kapot-1 (klopt niet met het contract; details bij de gebeurtenissen).',
      expect.stringContaining('Herinspectie Snackbar'),
    ]);
  });

  it('keeps showing the list it has when the server cannot be reached, marked offline with its time', async () => {
    let down = false;
    const { queryClient } = setup(() => (down ? Promise.reject(new TypeError('Failed to fetch')) : json(list)));
    await screen.findByRole('button', { name: 'Inspectie Bella Rosa' });
    down = true;
    await queryClient.refetchQueries();
    expect(await screen.findByRole('status')).toHaveTextContent(/^Offline — laatst bijgewerkt \d\d:\d\d/);
    expect(screen.getByRole('button', { name: 'Inspectie Bella Rosa' })).toBeInTheDocument();
  });

  it('a server without a rename (405) turns renaming off quietly: the title back, no alert, no pencils', async () => {
    function WithCapabilities() {
      const can = useCapabilities();
      return (
        <SessionSidebar userId="koen" currentThreadId="b" onOpen={vi.fn()} onNew={vi.fn()} canRename={can.rename} />
      );
    }
    const { fetchImpl } = renderWithApi(<WithCapabilities />, (url, init) => {
      if (init?.method === 'PUT') return json({ detail: 'Method Not Allowed' }, 405);
      return url.endsWith('/') ? json({ service: 'AGORA' }) : json(list);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Hernoem “Inspectie Bella Rosa”' }));
    await userEvent.keyboard('{Control>}a{/Control}Nieuw{Enter}');
    expect(await screen.findByRole('button', { name: 'Inspectie Bella Rosa' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Hernoem/ })).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchImpl.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1);
  });

  it('a refusal about one inspector’s sessions is gone once another inspector works here', async () => {
    function Switching() {
      const [userId, setUserId] = useState('koen');
      return (
        <>
          <button onClick={() => setUserId('fatima')}>Fatima</button>
          <SessionSidebar userId={userId} currentThreadId="b" onOpen={vi.fn()} onNew={vi.fn()} canRename={false} />
        </>
      );
    }
    renderWithApi(<Switching />, (_url, init) => (init?.method === 'DELETE' ? json({}, 500) : json(list)));
    await userEvent.click(await screen.findByRole('button', { name: 'Verwijder “Inspectie Bella Rosa”' }));
    await userEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Verwijderen mislukt/);
    await userEvent.click(screen.getByRole('button', { name: 'Fatima' }));
    await screen.findByRole('button', { name: 'Inspectie Bella Rosa' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    [
      'the server cannot be reached',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'de server is niet bereikbaar',
    ],
    ['a 404', () => json({ detail: 'Session not found' }, 404), 'de server kent dit niet (fout 404)'],
    ['a 5xx', () => json({ detail: 'Internal error: boom' }, 502), 'er ging iets mis op de server (fout 502)'],
    ['a bad response', () => json({ unexpected: true }), 'het antwoord van de server klopt niet met het contract'],
  ])('says in Dutch, without the technical cause, when %s refuses a rename', async (_name, refusal, words) => {
    setup((_url, init) => (init?.method === 'PUT' ? refusal() : json(list)), true);
    await userEvent.click(await screen.findByRole('button', { name: 'Hernoem “Inspectie Bella Rosa”' }));
    await userEvent.keyboard('{Control>}a{/Control}Nieuw{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Hernoemen mislukt: ${words}. De oude titel staat er weer.`);
    expect(alert.textContent).not.toMatch(/Server unreachable|Failed to fetch|not found|Internal|Unexpected|HTTP/);
  });
});
