import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boundHistories } from '../../api/bound-histories';
import { restFailures, type RestFailure } from '../../api/rest-failures';
import { json, renderWithApi, type FakeServer } from '../../testing/render-with-api';
import SessionSidebar from './session-sidebar';

const session = (n: number) => ({
  sessionId: `s${n}`,
  userId: 'koen',
  title: `Wat kun je allemaal? ${n}`,
  firstMessagePreview: 'Wat kun je allemaal?',
  messageCount: 2,
  createdAt: '2025-12-01T10:30:00Z',
  lastActivity: `2025-12-01T11:${String(59 - n).padStart(2, '0')}:00Z`,
});

/** Every conversation's answer has the word, in Markdown, far into a long message. */
const answer = (n: number) =>
  `## Bevindingen ${n}\n\n${'Een lange inleiding zonder het woord. '.repeat(8)}\n\n**Eerdere bevindingen:**\n\n- 14-03: het \`frituurvet\` was oud, zie [het rapport](https://nvwa.example/r${n}).`;

const history = (id: string) => ({
  success: true,
  threadId: id,
  history: [
    { role: 'user', content: `[SYSTEM CONTEXT: user_id=koen]\n\nWat kun je allemaal? ${id}` },
    { role: 'assistant', content: answer(Number(id.slice(1))), agent_id: 'general-agent' },
  ],
  messageCount: 2,
});

const historyOf = (url: string) => /\/sessions\/([^/]+)\/history/.exec(url)?.[1];

/** A server with `count` sessions, paged as asked, each history answered after a short while. */
const archive =
  (count: number, fail: (id: string) => boolean = () => false): FakeServer =>
  async (url) => {
    const id = historyOf(url);
    if (id) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return fail(id) ? json({ detail: 'Interne fout' }, 500) : json(history(id));
    }
    const params = new URL(url).searchParams;
    const [limit, offset] = [Number(params.get('limit')), Number(params.get('offset'))];
    const all = Array.from({ length: count }, (_, n) => session(n));
    return json({ success: true, sessions: all.slice(offset, offset + limit), totalCount: count });
  };

function setup(server: FakeServer) {
  const rendered = renderWithApi(
    <SessionSidebar userId="koen" currentThreadId="x" onOpen={vi.fn()} onNew={vi.fn()} canRename={false} />,
    server,
  );
  // As the app runs it: at most five histories kept in memory.
  const stop = boundHistories(rendered.queryClient);
  stops.push(stop);
  return rendered;
}

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

const search = async (text: string) => {
  await userEvent.click(await screen.findByRole('searchbox', { name: 'Zoek in titels en gesprekken' }));
  await userEvent.paste(text);
};

const searchDone = () => waitFor(() => expect(screen.queryByText('Zoekt in gesprekken…')).toBeNull());

configure({ asyncUtilTimeout: 15_000 });

describe('SessionSidebar search in all conversations', () => {
  it('searches every conversation though only five histories are kept: none is taken for failed; passages in plain text', async () => {
    const { fetchImpl } = setup(archive(10));
    await search('frituurvet');
    expect(await screen.findByRole('button', { name: 'Wat kun je allemaal? 9' })).toBeInTheDocument();
    await searchDone();
    expect(screen.queryByText(/doorzocht worden/)).toBeNull();
    const fetched = fetchImpl.mock.calls.map(([url]) => historyOf(String(url))).filter(Boolean);
    expect(fetched).toHaveLength(10);
    // The passage: plain text around the word, without the answer's Markdown.
    const found = screen.getByRole('button', { name: 'Wat kun je allemaal? 9' });
    const passage = within(found).getByText('frituurvet', { selector: 'mark' }).parentElement!.textContent!;
    expect(passage).toMatch(/bevindingen: • 14-03: het frituurvet was oud, zie het rapport/);
    expect(passage).not.toMatch(/[*#`[\]]|\s-\s/);
  });

  it('loads the pages behind "Meer laden" for the search, and finds what is on them', async () => {
    const { fetchImpl } = setup(archive(21));
    expect(await screen.findByRole('button', { name: 'Meer laden' })).toBeInTheDocument();
    await search('frituurvet');
    expect(await screen.findByRole('button', { name: 'Wat kun je allemaal? 20' })).toBeInTheDocument();
    await searchDone();
    expect(screen.queryByText(/Geen inspecties gevonden|doorzocht worden/)).toBeNull();
    const pages = fetchImpl.mock.calls.filter(([url]) => String(url).includes('/sessions?'));
    expect(pages.map(([url]) => new URL(String(url)).searchParams.get('offset'))).toEqual(['0', '20']);
  });

  it('goes back to the pages it had once the search is cleared, so a refresh does not ask for all of them', async () => {
    setup(archive(21));
    expect(await screen.findByRole('button', { name: 'Meer laden' })).toBeInTheDocument();
    await search('frituurvet');
    expect(await screen.findByRole('button', { name: 'Wat kun je allemaal? 20' })).toBeInTheDocument();
    await searchDone();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Zoek in titels en gesprekken' }));
    expect(await screen.findByRole('button', { name: 'Meer laden' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wat kun je allemaal? 20' })).toBeNull();
  });

  it('loads at most 25 pages for a search, and says only those were searched', async () => {
    const { fetchImpl } = setup(archive(520));
    await search('zz');
    expect(await screen.findByText('Alleen de nieuwste 500 inspecties zijn doorzocht.')).toBeInTheDocument();
    const pages = fetchImpl.mock.calls.filter(([url]) => String(url).includes('/sessions?'));
    expect(pages).toHaveLength(25);
  });

  it('puts the reason a history could not be searched in the event log', async () => {
    const heard: RestFailure[] = [];
    stops.push(restFailures.subscribe((failure) => heard.push(failure)));
    setup(archive(4, (id) => id === 's2'));
    await search('frituurvet');
    expect(await screen.findByText(/Eén gesprek kon niet doorzocht worden: “Wat kun je allemaal\? 2”/)).toBeVisible();
    expect(heard).toContainEqual(
      expect.objectContaining({ kind: 'not-searched', cause: expect.stringMatching(/"s2" could not be searched: /) }),
    );
  });

  it('asks again for a history whose fetch someone else cancelled', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    const { queryClient } = setup(async (url) => {
      const id = historyOf(url);
      if (id) asked.push(id);
      if (id) await held;
      return archive(3)(url);
    });
    await screen.findByRole('button', { name: 'Wat kun je allemaal? 2' });
    await search('frituurvet');
    await waitFor(() => expect(asked).toHaveLength(3));
    await queryClient.cancelQueries({ queryKey: ['sessions', 'history'] });
    release();
    await searchDone();
    expect(screen.getAllByText('frituurvet', { selector: 'mark' })).toHaveLength(3);
    expect(screen.queryByText(/doorzocht worden/)).toBeNull();
    expect(asked).toHaveLength(6);
  });
});
