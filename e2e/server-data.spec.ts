import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ChatPage } from './chat-page';
import { mockHost, olderMockHost, setServerFaults } from './mock-control';

/** The same journeys against a server of each contract: the mock's default (v2.5.1) and one started with --contract 2.4.1. */
const servers = [
  {
    contract: 'v2.5.1',
    host: mockHost,
    query: (user?: string) => (user ? `?user=${user}` : ''),
    users: { sanne: 'a4d83e6f-5c12-4b9e-8f3a-7d1c2e9b5a03', veel: '3d7a1f8c-6b29-4a5e-9d0f-2c8e5b1a7f05' },
  },
  {
    contract: 'v2.4.1',
    host: olderMockHost,
    query: (user?: string) =>
      `?api=${encodeURIComponent(`http://${olderMockHost}`)}&ws=${encodeURIComponent(`ws://${olderMockHost}/ws`)}${user ? `&user=${user}` : ''}`,
    users: { sanne: 'sanne', veel: 'veel' },
  },
] as const;

const fatima = '2f9b6d14-8e3a-4c71-b5d2-6e0a9c4f7b02';
const preferencesUrl = (userId: string) => `http://${mockHost}/users/me/preferences?user_id=${userId}`;

async function serverPreferences(request: APIRequestContext, userId: string) {
  const body = (await (await request.get(preferencesUrl(userId))).json()) as { preferences: Record<string, unknown> };
  return body.preferences;
}

/** A session of this test's own, so deleting and renaming touch nothing another test reads. */
async function ownSession(chat: ChatPage, text: string) {
  await chat.send(text);
  await chat.waitUntilDone();
  const item = chat.session(new RegExp(`^${text}`));
  await expect(item).toBeVisible();
  return item;
}

async function pickInspector(page: Page, contract: string) {
  if (contract === 'v2.5.1') {
    await page
      .getByRole('combobox', { name: 'Inspecteur' })
      .selectOption({ label: 'Sanne Jansen — sanne.jansen@nvwa.nl' });
    return;
  }
  const persona = page.getByRole('combobox', { name: 'Inspecteur' });
  await expect(persona).toHaveValue('koen');
  await persona.fill('sanne');
  await persona.press('Enter');
}

for (const server of servers) {
  test.describe(`against a ${server.contract} server`, () => {
    test('the inspector is chosen and remembered; their sessions follow', async ({ page }) => {
      const chat = new ChatPage(page);
      await chat.open(server.query());
      await expect(chat.session(/^Start inspectie bij Restaurant Bella Rosa/).first()).toBeVisible();
      await pickInspector(page, server.contract);
      await expect(chat.session(/^Start inspectie grootkeuken Zorgcentrum De Linde/)).toBeVisible();
      await page.reload();
      await expect(chat.session(/^Start inspectie grootkeuken Zorgcentrum De Linde/)).toBeVisible();
      await expect(chat.session(/^Start inspectie bij Restaurant Bella Rosa/)).toHaveCount(0);
    });

    test('the list pages, a session opens, a refused delete comes back and a delete goes through', async ({
      page,
      request,
    }) => {
      const chat = new ChatPage(page);
      await chat.open(server.query(server.users.veel));
      const more = chat.sidebar.getByRole('button', { name: 'Meer laden' });
      await expect(chat.session(/^Inspectie 001/)).toBeVisible();
      const secondPage = page.waitForResponse((response) => response.url().includes('offset=20') && response.ok());
      await more.click();
      await secondPage;
      // The list is virtualized: with Meer laden in view, the end of the second page is rendered.
      await more.scrollIntoViewIfNeeded();
      const session = chat.session(/^Inspectie 035/);
      await session.click();
      await expect(session).toHaveAttribute('aria-current', 'true');
      await expect(chat.transcript.getByRole('article').first()).toBeVisible();

      await chat.open(server.query(`e2e-wis-${server.contract}-${Date.now()}`));
      const item = await ownSession(chat, 'Welke regels gelden voor een ijscokar?');
      await setServerFaults(request, { restFailure: { status: 403 } }, server.host);
      try {
        await chat.sidebar.getByRole('button', { name: /^Verwijder “Welke regels/ }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Verwijderen' }).click();
        await expect(chat.sidebar.getByRole('alert').filter({ hasText: 'Verwijderen mislukt' })).toBeVisible();
        await expect(item).toBeVisible();
      } finally {
        await setServerFaults(request, { restFailure: null }, server.host);
      }
      await chat.sidebar.getByRole('button', { name: /^Verwijder “Welke regels/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Verwijderen' }).click();
      await expect(item).toHaveCount(0);
      await page.reload();
      await expect(chat.sidebar.getByText('Nog geen inspecties.')).toBeVisible();
    });

    test('a reload without the server shows the sessions and the conversation kept, marked offline', async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const chat = new ChatPage(page);
      await chat.open(server.query(server.users.sanne));
      const session = chat.session(/^Start inspectie grootkeuken Zorgcentrum De Linde/);
      await session.click();
      await expect(chat.transcript.getByRole('article').first()).toBeVisible();
      const kept = () => page.evaluate(() => localStorage.getItem('hai.query-cache') ?? '');
      await expect.poll(kept).toContain('"sessions","history"'); // written at most once a second
      await setServerFaults(request, { restart: { downForMs: 8_000 } }, server.host);
      await page.reload();
      await expect(chat.sidebar.getByRole('status')).toContainText('Offline — laatst bijgewerkt');
      await expect(session).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'je ziet de kopie van' })).toBeVisible();
      await expect(chat.transcript.getByRole('article').first()).toBeVisible();
      // Back: the list refreshes by itself.
      await expect(chat.sidebar.getByRole('status')).toHaveCount(0, { timeout: 25_000 });
      await expect(session).toBeVisible();
    });
  });
}

