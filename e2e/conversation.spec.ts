import { expect, test } from '@playwright/test';
import { ChatPage } from './chat-page';

test('an inspector sends a message and sees the answer stream in', async ({ page }) => {
  const chat = new ChatPage(page);
  await chat.open();
  await expect(page.getByRole('heading', { name: 'Start een inspectie' })).toBeVisible();

  await chat.send('Wat moet ik controleren bij een bakkerij?');

  await expect(chat.messagesBy('Jij')).toHaveText(/Wat moet ik controleren bij een bakkerij\?/);
  await expect(chat.composer).toHaveValue('');
  await expect(chat.composer).toBeFocused();
  const answer = chat.messagesBy('Algemene assistent');
  await expect(answer).toContainText('Ik heb je vraag ontvangen');
  await expect(answer).toContainText('Wat moet ik controleren bij een bakkerij?');
  await expect(chat.status).toHaveText(/Klaar/);
});

test('the demo inspection hands over to the company-history agent', async ({ page }) => {
  const chat = new ChatPage(page);
  await chat.open();
  await page.getByRole('button', { name: 'Start inspectie bij Restaurant Bella Rosa (KVK 92251854)' }).click();

  const answer = chat.messagesBy('Bedrijfshistorie');
  await expect(answer).toContainText('Bella Rosa');
  await expect(chat.status).toHaveText(/Klaar/);
  await expect(chat.status).toContainText('Bedrijfshistorie');
});
