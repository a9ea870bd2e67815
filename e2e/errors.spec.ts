import { expect, test } from '@playwright/test';
import { axeScan } from './axe';
import { ChatPage } from './chat-page';
import { mockHost } from './mock-control';

const mockUrl = `http://${mockHost}`;

test('a moderation refusal is a clear banner, marks the message, and the session goes on', async ({ page }) => {
  const chat = new ChatPage(page);
  await chat.open();
  await chat.send('[moderation] Dit bericht bevat een scheldwoord');
  const banner = page.getByRole('alert').filter({ hasText: 'AGORA meldt een fout' }).first();
  await expect(banner).toContainText('AGORA verwerkt dit bericht niet');
  await expect(chat.messagesBy('Jij')).toContainText('Geweigerd: moderation_violation');
  await chat.transcript.getByText('Details').first().click();
  await expect(chat.transcript).toContainText('content_policy_violation');
  await chat.send('Wat kun je allemaal?');
  await expect(chat.messagesBy('Algemene assistent')).toContainText('Ik heb je vraag ontvangen');
});

test('a run error shows where it happened with its code and the composer stays usable', async ({ page }) => {
  const chat = new ChatPage(page);
  await chat.open();
  await chat.send('[fail] Simuleer een storing bij het verwerken');
  await expect(chat.transcript.getByRole('alert')).toContainText('De verwerking is mislukt');
  await expect(chat.transcript.getByRole('alert')).toContainText('processing_error');
  await expect(chat.status).toHaveText(/Er ging iets mis/);
  await expect(page.getByText('AGORA kon je bericht niet verwerken.').first()).toBeVisible();
  // The server's own words are kept apart, behind the notice's details.
  await chat.transcript.getByRole('alert').getByText('Details').click();
  await expect(chat.transcript.getByRole('alert')).toContainText('Melding van de server: Fout bij het verwerken');
  await chat.send('Wat kun je allemaal?');
  await expect(chat.messagesBy('Algemene assistent')).toContainText('Ik heb je vraag ontvangen');
  await expect(chat.transcript.getByRole('alert')).toContainText('processing_error');
});

test('a double click on approve sends one answer, and the open dialog passes axe', async ({ page, request }) => {
  const chat = new ChatPage(page);
  await chat.open();
  await chat.send('Genereer het inspectierapport');
  const dialog = page.getByRole('dialog', { name: /Toestemming nodig/ });
  await expect(dialog).toBeVisible();

  const scan = await axeScan(page).include('dialog').analyze();
  expect(
    scan.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
  ).toEqual([]);

  const answers = async () => {
    const body = (await (await request.get(`${mockUrl}/__test__/received-frames`)).json()) as {
      frames: { data: { name?: string } }[];
    };
    return body.frames.filter((frame) => frame.data.name === 'agora:tool_approval_response').length;
  };
  const before = await answers();
  await dialog.getByRole('button', { name: 'Goedkeuren' }).dblclick();
  await expect(chat.transcript.getByRole('button', { name: /Genereren eindrapport.*klaar/ })).toBeVisible();
  await chat.waitUntilDone();
  expect(await answers()).toBe(before + 1);
});
