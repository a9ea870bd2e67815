import { expect, test } from '@playwright/test';
import { ChatPage } from './chat-page';

async function startReport(chat: ChatPage) {
  await chat.open();
  await chat.send('Start inspectie bij Restaurant Bella Rosa (KVK 92251854)');
  await chat.waitUntilDone();
  await chat.send('Genereer het inspectierapport');
  const dialog = chat.page.getByRole('dialog', { name: /Toestemming nodig: Genereren eindrapport/ });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('hoog risico');
  return dialog;
}

test('approving the report lets the agent generate it', async ({ page }) => {
  const chat = new ChatPage(page);
  const dialog = await startReport(chat);
  await dialog.getByRole('button', { name: 'Goedkeuren' }).click();
  await expect(dialog).toBeHidden();
  await expect(chat.transcript.getByRole('button', { name: /Genereren eindrapport.*klaar/ })).toBeVisible();
  await expect(chat.transcript).toContainText('goedgekeurd');
  await chat.waitUntilDone();
});

test('rejecting with feedback ends the run as AGORA does: the decision is recorded, nothing is generated, nothing runs on', async ({
  page,
}) => {
  const chat = new ChatPage(page);
  const dialog = await startReport(chat);
  await dialog.getByRole('textbox', { name: 'Toelichting (optioneel)' }).fill('Eerst de foto’s controleren');
  await dialog.getByRole('button', { name: 'Afwijzen' }).click();
  await chat.waitUntilDone();
  await expect(chat.transcript.getByText(/afgewezen.*Eerst de foto’s controleren/)).toBeVisible();
  await expect(chat.messagesBy('Rapportage')).toContainText('vraag ik eerst je akkoord');
  await expect(chat.transcript.getByRole('button', { name: /Genereren eindrapport/ })).toHaveCount(0);
  await expect(chat.transcript.getByRole('img', { name: 'Schrijft…' })).toHaveCount(0);
});

test('keyboard only: Escape minimises, the banner reopens, Enter on approve decides', async ({ page }) => {
  const chat = new ChatPage(page);
  const dialog = await startReport(chat);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('1 goedkeuring wacht op jouw besluit')).toBeVisible();
  await page.getByRole('button', { name: 'Bekijken' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Goedkeuren' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(chat.transcript.getByRole('button', { name: /Genereren eindrapport.*klaar/ })).toBeVisible();
});
