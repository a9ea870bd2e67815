import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, renderWithApi, type FakeServer } from '../../testing/render-with-api';
import SessionSidebar from './session-sidebar';

const session = (id: string, title: string) => ({
  sessionId: id,
  userId: 'koen',
  title,
  firstMessagePreview: title,
  messageCount: 2,
  createdAt: '2025-12-01T10:30:00Z',
  lastActivity: '2025-12-01T11:30:00Z',
});

const sessions = [
  session('a', 'Inspectie Bella Rosa'),
  session('b', 'Herinspectie Snackbar'),
  session('c', 'Controle bakkerij'),
  session('d', 'Controle slagerij'),
  session('e', 'Controle café'),
];

const said: Record<string, string> = {
  a: 'De koelcel stond op 9 graden, dat is te warm.',
  b: 'Frituurvet was in orde.',
  c: 'Het brood lag naast de KOELCÉL zonder afdekking.',
  d: 'Alles schoon.',
  e: 'De koelcel van het café was in orde.',
};

const history = (id: string) => ({
  success: true,
  threadId: id,
  history: [
    { role: 'user', content: `[SYSTEM CONTEXT: user_id=koen]\n\nStart ${id}` },
    { role: 'assistant', content: said[id], agent_id: 'general-agent' },
  ],
  messageCount: 2,
});

function setup(server: FakeServer) {
  return renderWithApi(
    <SessionSidebar userId="koen" currentThreadId="x" onOpen={vi.fn()} onNew={vi.fn()} canRename={false} />,
    server,
  );
}

const historyOf = (url: string) => /\/sessions\/([^/]+)\/history/.exec(url)?.[1];

// A busy machine can take seconds to load and render a lazily imported chunk: waits, not timing.
configure({ asyncUtilTimeout: 15_000 });

describe('SessionSidebar search in conversations', () => {
  it('finds sessions whose messages have the query, ignoring case and accents, with the passage marked', async () => {
    const { fetchImpl } = setup((url) => {
      const id = historyOf(url);
      return id ? json(history(id)) : json({ success: true, sessions, totalCount: sessions.length });
    });
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Zoek in titels en gesprekken' }), 'koelcel');
    const found = await screen.findByRole('button', { name: 'Controle bakkerij' });
    expect(within(found).getByText('KOELCÉL', { selector: 'mark' })).toBeInTheDocument();
    expect(found).toHaveAccessibleDescription(
      /Gevonden in het gesprek:\s?Het brood lag naast de KOELCÉL zonder afdekking\./,
    );
    await waitFor(() => expect(screen.queryByText('Zoekt in gesprekken…')).toBeNull());
    const names = screen.getAllByRole('listitem').map((item) => within(item).getAllByRole('button')[0]?.ariaLabel);
    expect(names).toEqual(['Inspectie Bella Rosa', 'Controle bakkerij', 'Controle café']);
    // Each history fetched once however many keys were typed.
    const fetched = fetchImpl.mock.calls.map(([url]) => historyOf(String(url))).filter(Boolean);
    expect([...fetched].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('says it is searching while histories load, and names a history that failed while searching the rest', async () => {
    let releaseB: () => void = () => undefined;
    const slowB = new Promise<void>((resolve) => (releaseB = resolve));
    setup(async (url) => {
      const id = historyOf(url);
      if (id === 'd') return json({ detail: 'Interne fout' }, 500);
      if (id === 'b') await slowB;
      return id ? json(history(id)) : json({ success: true, sessions, totalCount: sessions.length });
    });
    await userEvent.type(await screen.findByRole('searchbox'), 'in orde');
    expect(await screen.findByText('Zoekt in gesprekken…')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Controle café' })).toBeInTheDocument();
    releaseB();
    expect(await screen.findByRole('button', { name: 'Herinspectie Snackbar' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Zoekt in gesprekken…')).toBeNull());
    expect(screen.getByText(/Eén gesprek kon niet doorzocht worden: “Controle slagerij”\./)).toBeInTheDocument();
  });

  it('loads at most three histories at a time', async () => {
    let inFlight = 0;
    let most = 0;
    setup(async (url) => {
      const id = historyOf(url);
      if (!id) return json({ success: true, sessions, totalCount: sessions.length });
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 20));
      inFlight -= 1;
      return json(history(id));
    });
    await userEvent.type(await screen.findByRole('searchbox'), 'koelcel');
    expect(await screen.findByRole('button', { name: 'Controle café' })).toBeInTheDocument();
    expect(most).toBeLessThanOrEqual(3);
    expect(most).toBeGreaterThan(0);
  });

  it('searches titles only for a single letter', async () => {
    const { fetchImpl } = setup(() => json({ success: true, sessions, totalCount: sessions.length }));
    await userEvent.type(await screen.findByRole('searchbox'), 'é');
    expect(screen.getByRole('button', { name: 'Controle café' })).toBeInTheDocument();
    expect(screen.queryByText('Zoekt in gesprekken…')).toBeNull();
    expect(fetchImpl.mock.calls.some(([url]) => historyOf(String(url)))).toBe(false);
  });
});
