import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { ChatPage } from './chat-page';
import { gatewayKey, sameOriginKeyed, setServerFaults } from './mock-control';

// AGORA's gateway loses 30–60 % of proxied REST answers (empty, cut JSON, short of their length). `npm test` plays two
// seeds at half; `CUT_SEEDS=20 npx playwright test e2e/cut-bodies.spec.ts` plays twenty.
const seeds = Array.from({ length: Math.max(1, Number(process.env.CUT_SEEDS ?? 2)) }, (_, index) => index + 1);
const host = new URL(sameOriginKeyed).host;

test.describe.configure({ timeout: 90_000 });

async function downloadReport(page: Page, chat: ChatPage): Promise<{ head: string; type: string | undefined }> {
  const card = chat.transcript.getByRole('region', { name: /^Inspectierapport/ });
  await expect(card).toBeVisible();
  const downloading = page.waitForEvent('download');
  await card.getByRole('link', { name: 'PDF downloaden' }).click();
  const download = await downloading;
  const head = (await readFile(await download.path())).subarray(0, 5).toString('latin1');
  const answer = await page.request.get(download.url());
  return { head, type: answer.headers()['content-type'] };
}

async function addRenameDelete(page: Page, seed: number) {
  await page.getByRole('button', { name: 'Inspecteurs beheren' }).click();
  const admin = page.getByRole('dialog', { name: 'Inspecteurs' });
  await admin.getByRole('button', { name: 'Inspecteur toevoegen' }).click();
  const add = page.getByRole('dialog', { name: 'Inspecteur toevoegen' });
  await add.getByRole('textbox', { name: 'Naam' }).fill(`Snee ${seed}`);
  await add.getByRole('textbox', { name: 'E-mailadres' }).fill(`snee.${seed}@nvwa.nl`);
  await add.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(add).toBeHidden();
  const row = admin.getByRole('listitem').filter({ hasText: `snee.${seed}@nvwa.nl` });
  await expect(row).toContainText(`Snee ${seed}`);

  await admin.getByRole('button', { name: `Wijzigen Snee ${seed}` }).click();
  const edit = page.getByRole('dialog', { name: 'Inspecteur wijzigen' });
  await edit.getByRole('textbox', { name: 'Naam' }).fill(`Snee ${seed} Hersteld`);
  await edit.getByRole('button', { name: 'Opslaan' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText(`Snee ${seed} Hersteld`);

  await admin.getByRole('button', { name: `Verwijderen Snee ${seed} Hersteld` }).click();
  await page
    .getByRole('dialog', { name: `Snee ${seed} Hersteld verwijderen?` })
    .getByRole('button', { name: 'Verwijderen' })
    .click();
  await expect(admin.getByRole('status')).toHaveText(new RegExp(`^Snee ${seed} Hersteld is verwijderd`));
  await expect(row).toBeHidden();
  await page.keyboard.press('Escape');
}

for (const seed of seeds)
  test(`with half the gateway’s answers cut (seed ${seed}): the demo to its report and a PDF, inspectors added, renamed and deleted, sessions reopened — no contract error, every write as the server did it`, async ({
    page,
    request,
  }) => {
    await page.addInitScript(({ name, key }) => sessionStorage.setItem(name, key), {
      name: `hai.apiKey@${sameOriginKeyed}`,
      key: gatewayKey,
    });
    await setServerFaults(request, { cutBodies: 0.5, seed }, host);
    try {
      const chat = new ChatPage(page);
      await page.goto(`${sameOriginKeyed}/`);
      await expect(page.getByText('Verbonden')).toBeVisible();
      await chat.send('Start inspectie bij Restaurant Bella Rosa (KVK 92251854)');
      await chat.waitUntilDone();
      await chat.send('Genereer het inspectierapport');
      // server-langgraph (the gateway's default) asks for the report as a critical action.
      const approval = page.getByRole('dialog', { name: /Toestemming nodig/ });
      await approval.getByRole('checkbox', { name: /Ik begrijp dat deze actie kritiek/ }).check();
      await approval.getByRole('button', { name: 'Goedkeuren' }).click();
      await chat.waitUntilDone();
      expect(await downloadReport(page, chat)).toEqual({ head: '%PDF-', type: 'application/pdf' });

      await addRenameDelete(page, seed);

      const past = chat.session(/Bella Rosa/).first();
      await expect(past).toBeVisible();
      await page.getByRole('button', { name: 'Nieuwe inspectie' }).first().click();
      await expect(chat.transcript).not.toContainText('Restaurant Bella Rosa');
      await past.click();
      await expect(chat.transcript).toContainText('Restaurant Bella Rosa');
      await expect(page.getByText(/klopt niet met het contract|kwam onvolledig aan/)).toHaveCount(0);
    } finally {
      await setServerFaults(request, { cutBodies: 0 }, host);
    }
  });
