import { expect, test } from '@playwright/test';
import { debugTabViolations, dutchDebugPanels, finishedDemo, seriousViolations, start } from './axe';
import { ChatPage } from './chat-page';
import { mockHost } from './mock-control';

test('the chat with a finished demo answer has no serious accessibility violations', async ({ page }) => {
  await finishedDemo(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the sidebar has no serious accessibility violations', async ({ page }) => {
  const chat = await finishedDemo(page);
  await expect(chat.sidebar).toBeVisible();
  expect(await seriousViolations(page, 'nav')).toEqual([]);
});

test('each debug panel tab, with a row expanded, has no serious accessibility violations', async ({ page }) => {
  await finishedDemo(page);
  expect(await debugTabViolations(page, dutchDebugPanels)).toEqual([]);
});

test('the speech settings popover has no serious accessibility violations', async ({ page }) => {
  await finishedDemo(page);
  await page.getByRole('button', { name: 'Voorleesinstellingen' }).click();
  await expect(page.getByRole('button', { name: 'Voorleesinstellingen' })).toHaveAttribute('aria-expanded', 'true');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the delete confirmation has no serious accessibility violations', async ({ page }) => {
  const chat = await finishedDemo(page, '?user=e2e-axe');
  await chat.askToDeleteFirstSession();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the English interface has no serious accessibility violations', async ({ page }) => {
  test.setTimeout(60_000);
  // Not one of the server's users: the language stays in this browser, not in a shared profile.
  await finishedDemo(page, '?user=e2e-english');
  await page.getByRole('combobox', { name: 'Taal' }).selectOption('English');
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(
    await debugTabViolations(page, {
      toggle: 'Show debug panels',
      panels: 'Under the hood',
      tabs: ['Tool calls', 'State', 'Events'],
    }),
  ).toEqual([]);
  const settings = page.getByRole('button', { name: 'Reading settings' });
  await settings.click();
  expect(await seriousViolations(page)).toEqual([]);
  await settings.click();
  await page
    .getByRole('navigation', { name: 'Inspections' })
    .getByRole('button', { name: /^Delete “/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a waiting message, one AGORA did not answer, a stopped answer and the "open elsewhere" view have no serious violations', async ({
  context,
  page,
}) => {
  test.setTimeout(150_000);
  const chat = new ChatPage(page);
  // The first answer stops after its first words and waits for the interrupt, however long the scan takes; no stall
  // notice comes meanwhile.
  await chat.open(
    `?answerMs=4000&stallMs=600000&ws=${encodeURIComponent(`ws://${mockHost}/ws?hang=first&refuseText=%5Bweiger%5D`)}`,
  );
  await chat.send(start);
  await expect(chat.messagesBy('Bedrijfshistorie')).toBeVisible({ timeout: 45_000 });
  await chat.send('Wat kun je allemaal?');
  await expect(page.getByRole('button', { name: 'Onderbreek en verstuur nu' })).toBeVisible();
  expect(await seriousViolations(page, '[role="log"] li:last-child')).toEqual([]);
  // By keyboard, as an inspector without a mouse.
  await page.getByRole('button', { name: 'Onderbreek en verstuur nu' }).focus();
  await page.keyboard.press('Enter');
  await expect(chat.transcript).toContainText('Gestopt door jou');
  await expect(chat.status).toHaveText(/^Klaar/, { timeout: 30_000 });
  await chat.send('Dit [weiger] bericht');
  await expect(chat.transcript).toContainText('AGORA reageert niet op dit bericht.', { timeout: 20_000 });
  expect(await seriousViolations(page)).toEqual([]);
  const other = await context.newPage();
  await other.goto(page.url());
  await expect(other.getByRole('button', { name: 'Hier verdergaan' })).toBeVisible();
  expect(await seriousViolations(other)).toEqual([]);
});
