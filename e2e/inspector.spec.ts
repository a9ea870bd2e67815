import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { ChatPage } from './chat-page';

const panelsOf = (page: Page) => page.getByRole('complementary', { name: 'Onder de motorkap' });

async function openEvents(page: Page) {
  for (const toggle of await page.getByRole('button', { name: 'Debugpanelen tonen' }).all()) await toggle.click();
  await panelsOf(page)
    .getByRole('tab', { name: /^Gebeurtenissen/ })
    .click();
  return panelsOf(page).getByRole('region', { name: 'Gebeurtenissen' });
}

async function replayFile(chat: ChatPage, file: string) {
  await chat.page.reload();
  await chat.sidebar.getByRole('button', { name: 'Nieuwe inspectie' }).click();
  const events = await openEvents(chat.page);
  await events.getByLabel('Afspeelsnelheid').selectOption({ index: 0 });
  await events.getByLabel('Log afspelen uit bestand').setInputFiles(file);
  await expect(chat.page.getByText(/Afspelen van een opgeslagen log/)).toBeVisible();
  return openEvents(chat.page);
}

const run = { threadId: 't-planted', runId: 'r1' };
/** A stream breaking one AG-UI rule per frame, but for its first frame. */
const planted = [
  { type: 'RUN_STARTED', ...run },
  { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm-ghost', delta: 'Spook' },
  { type: 'TEXT_MESSAGE_END', messageId: 'm-never' },
  { type: 'TOOL_CALL_ARGS', toolCallId: 't-ghost', delta: '{}' },
  { type: 'STEP_FINISHED', stepName: 'nooit-gestart' },
  { type: 'CUSTOM', name: 'agora:tool_approval_response', value: { approvalId: 'a-ghost', approved: true } },
  { type: 'RUN_FINISHED', ...run },
  { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm-ghost', delta: 'te laat' },
  { type: 'NOT_A_REAL_EVENT' },
];
const rules = [
  ['content-before-start', 'Inhoud vóór start', 'Inhoud voor m-ghost kwam vóór de start'],
  ['end-without-start', 'Einde zonder start', 'm-never is beëindigd maar nooit gestart.'],
  ['unknown-tool-call', 'Onbekende tool-aanroep', 'Tool-aanroep t-ghost is nooit gestart'],
  ['step-not-started', 'Stap niet gestart', 'STEP_FINISHED voor stap nooit-gestart'],
  ['approval-unknown', 'Onbekende goedkeuring', 'Antwoord op goedkeuring a-ghost, die nooit gevraagd is.'],
  ['run-finished-open', 'Run klaar met open stromen', 'RUN_FINISHED terwijl nog open was: m-ghost, t-ghost.'],
  ['after-run-end', 'Na einde run', 'Kwam na RUN_FINISHED of RUN_ERROR van de run.'],
  ['content-after-end', 'Inhoud na einde', 'm-ghost was al afgesloten'],
] as const;

test('a stream with planted violations shows each rule broken, a count in the tab and only the problems', async ({
  page,
}, testInfo) => {
  const chat = new ChatPage(page);
  await chat.open();
  const file = testInfo.outputPath('planted.jsonl');
  await writeFile(file, planted.map((event) => JSON.stringify(event)).join('\n'));
  const events = await replayFile(chat, file);
  await expect(panelsOf(page).getByRole('tab', { name: 'Gebeurtenissen (8 ⚠)' })).toBeVisible();
  const search = events.getByRole('searchbox', { name: 'Zoeken' });
  for (const [rule, name, why] of rules) {
    await search.fill(rule);
    const marked = events.getByRole('listitem').filter({ hasText: name });
    await expect(marked.first()).toBeVisible();
    await expect(marked.first()).toContainText(why);
  }
  await search.fill('');
  await events.getByRole('checkbox', { name: 'Alleen problemen' }).check();
  await expect(events.getByText('8 van 9')).toBeVisible();
  await expect(events.getByText('Afgewezen: unknown event type "NOT_A_REAL_EVENT"')).toBeVisible();
});

test('a redacted export holds none of the demo’s sentences and still replays', async ({ page }, testInfo) => {
  const chat = new ChatPage(page);
  await chat.open();
  await chat.send('Start inspectie bij Restaurant Bella Rosa (KVK 92251854)');
  await chat.waitUntilDone();
  const answer = (await chat.messagesBy('Bedrijfshistorie').last().innerText())
    .split('\n')
    .filter((line) => line.length > 30);
  const events = await openEvents(page);
  const downloading = page.waitForEvent('download');
  await events.getByRole('button', { name: 'Geanonimiseerd exporteren' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/-redacted\.jsonl$/);
  const saved = testInfo.outputPath('redacted.jsonl');
  await download.saveAs(saved);
  const redacted = await readFile(saved, 'utf8');
  expect(answer.length).toBeGreaterThan(0);
  for (const secret of ['Start inspectie bij Restaurant Bella Rosa', 'Bella Rosa', '92251854', ...answer])
    expect(redacted).not.toContain(secret);
  expect(redacted).toContain('"type":"TOOL_CALL_START"');

  await replayFile(chat, saved);
  await expect(chat.messagesBy('Bedrijfshistorie')).toContainText('xxxxx');
  // The calls replay under their redacted display names.
  await expect(chat.transcript.getByRole('button', { name: /^x+ x+ · klaar$/ })).toHaveCount(2);
  await expect(chat.transcript).not.toContainText('Bella Rosa');
});
