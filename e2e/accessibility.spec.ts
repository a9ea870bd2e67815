import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ChatPage } from './chat-page';

const start = 'Start inspectie bij Restaurant Bella Rosa (KVK 92251854)';

/** Scans the page (or one part of it); names each serious or critical violation. */
async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function finishedDemo(page: Page, query = '') {
  const chat = new ChatPage(page);
  await chat.open(query);
  await chat.send(start);
  await chat.waitUntilDone();
  return chat;
}

/** Opens the debug panels and scans each tab with a collapsed row expanded (the last: in view while the event list follows). */
async function debugTabViolations(
  page: Page,
  names: { toggle: string; panels: string; tabs: readonly string[] },
): Promise<string[]> {
  const found: string[] = [];
  await page.getByRole('button', { name: names.toggle }).first().click();
  const panels = page.getByRole('complementary', { name: names.panels });
  for (const tab of names.tabs) {
    await panels.getByRole('tab', { name: tab, exact: true }).click();
    const collapsed = panels.getByRole('tabpanel').locator('[aria-expanded="false"]').last();
    if (await collapsed.count()) {
      await collapsed.click();
      await expect(panels.getByRole('tabpanel').locator('[aria-expanded="true"]').first()).toBeVisible();
    }
    found.push(...(await seriousViolations(page)).map((violation) => `${tab}: ${violation}`));
  }
  return found;
}

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
  expect(
    await debugTabViolations(page, {
      toggle: 'Debugpanelen tonen',
      panels: 'Onder de motorkap',
      tabs: ['Tool-aanroepen', 'Status', 'Gebeurtenissen'],
    }),
  ).toEqual([]);
});

test('the speech settings popover has no serious accessibility violations', async ({ page }) => {
  await finishedDemo(page);
  await page.getByRole('button', { name: 'Voorleesinstellingen' }).click();
  await expect(page.getByRole('button', { name: 'Voorleesinstellingen' })).toHaveAttribute('aria-expanded', 'true');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the delete confirmation has no serious accessibility violations', async ({ page }) => {
  const chat = await finishedDemo(page, '?user=e2e-axe');
  await chat.sidebar
    .getByRole('button', { name: /^Verwijder “/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the English interface has no serious accessibility violations', async ({ page }) => {
  test.setTimeout(60_000);
  await finishedDemo(page);
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
  const chat = new ChatPage(page);
  await chat.open(
    `?answerMs=2000&ws=${encodeURIComponent(`ws://127.0.0.1:${process.env.E2E_MOCK_PORT ?? 8787}/ws?delay=2&refuseText=%5Bweiger%5D`)}`,
  );
  await chat.send(start);
  await expect(chat.messagesBy('Bedrijfshistorie')).toBeVisible({ timeout: 20_000 });
  await chat.send('Wat kun je allemaal?');
  await expect(page.getByRole('button', { name: 'Onderbreek en verstuur nu' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Onderbreek en verstuur nu' }).click();
  await expect(chat.transcript).toContainText('Gestopt door jou');
  await chat.send('Dit [weiger] bericht');
  await expect(chat.transcript).toContainText('AGORA reageert niet op dit bericht.', { timeout: 20_000 });
  expect(await seriousViolations(page)).toEqual([]);
  const other = await context.newPage();
  await other.goto(page.url());
  await expect(other.getByRole('button', { name: 'Hier verdergaan' })).toBeVisible();
  expect(await seriousViolations(other)).toEqual([]);
});
