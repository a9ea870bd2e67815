import { expect, test } from '@playwright/test';
import { ChatPage } from './chat-page';
import { faultySocket } from './mock-control';

/** A chip's text with a technical name in it twice ("check_company_exists check_company_exists"). */
const doubledName = /([a-z]+_[a-z_]+)\W*\1/;

test('tools are named alike live, in the approval dialog and after a reload: AGORA’s generic handoff by its agent, no name twice', async ({
  page,
}) => {
  const chat = new ChatPage(page);
  await chat.open(`?user=e2e-tool-names&ws=${faultySocket('handoff=generic')}`);
  await chat.send('Start inspectie bij Restaurant Bella Rosa (KVK 92251854)');
  await chat.waitUntilDone();
  await expect(chat.transcript.getByText('→ Bedrijfshistorie', { exact: true })).toBeVisible();
  await expect(chat.transcript.getByText('transfer_to_agent')).toBeVisible();
  await expect(chat.transcript).not.toContainText('→ Agent');

  await chat.send('Genereer het inspectierapport');
  const first = page.getByRole('dialog', { name: /^Toestemming nodig:/ });
  await first.getByRole('button', { name: 'Goedkeuren' }).click();
  const chip = chat.transcript.getByRole('button', { name: /generate_final_report.*klaar/ });
  await expect(chip).toContainText('Genereren eindrapport');
  await expect(chat.transcript.getByText('→ Rapportage', { exact: true })).toBeVisible();
  await chat.waitUntilDone();

  await page.reload();
  await expect(chat.messagesBy('Rapportage').first()).toBeVisible();
  await expect(chip).toContainText('Genereren eindrapport');
  await expect(chat.transcript.getByRole('button', { name: /get_company_info.*klaar/ })).toContainText(
    'Ophalen bedrijfsgegevens',
  );
  await expect(chat.transcript.getByText('→ Bedrijfshistorie', { exact: true })).toBeVisible();
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
});
