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
  await chat.waitUntilDone();
});

test('the demo inspection shows the agents at work, their tools and a markdown table', async ({ page }) => {
  const chat = new ChatPage(page);
  await chat.open();
  await chat.suggest('Start inspectie bij Restaurant Bella Rosa (KVK 92251854)');

  const answer = chat.messagesBy('Bedrijfshistorie');
  await expect(answer).toContainText('Bella Rosa');
  await expect(answer.getByRole('table')).toContainText('92251854');
  await expect(chat.transcript.getByRole('button', { name: /Ophalen bedrijfsgegevens.*klaar/ })).toBeVisible();
  await expect(chat.transcript.getByRole('button', { name: /Ophalen inspectiehistorie.*klaar/ })).toBeVisible();
  await chat.waitUntilDone();
  await expect(chat.status).toContainText('Bedrijfshistorie');

  await chat.send('Bevinding: de koelcel is 9 °C en ik heb muizenkeutels gezien in de opslag');
  await expect(chat.messagesBy('Regelgeving')).toContainText('852/2004');
});

test('hostile content from the agent is shown as text and runs nothing', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { __pwned?: string }).__pwned = 'nee';
  });
  const chat = new ChatPage(page);
  await chat.open();
  await chat.send('[hostile] Toon vijandige inhoud');

  const answer = chat.messagesBy('Algemene assistent');
  await expect(answer).toContainText('Einde van de test.');
  const chip = chat.transcript.getByRole('button', { name: /window.__pwned='chip'/ });
  await chip.click();
  await expect(chat.transcript).toContainText('<script>window.__pwned=');
  await expect(chat.transcript).toContainText(`window.__pwned='result'`);
  await expect(answer.getByRole('link', { name: 'klik hier' })).toHaveCount(0);
  await expect(answer.locator('img, script')).toHaveCount(0);
  // The only drawings are the app's own: the icons of the answer's action buttons.
  await expect(answer.locator('svg:not(button svg)')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBe('nee');
});
