import { expect, test } from '@playwright/test';
import { ChatPage } from './chat-page';
import { askedOn, receivedFrames } from './mock-control';

const start = 'Start inspectie bij Restaurant Bella Rosa (KVK 92251854)';
const generic = 'Wat kun je allemaal?';
const finding = 'Bevinding: de koelcel is 9 °C';

test('two tabs on one thread: one sends at a time, the other says so and can take over; the server gets each action once', async ({
  context,
  page,
}) => {
  const first = new ChatPage(page);
  const firstSockets: string[] = [];
  page.on('websocket', (socket) => firstSockets.push(socket.url()));
  await first.open('?user=e2e-twee-tabs');
  expect(firstSockets).toHaveLength(1);
  await first.send(start);
  await first.waitUntilDone();
  const threadId = new URL(page.url()).searchParams.get('thread')!;

  const other = await context.newPage();
  const second = new ChatPage(other);
  // The tab that does not own the conversation keeps no socket of its own until it takes over.
  const otherSockets: string[] = [];
  other.on('websocket', (socket) => otherSockets.push(socket.url()));
  await other.goto(`/?user=e2e-twee-tabs&thread=${threadId}`);
  const elsewhere = other.getByRole('region', { name: 'Dit gesprek is open in een ander tabblad of venster' });
  await expect(elsewhere).toBeVisible();
  await expect(second.composer).toHaveCount(0);
  // The box, focused from the first paint, hands its focus to the way on: no one types into a box nobody sees.
  await expect(elsewhere.getByRole('button', { name: 'Hier verdergaan' })).toBeFocused();
  expect(otherSockets).toEqual([]);

  await elsewhere.getByRole('button', { name: 'Hier verdergaan' }).click();
  await expect(second.messagesBy('Bedrijfshistorie')).toContainText('Bella Rosa');
  // The history comes over REST; the socket opens beside it.
  await expect.poll(() => otherSockets.length).toBe(1);
  await expect(page.getByRole('region', { name: 'Dit gesprek is open in een ander tabblad of venster' })).toBeVisible();
  await second.send(generic);
  await expect(second.messagesBy('Algemene assistent')).toContainText('Ik heb je vraag ontvangen');
  await second.waitUntilDone();

  await page.getByRole('button', { name: 'Hier verdergaan' }).click();
  await expect(other.getByRole('button', { name: 'Hier verdergaan' })).toBeVisible();
  await expect(first.messagesBy('Algemene assistent')).toContainText('Ik heb je vraag ontvangen');
  await first.send(finding);
  await expect(first.messagesBy('Regelgeving')).toContainText('852/2004');

  await other.close();
  await expect(first.composer).toBeEnabled();
  const runs = (await receivedFrames(page.request))
    .map((frame) => frame.data)
    .filter((data) => data.threadId === threadId);
  const runIds = runs.map((data) => data.runId);
  expect(new Set(runIds).size).toBe(runIds.length);
  expect(await askedOn(page.request, threadId)).toEqual([start, generic, finding]);
});
