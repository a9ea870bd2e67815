import { expect, test, type Page } from '@playwright/test';
import { ChatPage } from './chat-page';
import { watchConsole } from './console-watch';
import { olderAgoraMockHost, serverAt } from './mock-control';

const inspector = (page: Page) => page.getByRole('combobox', { name: 'Inspecteur' });

/** The requests a server without these routes (nor AGORA's gateway) must never see. */
function watchMissingRoutes(page: Page) {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const gateway = pathname.startsWith('/gateway/');
    if (pathname === '/agents' || pathname.endsWith('/preferences') || request.method() === 'PUT' || gateway)
      asked.push(`${request.method()} ${pathname}`);
  });
  return asked;
}

const spoken = (page: Page) => page.evaluate(() => (window.__haiTts?.recorded() ?? []).map((entry) => entry.text));

test('a server that answers GET / but has no agents, preferences or rename: no errors, no pencil, preferences kept here', async ({
  page,
}) => {
  const console = watchConsole(page);
  const asked = watchMissingRoutes(page);
  const sessionOwners: string[] = [];
  page.on('request', (request) => {
    const { pathname, searchParams } = new URL(request.url());
    // The list's pages, not the counts that tell whose sessions are whose.
    if (pathname === '/sessions' && searchParams.get('limit') !== '1')
      sessionOwners.push(searchParams.get('user_id') ?? '');
  });
  const chat = new ChatPage(page);
  await chat.open(serverAt(olderAgoraMockHost, '&user=koen&tts=fake'));

  // The persona is the server's user of that name, once; its sessions, kept under `koen` on that server (whose
  // users and sessions disagree), are listed.
  await expect(inspector(page).locator('option:checked')).toHaveText('Koen de Vries — koen.devries@nvwa.nl');
  await expect(inspector(page).getByRole('option', { name: 'koen', exact: true })).toHaveCount(0);

  await expect(chat.session(/^Start inspectie bij Restaurant Bella Rosa/).first()).toBeVisible();
  expect([...new Set(sessionOwners)]).toEqual(['koen']);
  // Reading aloud on: the voice is the browser's, as the server is no gateway (it is never asked for one).
  await page.getByRole('button', { name: 'Voorlezen uit' }).click();
  await expect.poll(() => spoken(page)).toEqual(['Voorlezen staat aan.']);
  await expect(chat.sidebar.getByRole('button', { name: /^Verwijder/ }).first()).toBeVisible();
  await expect(chat.sidebar.getByRole('button', { name: /^Hernoem/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Voorkeuren' }).click();
  await expect(page.getByText('Bewaard in deze browser.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Thema' }).selectOption('dark');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  // A conversation of its own (with no agent names from the server), so the reload reopens one the server knows.
  await page.keyboard.press('Escape');
  await chat.send('Welke temperatuur voor een koelcel?');
  await chat.waitUntilDone();
  await page.reload();
  await expect(page.getByText('Verbonden')).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Voorlezen aan' })).toBeVisible();

  expect(asked).toEqual([]);
  console.expectClean();
});

test('a persona named in the link is the v2.5 server’s user of that name, with the server’s preferences', async ({
  page,
}) => {
  const chat = new ChatPage(page);
  await chat.open('?user=koen');
  await expect(inspector(page).locator('option:checked')).toHaveText('Koen de Vries — koen.devries@nvwa.nl');
  await expect(inspector(page).getByRole('option', { name: 'koen', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Voorkeuren' }).click();
  await expect(page.getByText('Bewaard op de server, voor al je apparaten.')).toBeVisible();
});
