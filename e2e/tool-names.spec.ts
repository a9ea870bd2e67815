import { expect, test } from '@playwright/test';
import { ChatPage } from './chat-page';
import { faultySocket, olderAgoraMockHost } from './mock-control';
import { expectOnlyDutchNames } from './visible-names';

/** A chip's text with a technical name in it twice ("check_company_exists check_company_exists"). */
const doubledName = /([a-z]+_[a-z_]+)\W*\1/;

test('tools are named alike live, in the approval dialog and after a reload, in Dutch: AGORA’s generic handoff by its display name and agent, technical names left to the debug panels', async ({
  page,
}) => {
  const chat = new ChatPage(page);
  await chat.open(`?user=e2e-tool-names&ws=${faultySocket('handoff=generic')}`);
  await chat.send('Start inspectie bij Restaurant Bella Rosa (KVK 92251854)');
  await chat.waitUntilDone();
  // The hand-off as the server names it (the mock's toolDisplayName), the agent beside it.
  await expect(chat.transcript.getByText('Overdragen aan specialist').first()).toBeVisible();
  await expect(chat.transcript.getByText('→ Bedrijfshistorie', { exact: true })).toBeVisible();
  await expect(chat.transcript).not.toContainText('→ Agent');
  await expectOnlyDutchNames(page);

  await chat.send('Genereer het inspectierapport');
  // AGORA asks before the call starts, with the tool's name only: the catalog names it, even the first time.
  const first = page.getByRole('dialog', { name: 'Toestemming nodig: Genereren eindrapport' });
  await expect(first).toBeVisible();
  await expectOnlyDutchNames(page);
  await first.getByRole('button', { name: 'Goedkeuren' }).click();
  const chip = chat.transcript.getByRole('button', { name: /^Genereren eindrapport.*klaar/ });
  await expect(chip).toContainText('Genereren eindrapport');
  await expect(chat.transcript.getByText('→ Rapportage', { exact: true })).toBeVisible();
  await chat.waitUntilDone();

  await page.reload();
  await expect(chat.messagesBy('Rapportage').first()).toBeVisible();
  await expect(chip).toContainText('Genereren eindrapport');
  await expect(chat.transcript.getByRole('button', { name: /^Ophalen bedrijfsgegevens.*klaar/ })).toBeVisible();
  await expect(chat.transcript.getByText('→ Bedrijfshistorie', { exact: true })).toBeVisible();
  await expectOnlyDutchNames(page);
  for (const text of await chat.transcript.getByRole('button', { name: /klaar/ }).allTextContents())
    expect(text).not.toMatch(doubledName);

  // AGORA asks before the call starts, with the tool's name only: the label seen live names it, as on the chip.
  await chat.send('Genereer het inspectierapport');
  const again = page.getByRole('dialog', { name: 'Toestemming nodig: Genereren eindrapport' });
  await expect(again).toBeVisible();
  await again.getByRole('button', { name: 'Afwijzen' }).click();
  await chat.waitUntilDone();

  // A later visit, a new inspection: its very first approval is named as the chips were before.
  const later = new ChatPage(await page.context().newPage());
  await page.close();
  await later.open('?user=e2e-tool-names');
  await later.sidebar.getByRole('button', { name: 'Nieuwe inspectie' }).click();
  await later.send('Genereer het inspectierapport');
  await expect(later.page.getByRole('dialog', { name: 'Toestemming nodig: Genereren eindrapport' })).toBeVisible();
  // server-openai's named hand-off (`transfer_to_hap_inspection_report_specialist`, no label): the client's words.
  await expect(later.transcript.getByText('Overdracht naar specialist')).toBeVisible();
  await expect(later.transcript.getByText('→ Rapportage', { exact: true })).toBeVisible();
  await expectOnlyDutchNames(later.page);
});

test('AGORA’s older mock: the generic hand-off shows its toolDisplayName with the agent, no English or technical names', async ({
  page,
}) => {
  const chat = new ChatPage(page);
  const host = encodeURIComponent(`http://${olderAgoraMockHost}`);
  const socket = encodeURIComponent(`ws://${olderAgoraMockHost}/ws?handoff=generic`);
  await chat.open(`?api=${host}&ws=${socket}&user=e2e-tool-names-older`);
  await chat.send('Start inspectie bij Restaurant Bella Rosa (KVK 92251854)');
  await chat.waitUntilDone();
  await expect(chat.transcript.getByText('Overdragen aan specialist').first()).toBeVisible();
  await expect(chat.transcript.getByText('→ Bedrijfshistorie', { exact: true })).toBeVisible();
  await expectOnlyDutchNames(page);
});
