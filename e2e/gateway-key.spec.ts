import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { ChatPage } from './chat-page';
import { watchConsole } from './console-watch';
import { gatewayKey, keyMockHost, serverAt } from './mock-control';

// The browser itself logs each refused REST call; that line names no key.
const refusedLoads = [/Failed to load resource: the server responded with a status of 401/];

async function exportEvents(page: Page, button: string, path: string): Promise<string> {
  for (const toggle of await page.getByRole('button', { name: 'Debugpanelen tonen' }).all()) await toggle.click();
  const panels = page.getByRole('complementary', { name: 'Onder de motorkap' });
  await panels.getByRole('tab', { name: /^Gebeurtenissen/ }).click();
  const downloading = page.waitForEvent('download');
  await panels.getByRole('region', { name: 'Gebeurtenissen' }).getByRole('button', { name: button }).click();
  await (await downloading).saveAs(path);
  return readFile(path, 'utf8');
}

test('the gateway’s key: asked for on first use, a wrong one refused, the right one used everywhere and shown nowhere', async ({
  page,
}, testInfo) => {
  const console = watchConsole(page, refusedLoads);
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  const keyed: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['x-api-key'] === gatewayKey) keyed.push(new URL(request.url()).pathname);
  });
  const chat = new ChatPage(page);
  await page.goto(`/${serverAt(keyMockHost)}`);

  const dialog = page.getByRole('dialog', { name: 'API-sleutel nodig' });
  await expect(dialog).toBeVisible();
  await expect(page.getByText('Geen toegang: API-sleutel nodig')).toBeVisible();
  const field = dialog.getByRole('textbox', { name: 'API-sleutel' });
  await field.fill('not-the-key');
  await dialog.getByRole('button', { name: 'Verbinden' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Deze sleutel wordt niet geaccepteerd.');
  await expect(field).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  await field.fill(gatewayKey);
  await field.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Verbonden')).toBeVisible();
  await chat.send('Start inspectie bij Restaurant Bella Rosa (KVK 92251854)');
  await chat.waitUntilDone();
  await expect(chat.transcript).toContainText('Restaurant Bella Rosa');
  await expect(chat.sidebar.getByRole('button', { name: /Bella Rosa/ }).first()).toBeVisible();
  expect(keyed).toEqual(expect.arrayContaining(['/sessions']));

  expect(page.url()).not.toContain(gatewayKey);
  expect(await page.content()).not.toContain(gatewayKey);
  const plain = await exportEvents(page, 'Exporteren (JSONL)', testInfo.outputPath('events.jsonl'));
  const redacted = await exportEvents(page, 'Geanonimiseerd exporteren', testInfo.outputPath('redacted.jsonl'));
  for (const text of [plain, redacted, ...logged]) expect(text).not.toContain(gatewayKey);

  // Kept for this tab: a reload connects without asking.
  await page.reload();
  await expect(page.getByText('Verbonden')).toBeVisible();
  await expect(dialog).toBeHidden();
  console.expectClean();
});

test('a socket refused with 4001 is not retried: at most two connections before the dialog, none after', async ({
  page,
}) => {
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  // The page's clock is ours: every timer the client could retry on is run, not waited for.
  await page.clock.install();
  await page.goto(`/${serverAt(keyMockHost, '&socket=main')}`);
  await expect(page.getByRole('dialog', { name: 'API-sleutel nodig' })).toBeVisible();
  await expect(page.getByText('Geen toegang: API-sleutel nodig')).toBeVisible();
  expect(sockets.length).toBeGreaterThan(0);
  expect(sockets.length).toBeLessThanOrEqual(2);
  const before = sockets.length;
  await page.getByRole('button', { name: 'Later' }).click();
  // Ten minutes of the page's time, every timer in them fired: far past any backoff, watchdog or probe.
  await page.clock.runFor(600_000);
  // A socket opened by those timers is reported before this page round trip ends.
  await expect(page.getByText('Geen toegang: API-sleutel nodig')).toBeVisible();
  expect(sockets).toHaveLength(before);
  await page.getByRole('button', { name: 'Sleutel invoeren' }).click();
  await page.getByRole('textbox', { name: 'API-sleutel' }).fill(gatewayKey);
  await page.getByRole('checkbox', { name: /Onthoud op dit apparaat/ }).check();
  await page.getByRole('button', { name: 'Verbinden' }).click();
  await expect(page.getByText('Verbonden')).toBeVisible();
  expect(sockets.at(-1)).toContain('token=');
  const name = `hai.apiKey@http://${keyMockHost}`;
  expect(await page.evaluate((kept) => localStorage.getItem(kept), name)).toBe(gatewayKey);
});
