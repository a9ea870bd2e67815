import { expect, test } from '@playwright/test';
import { ChatPage } from './chat-page';
import { faultySocket, mockHost, receivedFrames } from './mock-control';

const cutSocket = encodeURIComponent(`ws://${mockHost}/ws?dropAfter=10`);

test('a run cut off mid-answer is marked interrupted; once reconnected it is reconciled from the server, and a reload shows the same', async ({
  page,
}) => {
  const chat = new ChatPage(page);
  await page.goto(`/?user=e2e-onderbroken-${Date.now()}&ws=${cutSocket}`);
  await expect(page.getByText('Verbonden')).toBeVisible();
  await chat.send('Wat kun je allemaal?');

  // "Onderbroken" shows only until the socket is back, which on a fast reconnect is over before a check sees it.
  await expect(page.getByText('Verbonden')).toBeVisible();
  await expect(chat.status.first()).toHaveText(/^Klaar voor je vraag/);
  const answer = chat.messagesBy('Algemene assistent');
  await expect(answer).toBeVisible();
  await expect(answer).not.toContainText('Onvolledig');
  const reconciled = (await answer.getByRole('paragraph').first().innerText()).trim();
  expect(reconciled.length).toBeGreaterThan(0);

  await page.reload();
  const restored = chat.messagesBy('Algemene assistent');
  await expect(restored).toBeVisible();
  await expect(restored.getByRole('paragraph').first()).toHaveText(reconciled);
});

test('the connection lost before any of the answer was stored: the question says its answer was lost, "Opnieuw vragen" asks it once more, and the status line recovers', async ({
  page,
  request,
}) => {
  const chat = new ChatPage(page);
  // The socket closes right after the run started: the server keeps the question, and no answer.
  await page.goto(`/?user=e2e-verloren-${Date.now()}&ws=${faultySocket('dropAfter=2')}`);
  await expect(page.getByText('Verbonden')).toBeVisible();
  const question = `Wat kun je allemaal? (${Date.now()})`;
  await chat.send(question);

  const mine = chat.messagesBy('Jij').filter({ hasText: question });
  await expect(mine.getByText('Antwoord ging verloren door een onderbreking')).toBeVisible();
  await expect(chat.status.first()).toHaveText(/^Klaar voor je vraag/);
  await expect(chat.status.first()).not.toHaveText(/Onderbroken/);

  await mine.getByRole('button', { name: 'Opnieuw vragen' }).click();
  await expect(mine).toHaveCount(2);
  await expect(mine.first().getByRole('button', { name: 'Opnieuw vragen' })).toHaveCount(0);
  const asked = (await receivedFrames(request)).filter((frame) => JSON.stringify(frame.data).includes(question));
  expect(asked).toHaveLength(2);
});
