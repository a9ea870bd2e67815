import { expect, test } from '@playwright/test';
import { debugTabViolations, dutchDebugPanels, finishedDemo, seriousViolations } from './axe';
import { ChatPage } from './chat-page';

test('the dark theme has no serious accessibility violations, contrast included', async ({ page }) => {
  test.setTimeout(60_000);
  // Not one of the server's users: the theme stays in this browser, not in a shared profile.
  const chat = await finishedDemo(page, '?user=e2e-donker');
  const preferences = page.getByRole('button', { name: 'Voorkeuren' });
  await preferences.click();
  await page.getByRole('combobox', { name: 'Thema' }).selectOption('dark');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(preferences).toBeFocused();
  await chat.askToDeleteFirstSession();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('dialog').getByRole('button', { name: 'Annuleren' }).click();
  expect(await debugTabViolations(page, dutchDebugPanels)).toEqual([]);
});

test('the device’s dark preference is followed when the theme is “as the device”', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const chat = new ChatPage(page);
  await chat.open('?user=e2e-apparaat');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the sessions open in a drawer, which closes on choosing one', async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.open();
    await expect(chat.sidebar).toBeHidden();
    const open = page.getByRole('banner').getByRole('button', { name: 'Inspecties', exact: true });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Inspecties' });
    await expect(drawer).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await drawer
      .getByRole('button', { name: /^Start inspectie bij Restaurant Bella Rosa/ })
      .first()
      .click();
    await expect(drawer).toBeHidden();
    await expect(chat.messagesBy('Bedrijfshistorie').first()).toBeVisible();

    await open.click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();
  });
});
