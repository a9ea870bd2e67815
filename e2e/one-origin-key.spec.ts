import { expect, test, type APIRequestContext, type Page, type WebSocket } from '@playwright/test';
import { watchConsole } from './console-watch';
import { gatewayKey, sameOriginKeyed } from './mock-control';

// The browser logs each refused REST call and the socket the gateway closed; those lines name no key.
const refusals = [/status of 401/, /WebSocket connection to .* failed/];

/** A past conversation of the server's first inspector, and its first question, read with the key. */
async function pastConversation(request: APIRequestContext): Promise<{ id: string; question: string }> {
  const headers = { 'X-API-Key': gatewayKey };
  const get = async <T>(path: string) =>
    (await (await request.get(`${sameOriginKeyed}${path}`, { headers })).json()) as T;
  const { users } = await get<{ users: { id: string }[] }>('/users?limit=1');
  const { sessions } = await get<{ sessions: { sessionId: string }[] }>(`/sessions?user_id=${users[0]!.id}&limit=1`);
  const id = sessions[0]!.sessionId;
  const { history } = await get<{ history: { role: string; content: string }[] }>(`/sessions/${id}/history`);
  return { id, question: history.find((entry) => entry.role === 'user')!.content };
}

function socketsOf(page: Page) {
  const sockets: WebSocket[] = [];
  page.on('websocket', (socket) => sockets.push(socket));
  return sockets;
}

/** The panel's box lies inside the window. */
async function fitsWindow(page: Page, panel: ReturnType<Page['locator']>) {
  const box = await panel.boundingBox();
  const size = page.viewportSize()!;
  return (
    box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width && box.y + box.height <= size.height
  );
}

test('one origin with the gateway’s key: a wrong key refused, the right one re-reads what was refused; forgetting it closes the socket and nothing reconnects while the dialog waits', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const console = watchConsole(page, refusals);
  await page.setViewportSize({ width: 1440, height: 900 });
  const past = await pastConversation(request);
  const sockets = socketsOf(page);
  await page.clock.install();
  await page.goto(`${sameOriginKeyed}/?thread=${past.id}&socket=main`);

  const dialog = page.getByRole('dialog', { name: 'API-sleutel nodig' });
  await expect(dialog).toBeVisible();
  // On one origin `GET /` is the app's page: only a route the gateway guards tells a key.
  const field = dialog.getByRole('textbox', { name: 'API-sleutel' });
  await field.fill('not-the-key');
  await field.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Deze sleutel wordt niet geaccepteerd.');
  expect(await page.evaluate((kept) => sessionStorage.getItem(kept), `hai.apiKey@${sameOriginKeyed}`)).toBeNull();
  const before = sockets.length;
  // A minute of the page's time with the dialog open, every timer in it fired: nothing connects without a key.
  await page.clock.runFor(60_000);
  await expect(dialog).toBeVisible();
  expect(sockets).toHaveLength(before);

  await field.fill(gatewayKey);
  await field.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Verbonden')).toBeVisible();
  // The history refused for want of a key is read now that there is one.
  await expect(page.getByRole('log', { name: 'Gesprek' })).toContainText(past.question);
  expect(sockets.at(-1)!.url()).toContain('token=');

  await page.getByRole('button', { name: 'Voorkeuren' }).click();
  const panel = page.getByRole('region', { name: 'Voorkeuren' });
  await expect(panel).toContainText('Server: api-gateway');
  await expect(panel).not.toContainText(/naamloos|naam niet opgegeven/);
  expect(await fitsWindow(page, panel)).toBe(true);

  const open = sockets.at(-1)!;
  const closed = open.waitForEvent('close');
  await panel.getByRole('button', { name: 'API-sleutel vergeten' }).click();
  await closed;
  await expect(dialog).toBeVisible();
  await expect(page.getByText('Geen toegang: API-sleutel nodig')).toBeVisible();
  const forgotten = sockets.length;
  await page.clock.runFor(60_000);
  await expect(dialog).toBeVisible();
  expect(sockets).toHaveLength(forgotten);
  console.expectClean();
});