test('v2.5.1: a conversation gets the server’s title when its first run ends, and is renamed inline', async ({
  page,
}) => {
  const chat = new ChatPage(page);
  await chat.open(`?user=e2e-titel-${Date.now()}`);
  const item = await ownSession(chat, 'Hoe lang mag gehakt buiten de koeling?');
  await chat.sidebar.getByRole('button', { name: /^Hernoem “Hoe lang mag gehakt/ }).click();
  const title = chat.sidebar.getByRole('textbox', { name: /^Nieuwe titel voor/ });
  await expect(title).toBeFocused();
  await title.fill('Slagerij Van Dam — gehakt');
  await title.press('Enter');
  await expect(chat.session(/^Slagerij Van Dam — gehakt$/)).toBeVisible();
  await expect(item).toHaveCount(0);
  await page.reload();
  await expect(chat.session(/^Slagerij Van Dam — gehakt$/)).toBeVisible();
});

test('v2.4.1: no rename where the server has none', async ({ page }) => {
  const chat = new ChatPage(page);
  await chat.open(servers[1].query(`e2e-oud-${Date.now()}`));
  await ownSession(chat, 'Welke temperatuur voor een koelcel?');
  await expect(chat.sidebar.getByRole('button', { name: /^Verwijder/ })).toBeVisible();
  await expect(chat.sidebar.getByRole('button', { name: /^Hernoem/ })).toHaveCount(0);
});

test('v2.5.1: a preference is put on the server and comes back from there after a reload', async ({
  page,
  request,
}) => {
  await request.put(preferencesUrl(fatima), { data: { theme: 'light', language: 'nl-NL' } });
  try {
    const chat = new ChatPage(page);
    await chat.open(`?user=${fatima}`);
    await page.getByRole('button', { name: 'Voorkeuren' }).click();
    await expect(page.getByText('Bewaard op de server, voor al je apparaten.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Thema' }).selectOption('dark');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect.poll(async () => (await serverPreferences(request, fatima)).theme).toBe('dark');

    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.getByText('Verbonden')).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  } finally {
    await request.put(preferencesUrl(fatima), { data: { theme: 'system', language: 'nl-NL' } });
  }
});

test('v2.4.1: preferences stay in the browser and no request asks the server for them', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/users')) asked.push(request.url());
  });
  const chat = new ChatPage(page);
  await chat.open(servers[1].query('e2e-voorkeur'));
  await page.getByRole('button', { name: 'Voorkeuren' }).click();
  await expect(page.getByText('Bewaard in deze browser.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Thema' }).selectOption('dark');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.getByText('Verbonden')).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(asked).toEqual([]);
});
