import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { ChatPage } from './chat-page';
import { watchConsole } from './console-watch';
import { faultySocket } from './mock-control';

/* What people expect of a chat: copy an answer, stop one that streams, note on an answer what is not right. */

const start = 'Start inspectie bij Restaurant Bella Rosa (KVK 92251854)';

async function openEvents(page: Page) {
  const panels = page.getByRole('complementary', { name: 'Onder de motorkap' });
  for (const toggle of await page.getByRole('button', { name: 'Debugpanelen tonen' }).all()) await toggle.click();
  await panels.getByRole('tab', { name: /^Gebeurtenissen/ }).click();
  return panels.getByRole('region', { name: 'Gebeurtenissen' });
}

test('an answer copies as plain text and as its Markdown, and says so', async ({ page, context }) => {
  const console = watchConsole(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const chat = new ChatPage(page);
  await chat.open();
  await chat.send(start);
  await chat.waitUntilDone();
  const answer = chat.messagesBy('Bedrijfshistorie').filter({ has: page.getByRole('table') });
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

  // Older answers show their actions on hover or focus; copying as Markdown is in the row's menu.
  await answer.getByRole('button', { name: 'Meer acties' }).click();
  await answer.getByRole('menuitem', { name: 'Kopiëren als Markdown' }).click();
  await expect(answer.getByText('Gekopieerd als Markdown')).toBeVisible();
  const markdown = await clipboard();
  expect(markdown).toContain('92251854');
  expect(markdown).toMatch(/^\|.*\|$/m);

  await answer.getByRole('button', { name: 'Kopiëren', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(answer.getByText('Gekopieerd', { exact: true })).toBeVisible();
  const plain = await clipboard();
  expect(plain).toContain('92251854');
  expect(plain).toContain('\t');
  expect(plain).not.toMatch(/\||\*\*|^#/m);
  const firstCell = (await answer.getByRole('columnheader').first().textContent())!.trim();
  expect(plain).toContain(firstCell);
  console.expectClean();
});

test('Stop (Escape) while a long answer streams: no more of it is shown, the server may finish it, the next question is answered', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const console = watchConsole(page);
  const chat = new ChatPage(page);
  // A firehose of 600 numbered deltas, 20 a second: half a minute of answer.
  await page.goto(`/?user=e2e-stop-${Date.now()}&ws=${faultySocket('firehose=600&rate=20')}`);
  await expect(page.getByText('Verbonden')).toBeVisible();
  await chat.send('Lang antwoord');
  const answer = chat.messagesBy('Assistent').first();
  await expect(answer).toContainText(/⟨\d+⟩ ⟨\d+⟩ ⟨\d+⟩/, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Stoppen' })).toBeVisible();
  await chat.composer.focus();
  await page.keyboard.press('Escape');

  const stopped = 'Gestopt — de server kan het antwoord nog afmaken';
  await expect(answer).toContainText(stopped);
  await expect(page.getByRole('status').filter({ hasText: stopped })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stoppen' })).toHaveCount(0);
  await expect(chat.composer).toBeFocused();
  await expect(answer.getByRole('button', { name: 'Kopiëren', exact: true })).toBeVisible();
  const shown = (await answer.textContent())!;

  // The server goes on; what it sends is logged as expected, not as its error, and not shown.
  const events = await openEvents(page);
  await expect(events.getByText('after-stop').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('tab', { name: 'Gebeurtenissen', exact: true })).toBeVisible();
  await expect(answer).toHaveText(shown);

  await chat.send('Nog een vraag');
  await expect(chat.messagesBy('Assistent')).toHaveCount(2, { timeout: 20_000 });
  await expect(chat.messagesBy('Assistent').last()).toContainText(/⟨\d+⟩/, { timeout: 20_000 });
  await expect(answer).toHaveText(shown);
  console.expectClean();
});

test('a "klopt niet" note shows on the answer and goes into the event log export, exactly as typed', async ({
  page,
}, testInfo) => {
  const console = watchConsole(page);
  const chat = new ChatPage(page);
  await chat.open();
  await chat.send('Wat kun je allemaal?');
  await chat.waitUntilDone();
  const answer = chat.messagesBy('Algemene assistent').last();
  const note = 'De koelcel was 9 °C, niet 7 °C.  Zie foto 3 & "bijlage"';
  await answer.getByRole('button', { name: 'Klopt niet…' }).click();
  await answer.getByRole('textbox', { name: 'Wat klopt er niet?' }).fill(note);
  await answer.getByRole('button', { name: 'Toevoegen aan eventlog' }).click();
  await expect(answer).toContainText(`Klopt niet: ${note}`);
  await expect(answer.getByRole('button', { name: 'Klopt niet…' })).toBeFocused();

  const events = await openEvents(page);
  await expect(events.getByRole('button').filter({ hasText: 'CLIENT:answer_note' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await events.getByRole('button', { name: 'Exporteren (JSONL)' }).click();
  const saved = testInfo.outputPath('events.jsonl');
  await (await downloading).saveAs(saved);
  const lines = (await readFile(saved, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { type: string; payload: Record<string, unknown> });
  const notes = lines.filter((line) => line.type === 'CLIENT:answer_note');
  expect(notes).toHaveLength(1);
  const { payload } = notes[0]!;
  expect(payload.note).toBe(note);
  const runIds = lines.filter((line) => line.type === 'RUN_STARTED').map((line) => line.payload.runId);
  expect(runIds).toContain(payload.runId);
  const started = lines.find(
    (line) => line.type === 'TEXT_MESSAGE_START' && line.payload.messageId === payload.messageId,
  );
  expect(started).toBeDefined();
  console.expectClean();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('one compact row under the newest answer; an older answer shows its row when tapped', async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.open('?user=e2e-acties-telefoon');
    await chat.send('Wat kun je allemaal?');
    await chat.waitUntilDone();
    await chat.send('Welke regels gelden voor een foodtruck?');
    await chat.waitUntilDone();
    const rows = chat.transcript.getByRole('group', { name: 'Acties voor dit antwoord' });
    await expect(rows).toHaveCount(2);
    const [older, newest] = [rows.first(), rows.last()];

    // Three finger-sized icon buttons on one line, named for a screen reader.
    await expect(newest).toHaveCSS('opacity', '1');
    const buttons = newest.getByRole('button');
    await expect(buttons).toHaveText(['', '', '']);
    const names = await buttons.evaluateAll((all) => all.map((button) => button.getAttribute('aria-label')));
    expect(names).toEqual(['Kopiëren', 'Klopt niet…', 'Meer acties']);
    const row = (await newest.boundingBox())!;
    expect(row.height).toBeLessThan(52);

    // The older answer's row takes no room until the answer is tapped.
    await expect(older).toHaveCSS('opacity', '0');
    expect((await older.boundingBox())?.height ?? 0).toBeLessThan(1);
    await chat.messagesBy('Algemene assistent').first().locator('p').first().tap();
    await expect(older).toHaveCSS('opacity', '1');
    expect((await older.boundingBox())!.height).toBeGreaterThan(40);
    await older.getByRole('button', { name: 'Kopiëren', exact: true }).scrollIntoViewIfNeeded();
    await expect(older).toHaveCSS('opacity', '1');
  });
});
