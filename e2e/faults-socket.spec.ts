import { expect, test, type Page } from '@playwright/test';
import { ChatPage } from './chat-page';
import { watchConsole } from './console-watch';
import { faultySocket } from './mock-control';

const question = 'Wat kun je allemaal?';

async function openWithFaults(page: Page, query: string, appQuery = '') {
  const chat = new ChatPage(page);
  await page.goto(`/?user=e2e-storing-${Date.now()}&ws=${faultySocket(query)}${appQuery}`);
  await expect(page.getByText('Verbonden')).toBeVisible();
  return chat;
}

/** The event inspector, filtered by free text (type, note, rule, reason or content). */
async function eventsMatching(chat: ChatPage, text: string) {
  const panels = chat.page.getByRole('complementary', { name: 'Onder de motorkap' });
  for (const toggle of await chat.page.getByRole('button', { name: 'Debugpanelen tonen' }).all()) await toggle.click();
  await panels.getByRole('tab', { name: 'Gebeurtenissen' }).click();
  const region = panels.getByRole('region', { name: 'Gebeurtenissen' });
  await region.getByRole('searchbox', { name: 'Zoeken' }).fill(text);
  return region;
}

/** The answer to the question is there once and complete, and a next question is answered too. */
async function expectSessionKeepsWorking(chat: ChatPage) {
  await chat.waitUntilDone();
  const answers = chat.messagesBy('Algemene assistent');
  await expect(answers.filter({ hasText: `Ik heb je vraag ontvangen: "${question}"` })).toHaveCount(1);
  await chat.send('En nog een vraag');
  await expect(answers.filter({ hasText: 'Ik heb je vraag ontvangen: "En nog een vraag"' })).toHaveCount(1);
  await chat.waitUntilDone();
}

const malformed = [
  { kind: 'notjson', shows: 'REJECTED', reason: /Afgewezen: not JSON/ },
  { kind: 'unknowntype', shows: 'REJECTED', reason: /Afgewezen: unknown event type "NOT_A_REAL_EVENT"/ },
  { kind: 'missingfield', shows: 'REJECTED', reason: /Afgewezen: invalid TEXT_MESSAGE_CONTENT: messageId/ },
  { kind: 'wrongtype', shows: 'REJECTED', reason: /Afgewezen: invalid TEXT_MESSAGE_CONTENT: delta/ },
  { kind: 'huge', shows: 'msg-injected', reason: /Inhoud voor msg-injected kwam vóór de start/ },
  { kind: 'deep', shows: 'agora:injected_deep', reason: /niets met custom-gebeurtenis agora:injected_deep/ },
];

for (const { kind, shows, reason } of malformed) {
  test(`a malformed frame (${kind}) is logged with its reason and the conversation goes on`, async ({ page }) => {
    const console = watchConsole(page);
    const chat = await openWithFaults(page, `malformed=${kind}&malformedAt=4`);
    await chat.send(question);
    await expectSessionKeepsWorking(chat);
    const events = await eventsMatching(chat, shows);
    await expect(events.getByText(reason).first()).toBeVisible();
    console.expectClean();
  });
}

const disordered = [
  { query: 'duplicate=6', what: 'a duplicated message start', rule: 'start-duplicate', name: 'Dubbele start' },
  {
    // Steps may overlap (server-langgraph's parallel tools), so the fault is a step's finish before its own start.
    query: 'reorder=3',
    what: 'a step finish before its start',
    rule: 'step-not-started',
    name: 'Stap niet gestart',
  },
];

for (const { query, what, rule, name } of disordered) {
  test(`${what} leaves one intact answer and its rule marked in the event log`, async ({ page }) => {
    const console = watchConsole(page);
    const chat = await openWithFaults(page, query);
    await chat.send(question);
    await expectSessionKeepsWorking(chat);
    await expect(chat.transcript.getByText(`Ik heb je vraag ontvangen: "${question}".`)).toHaveCount(1);
    const events = await eventsMatching(chat, rule);
    await expect(events.getByText(name, { exact: true }).first()).toBeVisible();
    console.expectClean();
  });
}

test('a state delta that cannot apply is shown as failed, and the next snapshot brings the state back', async ({
  page,
}) => {
  const console = watchConsole(page);
  const chat = await openWithFaults(page, 'badDelta=1');
  await chat.send('Start inspectie bij Restaurant Bella Rosa (KVK 92251854)');
  await chat.waitUntilDone();
  const panels = page.getByRole('complementary', { name: 'Onder de motorkap' });
  await page.getByRole('button', { name: 'Debugpanelen tonen' }).click();
  await panels.getByRole('tab', { name: 'Status' }).click();
  const state = panels.getByRole('region', { name: 'Agentstatus' });
  await expect(state.getByText('mislukt').first()).toBeVisible();
  await expect(state.getByText('De status loopt niet meer gelijk met de server')).toHaveCount(0);
  await expect(state).toContainText('Bedrijfshistorie');
  console.expectClean();
});

test('a run that never finishes is flagged as stalled; reconnecting frees the conversation', async ({ page }) => {
  const console = watchConsole(page);
  const chat = await openWithFaults(page, 'hang=1', '&stallMs=1500');
  await chat.send(question);
  const stalled = page.getByRole('alert').filter({ hasText: 'Het antwoord zit mogelijk vast' });
  await expect(stalled).toBeVisible();
  await stalled.getByRole('button', { name: 'Opnieuw verbinden' }).click();
  // "Onderbroken" shows only until the socket is back: a fast reconnect can end it before a check sees it.
  await expect(stalled).toHaveCount(0);
  await expect(page.getByText('Verbonden')).toBeVisible();
  // Once connected again, the cut-off answer is read back from the REST history: what the server kept of it.
  const partial = chat.messagesBy('Algemene assistent').first();
  await expect(partial).toContainText('Ik heb');
  // The fault holds for every connection: the next answer starts on the fresh one, and stalls again.
  await chat.send('En nog een vraag');
  await expect(chat.messagesBy('Algemene assistent')).toHaveCount(2);
  await expect(stalled).toBeVisible();
  await expect(partial).toContainText('Ik heb');
  console.expectClean();
});
