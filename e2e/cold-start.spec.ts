import { expect, test } from '@playwright/test';
import { ChatPage } from './chat-page';
import { watchConsole } from './console-watch';
import { receivedFrames } from './mock-control';

test('the message box works before any script has loaded; the app takes the very same box over, with its text, focus and caret, and sends it', async ({
  page,
}) => {
  const console = watchConsole(page);
  const chat = new ChatPage(page);
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  // The app's entry module is held back: only the page's own HTML and CSS have arrived.
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`/?user=e2e-koud-${Date.now()}`, { waitUntil: 'commit' });
  await expect(chat.composer).toBeEditable();
  await expect(page.getByRole('heading', { name: 'HAI — inspectie-assistent' })).toBeVisible();
  await chat.composer.click();
  await page.keyboard.type('Wat zijn de regels voor koeling?');
  await page.keyboard.press('ArrowLeft');
  // The first screen's own send button is there before any of the app's scripts.
  await expect(page.getByRole('button', { name: 'Versturen' })).toBeVisible();

  await chat.composer.evaluate((box) => box.setAttribute('data-first-paint', ''));
  release();
  await expect(page.getByRole('button', { name: 'Versturen' })).toBeEnabled();
  await expect(chat.composer).toHaveValue('Wat zijn de regels voor koeling?');
  await expect(chat.composer).toBeFocused();
  await expect(chat.composer).toHaveAttribute('data-first-paint');
  expect(await chat.composer.evaluate((box: HTMLTextAreaElement) => box.selectionStart)).toBe(31);
  await page.keyboard.type('?');
  await expect(chat.composer).toHaveValue('Wat zijn de regels voor koeling??');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  await expect(chat.messagesBy('Jij')).toHaveText(/Wat zijn de regels voor koeling\?/);
  await expect(chat.messagesBy('Algemene assistent')).toHaveCount(1);
  await expect(chat.composer).toHaveValue('');
  console.expectClean();
});

test('Enter and the send button before any script has loaded queue the message visibly; it is sent once when the app runs', async ({
  page,
  request,
}) => {
  const chat = new ChatPage(page);
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const tag = Date.now();
  await page.goto(`/?user=e2e-wachtrij-${tag}`, { waitUntil: 'commit' });
  await chat.composer.click();
  await page.keyboard.type(`Eerste vraag ${tag}`);
  await page.keyboard.press('Enter');
  await page.keyboard.type(`Tweede vraag ${tag}`);
  await page.getByRole('button', { name: 'Versturen' }).click();
  const waiting = page.getByRole('list', { name: 'Verstuurd terwijl AGORA laadt' }).getByRole('listitem');
  await expect(waiting).toHaveCount(2);
  await expect(waiting.first()).toContainText(`Eerste vraag ${tag}`);
  await expect(waiting.first()).toContainText('Wordt verstuurd zodra AGORA geladen is');
  await expect(chat.composer).toHaveValue('');

  release();
  const mine = chat.messagesBy('Jij');
  await expect(mine).toHaveCount(2);
  await expect(mine.first()).toContainText(`Eerste vraag ${tag}`);
  await expect(mine.last()).toContainText(`Tweede vraag ${tag}`);
  await expect(chat.messagesBy('Algemene assistent')).toHaveCount(2);
  const frames = (await receivedFrames(request)).map((frame) => JSON.stringify(frame.data));
  for (const text of [`Eerste vraag ${tag}`, `Tweede vraag ${tag}`])
    expect(frames.filter((frame) => frame.includes(JSON.stringify(text)))).toHaveLength(1);
});
