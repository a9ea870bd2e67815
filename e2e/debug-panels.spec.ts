import { readFile, writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ChatPage } from './chat-page';
import { interruptOnceAnswering, startLongAnswer } from './interrupt';
import { faultySocket } from './mock-control';
import { expectShownWhole } from './visible-names';

async function openPanel(chat: ChatPage, tab: 'Tool-aanroepen' | 'Agentstatus' | 'Gebeurtenissen') {
  const panels = chat.page.getByRole('complementary', { name: 'Onder de motorkap' });
  for (const toggle of await chat.page.getByRole('button', { name: 'Debugpanelen tonen' }).all()) await toggle.click();
  const tabName = { 'Tool-aanroepen': 'Tool-aanroepen', Agentstatus: 'Status', Gebeurtenissen: 'Gebeurtenissen' }[tab];
  await panels.getByRole('tab', { name: tabName }).click();
  return panels.getByRole('region', { name: tab });
}

test('the debug panel shows each tool call of the demo with its arguments and result', async ({ page }) => {
  const chat = new ChatPage(page);
  await chat.open();
  await chat.send('Start inspectie bij Restaurant Bella Rosa (KVK 92251854)');
  await chat.waitUntilDone();
  const tools = await openPanel(chat, 'Tool-aanroepen');
  for (const name of ['get_company_info', 'get_inspection_history']) {
    await expect(tools.getByRole('button', { name: new RegExp(name) })).toBeVisible();
    for (const collapsed of await tools.getByRole('button', { name: new RegExp(name), expanded: false }).all())
      await collapsed.click();
  }
  await expect(tools).toContainText('92251854');
  await expect(tools).toContainText('Restaurant Bella Rosa');
  await expect(tools.getByText('Resultaat').first()).toBeVisible();
});

test('a chip in the chat opens its tool call in the debug panel', async ({ page }) => {
  const chat = new ChatPage(page);
  await chat.open();
  await chat.send('Start inspectie bij Restaurant Bella Rosa (KVK 92251854)');
  await chat.waitUntilDone();
  await chat.transcript.getByRole('button', { name: /Ophalen bedrijfsgegevens/ }).click();
  await chat.transcript.getByRole('button', { name: 'Toon in debugpaneel' }).click();
  const tools = page.getByRole('region', { name: 'Tool-aanroepen' });
  await expect(tools.getByRole('button', { name: /get_company_info/ })).toHaveAttribute('aria-expanded', 'true');
});

test('the state panel shows the agent changing and the path a delta changed', async ({ page }) => {
  const chat = new ChatPage(page);
  await chat.open();
  await chat.send('Start inspectie bij Restaurant Bella Rosa (KVK 92251854)');
  await chat.waitUntilDone();
  const state = await openPanel(chat, 'Agentstatus');
  await expect(state).toContainText('Bedrijfshistorie');
  await chat.send('Bevinding: de koelcel is 9 °C');
  await chat.waitUntilDone();
  await expect(state).toContainText('Regelgeving');
  await expect(state.getByText('gewijzigd').first()).toBeAttached();
});

