import { expect, test, type Locator, type Page } from '@playwright/test';
import { start } from './axe';
import { ChatPage } from './chat-page';
import { expectFits } from './fit-checks';

const firstQuestion = 'Welke regels gelden voor een foodtruck?';

/**
 * The session list: the drawer on a phone or an upright tablet, the sidebar (shown again if folded away) on a wider
 * screen.
 */
async function openSessions(page: Page, drawer: boolean): Promise<Locator> {
  const menu = page.getByRole('banner').getByRole('button', { name: 'Inspecties', exact: true });
  if (drawer) {
    await menu.tap();
    const sheet = page.getByRole('dialog', { name: 'Inspecties' });
    await expect(sheet).toBeVisible();
    return sheet;
  }
  if ((await menu.getAttribute('aria-expanded')) === 'false') await menu.tap();
  return page.getByRole('navigation', { name: 'Inspecties' });
}

/** From the report request to the approval by a tap; the decision buttons are in view without scrolling. */
async function approveReport(page: Page, chat: ChatPage) {
  await chat.send('Genereer het inspectierapport');
  const dialog = page.getByRole('dialog', { name: /Toestemming nodig: Genereren eindrapport/ });
  await expect(dialog).toBeVisible();
  for (const name of ['Afwijzen', 'Goedkeuren']) {
    await expect(dialog.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
  }
  await expectFits(page, 'the approval');
  await dialog.getByRole('button', { name: 'Goedkeuren' }).tap();
  await expect(dialog).toBeHidden();
  await expect(chat.transcript.getByRole('button', { name: /Genereren eindrapport.*klaar/ })).toBeVisible();
  await chat.waitUntilDone();
}

/** The debug panels over the chat (phone, tablet portrait): each tab, then Escape gives focus back. */
async function debugSheet(page: Page) {
  const toggle = page.getByRole('button', { name: 'Debugpanelen tonen' });
  await toggle.tap();
  const sheet = page.getByRole('dialog', { name: 'Onder de motorkap' });
  await expect(sheet).toBeVisible();
  for (const name of ['Tool-aanroepen', 'Status', 'Gebeurtenissen']) {
    const tab = sheet.getByRole('tab', { name, exact: true });
    await tab.tap();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(sheet.getByRole('tabpanel')).toBeVisible();
    await expectFits(page, `the debug sheet, ${name}`);
  }
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(toggle).toBeFocused();
  await toggle.tap();
  await sheet.getByRole('button', { name: 'Sluiten' }).tap();
  await expect(sheet).toBeHidden();
}

/**
 * The journey of issue 17 at one size, as `who`: sessions (in the drawer, or beside the chat), a new inspection, the
 * approval, switching.
 */
async function fieldJourney(page: Page, drawer: boolean, who: string) {
  test.setTimeout(90_000);
  const chat = new ChatPage(page);
  await chat.open(`?user=e2e-veld-${who}`);
  await expectFits(page, 'a new conversation');
  await chat.send(firstQuestion);
  await chat.waitUntilDone();

  let sessions = await openSessions(page, drawer);
  await expect(sessions.getByRole('button', { name: /^Welke regels gelden/ }).first()).toBeVisible();
  await expectFits(page, 'the session list');
  await sessions.getByRole('button', { name: 'Nieuwe inspectie' }).tap();
  if (drawer) await expect(sessions).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Start een inspectie' })).toBeVisible();

  await chat.send(start);
  await chat.waitUntilDone();
  await approveReport(page, chat);
  await expectFits(page, 'the finished report');

  sessions = await openSessions(page, drawer);
  const first = sessions.getByRole('button', { name: /^Welke regels gelden/ }).first();
  await first.tap();
  if (drawer) await expect(sessions).toBeHidden();
  await expect(chat.transcript).toContainText('foodtruck');
  await expectFits(page, 'another session');
  return chat;
}

/** The message box has at least `share` of the screen's width. */
async function expectBoxShare(page: Page, chat: ChatPage, share: number) {
  const box = (await chat.composer.boundingBox())!;
  expect(box.width, `the message box is ${box.width} px wide`).toBeGreaterThanOrEqual(
    page.viewportSize()!.width * share,
  );
}

/** More inspections whose first message starts as the one before did, each from the drawer's "Nieuwe inspectie". */
async function startAlike(page: Page, chat: ChatPage, businesses: string[]) {
  for (const business of businesses) {
    const sessions = await openSessions(page, true);
    await sessions.getByRole('button', { name: 'Nieuwe inspectie' }).tap();
    await expect(sessions).toBeHidden();
    await chat.send(`Start inspectie bij ${business}`);
    await chat.waitUntilDone();
  }
}

/**
 * Four sessions whose titles start alike read apart in the list: each row shows a whole text of its own, its title
 * when that fits its two lines, else the line under it (the title's end, where it differs from the others).
 */
async function expectAlikeToldApart(sessions: Locator) {
  const alike = sessions.getByRole('button', { name: /^Start inspectie bij/ });
  await expect(alike).toHaveCount(4);
  const shown = await alike.evaluateAll((buttons) =>
    buttons.map((button) => {
      const whole = (line: Element | null | undefined): line is Element =>
        !!line && line.scrollHeight <= line.clientHeight + 1 && line.scrollWidth <= line.clientWidth + 1;
      const title = button.firstElementChild;
      const under = document.getElementById(button.getAttribute('aria-describedby') ?? '')?.firstElementChild;
      if (whole(title)) return title.textContent ?? '';
      return whole(under) ? (under.textContent ?? '') : `cut short: ${button.getAttribute('aria-label')}`;
    }),
  );
  expect(shown.filter((text) => text.startsWith('cut short'))).toEqual([]);
  expect(new Set(shown).size).toBe(4);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('sessions in a drawer, the approval fits, the debug panels in a sheet', async ({ page }) => {
    const chat = await fieldJourney(page, true, 'telefoon');
    await debugSheet(page);
    await expect(chat.composer).toBeInViewport();
  });

  test('the compact header gathers reading aloud, inspector, language and preferences in a sheet', async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.open('?user=e2e-veld-menu&tts=fake');
    const banner = page.getByRole('banner');
    expect((await banner.boundingBox())?.height).toBeLessThan(64);
    const menu = banner.getByRole('button', { name: 'Instellingen' });
    await menu.tap();
    const sheet = page.getByRole('dialog');
    await expect(sheet).toHaveAccessibleName('Instellingen');
    await expect(sheet.getByRole('button', { name: 'Voorlezen uit' })).toBeVisible();
    await expect(sheet.getByRole('combobox', { name: 'Inspecteur' })).toBeVisible();
    await expect(sheet.getByRole('combobox', { name: 'Thema' })).toBeVisible();
    await expectFits(page, 'the settings sheet');
    await sheet.getByRole('combobox', { name: 'Taal' }).selectOption('en');
    await expect(sheet.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await sheet.getByRole('combobox', { name: 'Language' }).selectOption('nl');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(menu).toBeFocused();
  });
});

