import { expect, test } from '@playwright/test';
import { ChatPage } from './chat-page';

const cutSocket = encodeURIComponent(`ws://127.0.0.1:${process.env.E2E_MOCK_PORT ?? 8787}/ws?dropAfter=10`);

test('a run cut off mid-answer is marked interrupted; once reconnected it is reconciled from the server, and a reload shows the same', async ({
  page,
}) => {
  const chat = new ChatPage(page);
  await page.goto(`/?user=e2e-onderbroken-${Date.now()}&ws=${cutSocket}`);
  await expect(page.getByText('Verbonden')).toBeVisible();
  await chat.send('Wat kun je allemaal?');

  await expect(chat.status).toHaveText(/Onderbroken/);
  await expect(page.getByText('Verbonden')).toBeVisible();
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
