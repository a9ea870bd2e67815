import { expect, test } from '@playwright/test';
import { ChatPage } from './chat-page';
import { watchConsole } from './console-watch';
import { faultySocket } from './mock-control';

// The mock's firehose answers every message with numbered deltas `⟨n⟩ `, 500 per second.
const socket = (deltas: number, paragraph: number) => faultySocket(`firehose=${deltas}&rate=500&para=${paragraph}`);

test('a very long paragraph streams in runs of lines that stay put, pinned to its end, every delta in order', async ({
  page,
}) => {
  const console = watchConsole(page);
  const chat = new ChatPage(page);
  await page.goto(`/?user=e2e-stroom-${Date.now()}&ws=${socket(2_000, 0)}`);
  await expect(page.getByText('Verbonden')).toBeVisible();
  await chat.send('Lang antwoord');
  // The socket lives in a worker, which hands the page its frames in batches.
  expect(page.workers().map((worker) => worker.url())).toContainEqual(expect.stringContaining('socket-worker'));
  const answer = chat.messagesBy('Assistent').last();
  // While it streams, the paragraph is laid out in runs of separate lines; a finished run is not touched again.
  const firstRun = answer.locator('p > span.block').first();
  await expect(answer.locator('p > span.block').nth(1)).toBeAttached();
  const firstRunText = await firstRun.textContent();
  await chat.waitUntilDone();
  const paragraph = answer.locator('p');
  await expect(paragraph).toHaveCount(1);
  expect(await paragraph.locator('span.block').count()).toBeGreaterThan(2);
  await expect(firstRun).toHaveText(firstRunText!);
  const text = (await paragraph.textContent()) ?? '';
  const numbers = [...text.matchAll(/⟨(\d+)⟩/g)].map((match) => Number(match[1]));
  expect(numbers).toHaveLength(2_000);
  expect(numbers.every((n, i) => i === 0 || n === numbers[i - 1]! + 1)).toBe(true);
  // Pinned to the newest words: the transcript is scrolled to its end.
  const scroller = chat.transcript.locator('xpath=..');
  expect(await scroller.evaluate((box) => box.scrollHeight - box.scrollTop - box.clientHeight)).toBeLessThan(48);
  console.expectClean();
});

test('an answer of many paragraphs streams into intact paragraphs', async ({ page }) => {
  const chat = new ChatPage(page);
  await page.goto(`/?user=e2e-stroom-${Date.now()}&ws=${socket(600, 50)}`);
  await expect(page.getByText('Verbonden')).toBeVisible();
  await chat.send('Lang antwoord in alinea’s');
  const answer = chat.messagesBy('Assistent').last();
  await expect(answer.locator('p').nth(2)).toBeAttached();
  await chat.waitUntilDone();
  await expect(answer.locator('p')).toHaveCount(12);
  for (const paragraph of await answer.locator('p').all()) await expect(paragraph).toHaveText(/^⟨\d+⟩( ⟨\d+⟩){49}$/);
});
