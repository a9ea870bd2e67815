import { expect, test, type Locator, type Page } from '@playwright/test';
import { ChatPage } from './chat-page';

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab (or Shift+Tab) until `reached`; fails if that takes more than `limit` presses. */
async function tabUntil(page: Page, reached: () => Promise<boolean>, { back = false, limit = 60 } = {}) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await reached()) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  expect(await reached(), `not reachable with ${back ? 'Shift+Tab' : 'Tab'}`).toBe(true);
}

const tabTo = (page: Page, target: Locator, options: { back?: boolean } = {}) =>
  tabUntil(page, () => isFocused(target), options);

/**
 * The message box has focus from the first paint; the skip link, the first stop of the Tab order, leads back to it
 * past header and sessions.
 */
async function skipToComposer(page: Page, chat: ChatPage) {
  await expect(chat.composer).toBeFocused();
  await tabTo(page, page.getByRole('link', { name: 'Naar het berichtveld' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(chat.composer).toBeFocused();
}

/** A new inspector each journey: the Tab order passes their sessions, so no other journey's may lengthen it. */
const openAlone = (chat: ChatPage) => chat.open(`?user=e2e-keyboard-${Date.now()}`);

async function typeAndSend(page: Page, chat: ChatPage, text: string) {
  await tabTo(page, chat.composer);
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

test('the demo inspection can be done with the keyboard alone, report approval included', async ({ page }) => {
  test.setTimeout(60_000);
  const chat = new ChatPage(page);
  await openAlone(chat);
  await skipToComposer(page, chat);

  await typeAndSend(page, chat, 'Start inspectie bij Restaurant Bella Rosa (KVK 92251854)');
  await chat.waitUntilDone();
  await typeAndSend(page, chat, 'Bevinding: de koelcel is 9 °C');
  await expect(chat.messagesBy('Regelgeving')).toContainText('852/2004');
  await chat.waitUntilDone();
  await typeAndSend(page, chat, 'Genereer het inspectierapport');

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await tabTo(page, dialog.getByRole('button', { name: 'Goedkeuren' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /Genereren eindrapport.*klaar/ })).toBeVisible();
});

test('the debug panels open and switch tabs with the keyboard alone', async ({ page }) => {
  // Some hundred key presses back past the event rows: far more than the default time on a busy machine.
  test.setTimeout(150_000);
  const chat = new ChatPage(page);
  await openAlone(chat);
  await skipToComposer(page, chat);
  await typeAndSend(page, chat, 'Start inspectie bij Restaurant Bella Rosa (KVK 92251854)');
  await chat.waitUntilDone();

  const toggle = page.getByRole('button', { name: 'Debugpanelen tonen' }).first();
  await tabTo(page, toggle, { back: true });
  await page.keyboard.press('Enter');
  const panels = page.getByRole('complementary', { name: 'Onder de motorkap' });
  await expect(panels).toBeVisible();
  // Focus goes into the panels, on the tab in front; the arrows, Home and End choose the others (WAI-ARIA tabs).
  const tab = (name: string) => panels.getByRole('tab', { name, exact: true });
  await expect(tab('Tool-aanroepen')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab('Status')).toBeFocused();
  await expect(tab('Status')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(panels.getByRole('tab', { selected: true })).toHaveText(/^Gebeurtenissen/);
  await expect(panels.getByRole('tab', { selected: true })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tab('Tool-aanroepen')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(panels.getByRole('tab', { selected: true })).toHaveText(/^Gebeurtenissen/);
  const rows = panels.getByRole('list', { name: 'Ontvangen en verzonden frames' });
  await tabUntil(page, () =>
    rows.evaluate(
      (list) =>
        list.contains(document.activeElement) && document.activeElement?.getAttribute('aria-expanded') === 'false',
    ),
  );
  await page.keyboard.press('Enter');
  await expect(rows.locator('[aria-expanded="true"]')).toHaveCount(1);

  const separator = page.getByRole('separator', { name: 'Breedte van de debugpanelen' });
  // Back past every frame row of the event list, the filters and the tabs.
  await tabUntil(page, () => isFocused(separator), { back: true, limit: 300 });
  const widthBefore = (await panels.boundingBox())!.width;
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(separator).toHaveAttribute('aria-valuenow', '48');
  expect((await panels.boundingBox())!.width).toBeGreaterThan(widthBefore + 80);
  await page.keyboard.press('Home');
  await expect(separator).toHaveAttribute('aria-valuenow', '20');
  await page.reload();
  await expect(page.getByRole('separator', { name: 'Breedte van de debugpanelen' })).toHaveAttribute(
    'aria-valuenow',
    '20',
  );
});

test('the debug panels give focus back to their toggle when it closes them', async ({ page }) => {
  const chat = new ChatPage(page);
  await openAlone(chat);
  await skipToComposer(page, chat);
  await tabTo(page, page.getByRole('button', { name: 'Debugpanelen tonen' }).first(), { back: true });
  await page.keyboard.press('Enter');
  const panels = page.getByRole('complementary', { name: 'Onder de motorkap' });
  await expect(panels.getByRole('tab', { selected: true })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Debugpanelen verbergen' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(panels).toBeHidden();
  await expect(page.getByRole('button', { name: 'Debugpanelen tonen' })).toBeFocused();
});

test('an approval reopened after Escape and approved by keyboard leaves focus on the message box', async ({ page }) => {
  test.setTimeout(60_000);
  const chat = new ChatPage(page);
  await openAlone(chat);
  await skipToComposer(page, chat);
  await typeAndSend(page, chat, 'Start inspectie bij Restaurant Bella Rosa (KVK 92251854)');
  await chat.waitUntilDone();
  await typeAndSend(page, chat, 'Genereer het inspectierapport');
  const dialog = page.getByRole('dialog');
  const heading = dialog.getByRole('heading', { name: /^Toestemming nodig/ });
  // The dialog starts at its heading, not at a control whose name says nothing.
  await expect(heading).toBeFocused();
  // Every parameter in a list that scrolls, reached with Tab and named by its count.
  await expect(dialog.getByRole('region', { name: /^\d+ parameters?$/ })).toHaveAttribute('tabindex', '0');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await tabTo(page, page.getByRole('button', { name: 'Bekijken' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(heading).toBeFocused();
  await tabTo(page, dialog.getByRole('button', { name: 'Goedkeuren' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(chat.composer).toBeFocused();
  await expect(page.locator('body')).not.toBeFocused();
});
