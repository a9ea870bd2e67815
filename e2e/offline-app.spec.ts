import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ChatPage } from './chat-page';
import { watchConsole } from './console-watch';
import { faultySocket, receivedFrames } from './mock-control';
import { slot, slotBuild } from './ports';

/** The build `vite preview` serves, as playwright.config.ts makes it. */
const builtApp = resolve(slotBuild(slot));
test.use({ serviceWorkers: 'allow' });

const controllerState = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller?.state);

// What the browser itself logs while the network is off; the app must add nothing of its own.
const offlineLoad = /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/;
const refusedSocket = /WebSocket connection to .* failed/;

test('after one visit the app starts without network from its service worker, says it is offline, and sends what was typed once the network is back', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const console = watchConsole(page, [offlineLoad, refusedSocket]);
  const chat = new ChatPage(page);
  await chat.open(`?user=e2e-offline-${Date.now()}`);
  // The service worker has precached the shell and controls the page.
  await expect.poll(() => controllerState(page)).toBe('activated');
  await chat.send('Wat kun je allemaal?');
  await chat.waitUntilDone();
  const session = chat.session(/^Wat kun je allemaal\?/);
  await expect(session).toBeVisible();
  // Read back once from the server, so the conversation's history is kept too.
  await page.reload();
  await expect(chat.messagesBy('Algemene assistent')).toHaveCount(1);
  const kept = () => page.evaluate(() => localStorage.getItem('hai.query-cache') ?? '');
  await expect.poll(kept).toContain('"sessions","history"');

  await context.setOffline(true);
  const start = await page.reload();
  expect(start?.fromServiceWorker(), 'the page came from the service worker').toBe(true);
  await expect(page.getByRole('heading', { name: 'HAI — inspectie-assistent' })).toBeVisible();
  await expect(page.locator('main').getByText('Offline', { exact: true })).toBeVisible();
  await expect(chat.sidebar.getByRole('status')).toContainText('Offline — laatst bijgewerkt');
  await expect(session).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'je ziet de kopie van' })).toBeVisible();
  const text = `Zonder netwerk getypt ${Date.now()}`;
  await chat.send(text);
  await expect(page.getByText('1 in wachtrij')).toBeVisible();

  await context.setOffline(false);
  await expect(chat.messagesBy('Algemene assistent').filter({ hasText: text })).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByText(/in wachtrij/)).toHaveCount(0);
  const sent = (await receivedFrames(request)).filter((frame) => JSON.stringify(frame.data).includes(text));
  expect(sent).toHaveLength(1);
  console.expectClean();
});

test('a new version is offered, waits while an answer runs, and is taken once the run has ended', async ({ page }) => {
  const console = watchConsole(page);
  const chat = new ChatPage(page);
  // Every answer on this socket hangs after its first words; the stall notice can then give it up.
  await page.goto(`/?user=e2e-versie-${Date.now()}&ws=${faultySocket('hang=1')}&stallMs=1500`);
  await expect(page.getByText('Verbonden')).toBeVisible();
  await expect.poll(() => controllerState(page)).toBe('activated');
  await chat.send('Wat kun je allemaal?');
  await expect(chat.messagesBy('Algemene assistent')).toHaveCount(1);

  const worker = resolve(builtApp, 'sw.js');
  const original = readFileSync(worker, 'utf8');
  try {
    writeFileSync(worker, `${original}\n// the next version\n`);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
    const prompt = page.getByRole('status').filter({ hasText: 'Er is een nieuwe versie van HAI.' });
    const refresh = prompt.getByRole('button', { name: 'Vernieuwen' });
    await expect(prompt).toContainText('Dat kan na het antwoord.');
    await expect(refresh).toBeDisabled();

    const stalled = page.getByRole('alert').filter({ hasText: 'Het antwoord zit mogelijk vast' });
    await stalled.getByRole('button', { name: 'Opnieuw verbinden' }).click();
    // Whether "Onderbroken" is still in the status line by now depends on how fast the socket came back.
    await expect(refresh).toBeEnabled();
    await expect(prompt).not.toContainText('Dat kan na het antwoord.');

    const reloaded = page.waitForEvent('load');
    await refresh.click();
    await reloaded;
    await expect(page.getByText('Verbonden')).toBeVisible();
    await expect(prompt).toHaveCount(0);
    const waiting = () => navigator.serviceWorker.getRegistration().then((registration) => !!registration?.waiting);
    expect(await page.evaluate(waiting)).toBe(false);
  } finally {
    writeFileSync(worker, original);
  }
  console.expectClean();
});
