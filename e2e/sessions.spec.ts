import { expect, test } from '@playwright/test';
import { ChatPage } from './chat-page';
import { watchConsole } from './console-watch';

test('a conversation comes back after a reload, from the sidebar, and goes on', async ({ page }) => {
  const chat = new ChatPage(page);
  await chat.open('?user=e2e-herstel');
  await chat.send('Start inspectie bij Restaurant Bella Rosa (KVK 92251854)');
  await chat.waitUntilDone();
  const item = chat.session(/^Start inspectie bij Restaurant Bella Rosa/);
  await expect(item).toBeVisible();

  await page.reload();
  await expect(chat.messagesBy('Bedrijfshistorie')).toContainText('Bella Rosa');
  await expect(chat.transcript.getByRole('button', { name: /Ophalen bedrijfsgegevens.*klaar/ })).toBeVisible();

  await chat.sidebar.getByRole('button', { name: 'Nieuwe inspectie' }).click();
  await expect(page.getByRole('heading', { name: 'Start een inspectie' })).toBeVisible();
  await item.click();
  await expect(item).toHaveAttribute('aria-current', 'true');
  await expect(chat.messagesBy('Bedrijfshistorie')).toContainText('Bella Rosa');

  await chat.send('Bevinding: de koelcel is 9 °C');
  await expect(chat.messagesBy('Regelgeving')).toContainText('852/2004');
  await expect(chat.sidebar.getByText('4 berichten')).toBeVisible();
});

test('a session can be deleted after confirming', async ({ page }) => {
  const chat = new ChatPage(page);
  await chat.open('?user=e2e-wissen');
  await chat.send('Welke regels gelden voor een foodtruck?');
  await chat.waitUntilDone();
  const item = chat.session(/^Welke regels gelden voor een foodtruck/);
  await expect(item).toBeVisible();

  await chat.sidebar.getByRole('button', { name: /^Verwijder “Welke regels/ }).click();
  const dialog = page.getByRole('dialog', { name: /definitief verwijderen/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(item).toBeVisible();

  await chat.sidebar.getByRole('button', { name: /^Verwijder “Welke regels/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Verwijderen' }).click();
  await expect(item).toHaveCount(0);
  await expect(chat.sidebar.getByText('Nog geen inspecties.')).toBeVisible();
});

test('choosing another inspector shows their sessions, and the choice is remembered', async ({ page }) => {
  const chat = new ChatPage(page);
  await chat.open();
  const inspector = page.getByRole('combobox', { name: 'Inspecteur' });
  await expect(inspector.locator('option:checked')).toHaveText(/^Koen de Vries/);
  await expect(chat.session(/^Start inspectie bij Restaurant Bella Rosa/).first()).toBeVisible();
  await inspector.selectOption({ label: 'Sanne Jansen — sanne.jansen@nvwa.nl' });
  await expect(chat.session(/^Start inspectie grootkeuken Zorgcentrum De Linde/)).toBeVisible();
  await page.reload();
  await expect(inspector.locator('option:checked')).toHaveText(/^Sanne Jansen/);
  await expect(chat.session(/^Start inspectie grootkeuken Zorgcentrum De Linde/)).toBeVisible();
});

test('the interface switches to English and back', async ({ page }) => {
  const chat = new ChatPage(page);
  await chat.open('?user=e2e-taal');
  await page.getByRole('combobox', { name: 'Taal' }).selectOption('en');
  await expect(page.getByRole('heading', { name: 'Start an inspection' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('textbox', { name: 'Message to AGORA' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'New inspection' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('nl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
});

test('a 2,000-message session opens with a bounded DOM and scrolls', async ({ page }) => {
  const chat = new ChatPage(page);
  await chat.open('?user=archief');
  await chat.session(/^Vraag 1:/).click();
  await expect(chat.transcript).toContainText('Antwoord 1000');
  const rows = await chat.transcript.locator(':scope > li').count();
  expect(rows).toBeLessThan(60);
  await chat.transcript.evaluate((log) => log.parentElement?.scrollTo({ top: 0 }));
  await expect(chat.transcript).toContainText('Vraag 1:');
  expect(await chat.transcript.locator(':scope > li').count()).toBeLessThan(60);
});

test('a link to a conversation that no longer exists says so and starts a new one', async ({ page }) => {
  const chat = new ChatPage(page);
  await chat.open('?thread=bestaat-niet-meer');
  await expect(page.getByRole('alert').filter({ hasText: 'Dit gesprek bestaat niet (meer).' })).toBeVisible();
  await expect(page).not.toHaveURL(/thread=bestaat-niet-meer/);
  await chat.send('Wat kun je allemaal?');
  await expect(chat.messagesBy('Algemene assistent')).toContainText('Ik heb je vraag ontvangen');
});

test('a new conversation in which nothing was sent is the same after a reload: no "does not exist", no error', async ({
  page,
}) => {
  const console = watchConsole(page);
  const chat = new ChatPage(page);
  await chat.open(`?user=e2e-ongebruikt-${Date.now()}`);
  const thread = new URL(page.url()).searchParams.get('thread');
  expect(thread).toBeTruthy();

  await page.reload();
  await expect(page.getByText('Verbonden')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('thread')).toBe(thread);
  await chat.send('Wat kun je allemaal?');
  await expect(chat.messagesBy('Algemene assistent')).toContainText('Ik heb je vraag ontvangen');
  await expect(page.getByText('Dit gesprek bestaat niet (meer).')).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get('thread')).toBe(thread);

  await page.reload();
  await expect(chat.messagesBy('Algemene assistent')).toContainText('Ik heb je vraag ontvangen');
  console.expectClean();
});