test.describe('on a tablet, upright', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });

  test('sessions in a drawer, alike titles told apart, the message box wide, the approval fits, the debug panels in a sheet', async ({
    page,
  }) => {
    // A new inspector each run: the list holds this run's four alike sessions only.
    const chat = await fieldJourney(page, true, `tablet-${Date.now()}`);
    await expectBoxShare(page, chat, 0.6);
    await startAlike(page, chat, [
      'Restaurant Bella Napoli (KVK 40512345)',
      'Restaurant De Gouden Draak (KVK 33445566)',
      'Snackbar De Hoek (KVK 77889900)',
    ]);
    const sessions = await openSessions(page, true);
    await expectAlikeToldApart(sessions);
    await expectFits(page, 'four alike sessions in the drawer');
    await page.keyboard.press('Escape');
    await debugSheet(page);
    await expect(chat.composer).toBeInViewport();
  });
});

test.describe('on a tablet, on its side', () => {
  test.use({ viewport: { width: 1180, height: 820 }, hasTouch: true });

  test('the sidebar folds away and stays so; the debug panels sit beside the chat', async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.open('?user=e2e-veld-liggend');
    const menu = page.getByRole('banner').getByRole('button', { name: 'Inspecties', exact: true });
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(chat.sidebar).toBeVisible();
    await menu.tap();
    await expect(chat.sidebar).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await page.reload();
    await expect(page.getByText('Verbonden')).toBeVisible();
    await expect(chat.sidebar).toBeHidden();
    await expectFits(page, 'the sidebar folded away');

    await page.getByRole('button', { name: 'Debugpanelen tonen' }).tap();
    const panels = page.getByRole('complementary', { name: 'Onder de motorkap' });
    await expect(panels).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectFits(page, 'the debug panels beside the chat');
    await page.getByRole('button', { name: 'Debugpanelen verbergen' }).tap();

    await menu.tap();
    await expect(chat.sidebar).toBeVisible();
    await expectBoxShare(page, chat, 0.5);
  });
});
