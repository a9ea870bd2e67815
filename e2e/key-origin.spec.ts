import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ChatPage } from './chat-page';
import { gatewayKey, keyMockHost, mockHost, olderMockHost, serverAt } from './mock-control';

// Issue 34: a key remembered for one origin never goes to another, not even through a redirect. Origin A is the
// slot's keyed gateway, B another of the slot's mocks; each mock notes whether a request to it carried a key.

interface Seen {
  method: string;
  path: string;
  apiKey: boolean;
  token: boolean;
}

const refusedText =
  'de server stuurt door naar een ander adres; dat antwoord is geweigerd (een sleutel gaat nooit mee)';
const dialogName = 'API-sleutel nodig';

async function keyOrigin(request: APIRequestContext, host: string, body: object) {
  const response = await request.post(`http://${host}/__test__/key-origin`, { data: body });
  if (!response.ok()) throw new Error(`key-origin hook answered ${response.status()}: ${await response.text()}`);
}

async function seenAt(request: APIRequestContext, host: string): Promise<Seen[]> {
  return ((await (await request.get(`http://${host}/__test__/key-origin`)).json()) as { seen: Seen[] }).seen;
}

/** The requests that carried a key, by host, as the browser sent them. */
function keyedHosts(page: Page): string[] {
  const hosts: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (sent.headers()['x-api-key'] !== undefined || url.searchParams.has('token')) hosts.push(url.host);
  });
  return hosts;
}

/** The title of a session B has for koen: what would show if B's redirected data were used. */
async function titleAt(request: APIRequestContext, host: string): Promise<string> {
  const answer = await request.get(`http://${host}/sessions?user_id=koen&limit=1&offset=0`);
  return ((await answer.json()) as { sessions: { title: string }[] }).sessions[0]!.title;
}

/** Opens the app on A (the keyed gateway) and gives its key, remembered on this device. */
async function rememberKeyForA(page: Page, user: string) {
  await page.goto(`/${serverAt(keyMockHost, `&user=${user}`)}`);
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toContainText(`Sleutel voor ${keyMockHost}`);
  await dialog.getByRole('textbox', { name: 'API-sleutel' }).fill(gatewayKey);
  await dialog.getByRole('checkbox', { name: /Onthoud op dit apparaat/ }).check();
  await dialog.getByRole('button', { name: 'Verbinden' }).click();
  await expect(page.getByText('Verbonden')).toBeVisible();
}

test.afterEach(async ({ request }) => {
  await Promise.all(
    [keyMockHost, mockHost, olderMockHost].map((host) => keyOrigin(request, host, { redirect: null, clear: true })),
  );
});

test('a key remembered for one origin is not sent to another: the other asks for its own key', async ({
  page,
  request,
}) => {
  const keyed = keyedHosts(page);
  await rememberKeyForA(page, `e2e-key-origin-a-${Date.now()}`);
  await keyOrigin(request, mockHost, { clear: true, requireKey: 'key-for-b' });

  await page.goto(`/${serverAt(mockHost, `&user=e2e-key-origin-b-${Date.now()}`)}`);
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toContainText(`Sleutel voor ${mockHost}`);
  const seen = await seenAt(request, mockHost);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter((entry) => entry.apiKey || entry.token)).toEqual([]);
  expect(keyed.filter((host) => host !== keyMockHost)).toEqual([]);
  expect(await page.evaluate((name) => localStorage.getItem(name), `hai.apiKey@http://${keyMockHost}`)).toBe(
    gatewayKey,
  );

  await dialog.getByRole('textbox', { name: 'API-sleutel' }).fill('key-for-b');
  await dialog.getByRole('button', { name: 'Verbinden' }).click();
  await expect(page.getByText('Verbonden')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('a keyed REST answer that redirects to another origin is refused: the key does not follow, its data is not used', async ({
  page,
  request,
}) => {
  const keyed = keyedHosts(page);
  const chat = new ChatPage(page);
  const elsewhere = await titleAt(request, mockHost);
  await rememberKeyForA(page, `e2e-key-origin-r-${Date.now()}`);
  const to = `http://${mockHost}/sessions?user_id=koen&limit=20&offset=0`;
  await keyOrigin(request, keyMockHost, { redirect: { path: '/sessions', to } });
  await keyOrigin(request, mockHost, { clear: true });

  await page.reload();
  await expect(chat.sidebar).toContainText(refusedText);
  await expect(chat.sidebar).not.toContainText(elsewhere);
  expect(await seenAt(request, mockHost)).toEqual([]);
  expect(keyed.filter((host) => host !== keyMockHost)).toEqual([]);
});

test('an answer without a key redirected to another origin is refused too: its data is not used', async ({
  page,
  request,
}) => {
  const chat = new ChatPage(page);
  const elsewhere = await titleAt(request, olderMockHost);
  const to = `http://${olderMockHost}/sessions?user_id=koen&limit=20&offset=0`;
  await keyOrigin(request, mockHost, { redirect: { path: '/sessions', to } });

  await chat.open(`?user=e2e-key-origin-u-${Date.now()}`);
  await expect(chat.sidebar).toContainText(refusedText);
  await expect(chat.sidebar).not.toContainText(elsewhere);
});
