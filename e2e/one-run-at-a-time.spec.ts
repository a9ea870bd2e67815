import { expect, test } from '@playwright/test';
import { start } from './axe';
import { ChatPage } from './chat-page';
import { watchConsole } from './console-watch';
import { interruptOnceAnswering, startLongAnswer } from './interrupt';
import { faultySocket, receivedFrames } from './mock-control';

/*
 * Against the mock as strict as AGORA: a new message cancels the running answer there, so the
 * client sends one run at a time. `delay=0.4` streams an answer slowly enough to type beside it.
 */

const humanPace = (extra = '') => `?ws=${faultySocket(`delay=1${extra}`)}`;
const generic = 'Wat kun je allemaal?';

test('a message typed while an answer streams waits for it, then is answered; the first answer stays whole', async ({
  page,
}) => {
  const console = watchConsole(page);
  const chat = new ChatPage(page);
  await chat.open(humanPace());
  await startLongAnswer(chat);
  await chat.send(generic);
  const waiting = chat.messagesBy('Jij').filter({ hasText: generic });
  await expect(waiting).toContainText('Wacht tot AGORA klaar is');
  await expect(waiting.getByRole('button', { name: 'Onderbreek en verstuur nu' })).toBeVisible();
  await expect(chat.messagesBy('Algemene assistent')).toContainText('Ik heb je vraag ontvangen', { timeout: 20_000 });
  await chat.waitUntilDone();
  const first = chat.messagesBy('Bedrijfshistorie');
  await expect(first.getByRole('table')).toContainText('92251854');
  await expect(first).not.toContainText(/Onvolledig|Gestopt/);
  await expect(waiting).not.toContainText('Wacht');
  const threadId = new URL(page.url()).searchParams.get('thread');
  const runs = (await receivedFrames(page.request)).filter((frame) => frame.data.threadId === threadId);
  expect(runs.slice(-2).map((frame) => (frame.data.messages as { content: string }[])[0]!.content)).toEqual([
    start,
    generic,
  ]);
  console.expectClean();
});

for (const variant of ['', '&cancel=late', '&lateSpoken=1']) {
  test(`"onderbreek en verstuur nu" sends at once and marks the cut answer as stopped by the inspector${variant ? ` (${variant.slice(1)})` : ''}`, async ({
    page,
  }) => {
    const console = watchConsole(page);
    const chat = new ChatPage(page);
    await chat.open(`?ws=${faultySocket(`delay=2${variant}`)}`);
    await startLongAnswer(chat);
    await chat.send(generic);
    await interruptOnceAnswering(page);
    await expect(chat.messagesBy('Bedrijfshistorie')).toContainText('Gestopt door jou');
    await expect(chat.messagesBy('Algemene assistent')).toContainText('Ik heb je vraag ontvangen', { timeout: 20_000 });
    await chat.waitUntilDone();
    await expect(chat.messagesBy('Algemene assistent')).not.toContainText('Inspectie gestart');
    await expect(chat.messagesBy('Bedrijfshistorie')).toContainText('Gestopt door jou');
    await expect(chat.messagesBy('Jij').filter({ hasText: generic })).not.toContainText('Wacht');
    console.expectClean();
  });
}

test('a rejected approval ends the run: nothing is left running', async ({ page }) => {
  const chat = new ChatPage(page);
  await chat.open();
  await chat.send('Genereer het inspectierapport');
  const dialog = page.getByRole('dialog', { name: /Toestemming nodig/ });
  await dialog.getByRole('button', { name: 'Afwijzen' }).click();
  await chat.waitUntilDone();
  await expect(chat.transcript).toContainText('afgewezen');
  await expect(chat.transcript.getByRole('img', { name: 'Schrijft…' })).toHaveCount(0);
  await chat.send('Wat kun je allemaal?');
  await expect(chat.messagesBy('Algemene assistent').last()).toContainText('Ik heb je vraag ontvangen');
});