test('an exported event log replays into the same transcript after a reload; bad lines are reported', async ({
  page,
}, testInfo) => {
  const chat = new ChatPage(page);
  await chat.open();
  await chat.send('Start inspectie bij Restaurant Bella Rosa (KVK 92251854)');
  await chat.waitUntilDone();
  const events = await openPanel(chat, 'Gebeurtenissen');
  // Event types in full, wrapped where the column is narrow ("TEXT_MESSAGE…" was cut before).
  const rows = events.getByRole('button', { expanded: false });
  await expectShownWhole(rows.getByText('TEXT_MESSAGE_CONTENT', { exact: true }).first());
  await expectShownWhole(rows.getByText('CUSTOM:agora:spoken_text_content', { exact: true }).first());
  const downloading = page.waitForEvent('download');
  await events.getByRole('button', { name: 'Exporteren (JSONL)' }).click();
  const saved = testInfo.outputPath('events.jsonl');
  await (await downloading).saveAs(saved);
  const exported = await readFile(saved, 'utf8');
  expect(exported.split('\n').filter(Boolean).length).toBeGreaterThan(20);

  await page.reload();
  await chat.sidebar.getByRole('button', { name: 'Nieuwe inspectie' }).click();
  const fresh = await openPanel(chat, 'Gebeurtenissen');
  await fresh.getByLabel('Afspeelsnelheid').selectOption({ index: 0 });
  await fresh.getByLabel('Log afspelen uit bestand').setInputFiles(saved);
  await expect(page.getByText(/Afspelen van een opgeslagen log/)).toBeVisible();
  await expect(chat.messagesBy('Bedrijfshistorie')).toContainText('Bella Rosa');
  await expect(chat.transcript.getByRole('button', { name: /Ophalen inspectiehistorie.*klaar/ })).toBeVisible();

  const broken = testInfo.outputPath('broken.jsonl');
  await writeFile(
    broken,
    `${exported.split('\n')[0]}\ndit is geen json\n{"type":"RUN_FINISHED","threadId":"t","runId":"r"}\n`,
  );
  const replaying = await openPanel(chat, 'Gebeurtenissen');
  await replaying.getByLabel('Log afspelen uit bestand').setInputFiles(broken);
  await expect(page.getByRole('alert').filter({ hasText: 'regel 2: geen geldige JSON' })).toBeVisible();
});

test('the event inspector marks nothing the server did right after "onderbreek en verstuur nu" (cancel=late): the client closed those streams itself', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const chat = new ChatPage(page);
  await chat.open(`?ws=${faultySocket('delay=2&cancel=late')}`);
  await startLongAnswer(chat);
  await chat.send('Wat kun je allemaal?');
  await interruptOnceAnswering(page);
  await expect(chat.messagesBy('Bedrijfshistorie')).toContainText('Gestopt door jou');
  await expect(chat.messagesBy('Algemene assistent')).toContainText('Ik heb je vraag ontvangen', { timeout: 20_000 });
  await chat.waitUntilDone();
  const events = await openPanel(chat, 'Gebeurtenissen');
  await events.getByRole('searchbox').fill('closed-locally');
  await expect(events.getByText('Zelf al afgesloten')).toHaveCount(3);
  await expect(page.getByRole('tab', { name: 'Gebeurtenissen', exact: true })).toBeVisible();
});

test('late spoken frames after a rejected approval are noted as closed by the client; only what the server left open is marked', async ({
  page,
}) => {
  const chat = new ChatPage(page);
  await chat.open(`?ws=${faultySocket('delay=0.2&lateSpoken=1')}`);
  await chat.send('Genereer het inspectierapport');
  await page
    .getByRole('dialog', { name: /Toestemming nodig/ })
    .getByRole('button', { name: 'Afwijzen' })
    .click();
  await chat.waitUntilDone();
  const events = await openPanel(chat, 'Gebeurtenissen');
  await events.getByRole('searchbox').fill('closed-locally');
  await expect(events.getByText('Zelf al afgesloten')).toHaveCount(1);
  await expect(page.getByRole('tab', { name: 'Gebeurtenissen (1 ⚠)', exact: true })).toBeVisible();
  await events.getByRole('searchbox').fill('');
  await events.getByRole('checkbox', { name: 'Alleen problemen' }).check();
  await expect(events.getByText('Run klaar met open stromen')).toHaveCount(1);
  await expect(events.getByText(/Dubbel einde|Na einde run/)).toHaveCount(0);
});

test('a run that only changes the shared state shows a card of what changed in the chat, not just "Klaar"', async ({
  page,
}) => {
  const chat = new ChatPage(page);
  await chat.open();
  await chat.send('Zet de checklist klaar');
  await chat.waitUntilDone();
  const card = chat.transcript.getByRole('region', { name: 'Gedeelde status bijgewerkt' });
  await expect(card).toContainText('checklist › steps › Temperatuur koelcel meten › status: completed');
  await expect(card).toContainText('checklist › steps › Handenwasgelegenheid controleren › status: pending');
  await expect(card).toContainText('checklist › title: Checklist hygiëne-inspectie');
  await expect(card).not.toContainText('currentAgent');
});
