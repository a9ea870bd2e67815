import { expect, test, type Locator, type Page } from '@playwright/test';
import { ChatPage } from './chat-page';

type Box = { x: number; y: number; width: number; height: number };

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

function clip(box: Box, to: Box): Box {
  const x = Math.max(box.x, to.x);
  const y = Math.max(box.y, to.y);
  return {
    x,
    y,
    width: Math.min(box.x + box.width, to.x + to.width) - x,
    height: Math.min(box.y + box.height, to.y + to.height) - y,
  };
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'a box on screen').not.toBeNull();
  return box!;
}

/** The debug panels' toggle covers no message: it meets neither a message nor the conversation's scrolling area. */
async function expectToggleClear(chat: ChatPage, name = 'Debugpanelen tonen') {
  const toggle = await boxOf(chat.page.getByRole('button', { name }));
  const conversation = await boxOf(chat.transcript.locator('xpath=..'));
  expect(intersects(toggle, conversation), 'the toggle over the conversation').toBe(false);
  // A message scrolled out of view is clipped by the conversation: only the part in view can be covered.
  for (const message of await chat.transcript.getByRole('article').all()) {
    const box = await message.boundingBox();
    if (box && intersects(box, conversation))
      expect(intersects(toggle, clip(box, conversation)), 'the toggle over a message').toBe(false);
  }
}

/** The report, approved: the answer's request, then the approval's outcome, then the report it led to. */
async function approveReport(chat: ChatPage, tap: boolean) {
  await chat.send('Start inspectie bij Restaurant Bella Rosa (KVK 92251854)');
  await chat.waitUntilDone();
  await chat.send('Genereer het inspectierapport');
  const dialog = chat.page.getByRole('dialog', { name: /Toestemming nodig/ });
  const approve = dialog.getByRole('button', { name: 'Goedkeuren' });
  await (tap ? approve.tap() : approve.click());
  await expect(dialog).toBeHidden();
  await expect(chat.transcript).toContainText('is opgesteld');
  await chat.waitUntilDone();
}

/** Top to bottom: the request, "goedgekeurd om …", the report — live, and again once the history has come in. */
async function expectApprovalInOrder(chat: ChatPage) {
  const answer = chat.messagesBy('Rapportage').last();
  const y = async (locator: Locator) => (await boxOf(locator.first())).y;
  await expect(async () => {
    const asked = await y(answer.getByText(/vraag ik eerst je akkoord/));
    const decided = await y(answer.getByText(/^goedgekeurd om/));
    const report = await y(answer.getByText(/is opgesteld/));
    expect(asked).toBeLessThan(decided);
    expect(decided).toBeLessThan(report);
  }).toPass();
}

async function openSettings(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Instellingen' }).tap();
  const sheet = page.getByRole('dialog', { name: 'Instellingen' });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** Nothing in the sheet is wider than its box: it does not scroll sideways, and the read-aloud row ends inside. */
async function expectNoSidewaysOverflow(sheet: Locator) {
  const wide = await sheet.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((element) => getComputedStyle(element).overflowX !== 'visible' || element === root)
      .filter((element) => element.scrollWidth > element.clientWidth)
      .map((element) => `${element.tagName} ${element.scrollWidth} > ${element.clientWidth}`),
  );
  expect(wide).toEqual([]);
  const sheetBox = await boxOf(sheet);
  const row = await boxOf(sheet.getByRole('group', { name: 'Voorlezen' }));
  expect(row.x + row.width).toBeLessThanOrEqual(sheetBox.x + sheetBox.width);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the box takes the row, the toggle covers nothing, the settings fit, the approval reads in order', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const chat = new ChatPage(page);
    await chat.open('?user=e2e-indeling-telefoon&tts=fake');
    await expect(chat.composer).toHaveAttribute('placeholder', 'Typ je vraag…');

    const sheet = await openSettings(page);
    await sheet.getByRole('button', { name: 'Voorlezen uit' }).tap();
    await expect(sheet.getByRole('button', { name: 'Voorlezen aan' })).toBeVisible();
    await expectNoSidewaysOverflow(sheet);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    expect((await boxOf(chat.composer)).width).toBeGreaterThanOrEqual(0.8 * 360);
    await approveReport(chat, true);
    await expectToggleClear(chat);
    expect((await boxOf(chat.composer)).width).toBeGreaterThanOrEqual(0.8 * 360);
    await expectApprovalInOrder(chat);
    await chat.transcript.locator('xpath=..').evaluate((scroller) => scroller.scrollTo(0, 0));
    await expectToggleClear(chat);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the toggle covers no message, with the panels closed or open; the approval reads in order', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const chat = new ChatPage(page);
    await chat.open('?user=e2e-indeling-bureau');
    await expect(chat.composer).toHaveAttribute('placeholder', /Shift\+Enter = nieuwe regel/);
    await approveReport(chat, false);
    await expectToggleClear(chat);
    await expectApprovalInOrder(chat);
    await chat.transcript.locator('xpath=..').evaluate((scroller) => scroller.scrollTo(0, 0));
    await expectToggleClear(chat);
    await page.getByRole('button', { name: 'Debugpanelen tonen' }).click();
    await expect(page.getByRole('complementary', { name: 'Onder de motorkap' })).toBeVisible();
    await expectToggleClear(chat, 'Debugpanelen verbergen');
  });
});
