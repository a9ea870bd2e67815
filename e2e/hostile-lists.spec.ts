import { expect, test } from '@playwright/test';
import { badHistoryEntryId, badListEntryId } from '../mock-server/hostile/lists';
import type { ChatPage } from './chat-page';
import { chooseHostile, HostileJourney } from './hostile-checks';

// A server whose lists attack (mock-server/hostile/lists.ts): 10,000 sessions for a page of 20, and one malformed
// entry in a session list or a history. The app keeps to its page, renders few rows, and shows what it can read.

test.afterEach(async ({ request }) => {
  await chooseHostile(request, null);
});

const filler = (n: number) => `Sessie ${n} van een server die niet pagineert`;
/** The button that opens that made-up session (its rename and delete buttons name it too). */
const opener = (chat: ChatPage, n: number) => chat.sidebar.getByRole('button', { name: filler(n), exact: true });

/** Scrolls the sidebar's list to its end until the session is in view (rows come as the list grows). */
async function scrolledTo(chat: ChatPage, n: number): Promise<void> {
  const list = chat.sidebar.getByRole('list', { name: 'Inspecties' });
  for (let tries = 0; ; tries++) {
    await list.evaluate((element) => element.parentElement?.scrollTo({ top: element.parentElement.scrollHeight }));
    const shown = await opener(chat, n)
      .waitFor({ state: 'visible', timeout: 1_000 })
      .then(() => true)
      .catch(() => false);
    if (shown) return;
    if (tries >= 10) throw new Error(`"${filler(n)}" not in view after scrolling the sidebar to its end`);
  }
}

test('10,000 sessions for a page of 20: the page asked for, few rows in the DOM, more pages without asking again', async ({
  page,
  request,
}) => {
  const journey = new HostileJourney(page, request);
  const { chat } = journey;
  const asked: string[] = [];
  page.on('request', (sent) => void (new URL(sent.url()).pathname === '/sessions' && asked.push(sent.url())));
  await chooseHostile(request, 'huge-session-list');
  await journey.open('huge-session-list');
  await journey.typeDraft();
  await expect(opener(chat, 1)).toBeVisible();
  expect(await chat.sidebar.getByRole('listitem').count()).toBeLessThanOrEqual(20);
  await scrolledTo(chat, 20);
  await expect(opener(chat, 21)).toHaveCount(0);
  const more = chat.sidebar.getByRole('button', { name: 'Meer laden' });
  await more.click();
  await scrolledTo(chat, 40);
  await more.click();
  await scrolledTo(chat, 60);
  await expect(opener(chat, 1)).toHaveCount(0);
  expect(await chat.sidebar.getByRole('listitem').count()).toBeLessThan(40);
  expect(await chat.sidebar.getByRole('button').count()).toBeLessThan(100);
  const offsets = asked.map((url) => new URL(url).searchParams.get('offset'));
  expect(offsets, 'pages after the first were asked again').toEqual(offsets.map(() => '0'));
  await journey.expectSafe();
  await journey.expectNextAnswered();
  journey.expectCleanConsole();
});

test('one malformed entry in a list and in a history: the rest shown, the bad one marked in place, the detail logged', async ({
  page,
  request,
}) => {
  const journey = new HostileJourney(page, request);
  const { chat } = journey;
  await journey.open('bad-entries');
  await journey.startWithSession();
  await journey.attack('bad-list-entry');
  await chat.waitUntilDone();
  const unreadableSession = `Onleesbare inspectie ${badListEntryId} (klopt niet met het contract`;
  await expect(chat.sidebar.getByRole('listitem').filter({ hasText: unreadableSession })).toHaveCount(1);
  await expect(chat.session(/^Start inspectie/)).toBeVisible();
  const listEvents = await journey.events(badListEntryId);
  await expect(listEvents).toContainText(`(id "${badListEntryId}") could not be read`);
  await chooseHostile(request, 'bad-history-entry');
  await chat.session(/^Start inspectie/).click();
  await expect(chat.transcript).toContainText(`Onleesbaar bericht ${badHistoryEntryId} (klopt niet met het contract`);
  await expect(chat.messagesBy('Jij').first()).toContainText('Start inspectie');
  await expect(chat.transcript.getByRole('article').nth(1)).toBeVisible();
  const historyEvents = await journey.events(badHistoryEntryId);
  await expect(historyEvents).toContainText(`History entry 2 (id "${badHistoryEntryId}") could not be read`);
  await chooseHostile(request, null);
  await chat.sidebar.getByRole('button', { name: 'Nieuwe inspectie' }).click();
  await journey.typeDraft();
  await journey.expectSafe();
  await journey.expectNextAnswered();
  journey.expectCleanConsole();
});
