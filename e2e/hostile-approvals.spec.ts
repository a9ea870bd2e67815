import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { longKey, paddedKey } from '../mock-server/hostile/approval-attacks';
import { survivedText } from '../mock-server/hostile/scenario';
import { chooseHostile, HostileJourney } from './hostile-checks';
import { receivedFrames } from './mock-control';

// Approvals that attack (mock-server/hostile/approval-attacks.ts): one that hides what is approved among 63
// parameters, one that opens while the inspector types, one after its run ended and one naming a tool call that
// never started. What is approved is all seen first, no keystroke is lost, and what is out of place says so.

test.afterEach(async ({ request }) => {
  await chooseHostile(request, null);
});

const approvalDialog = (page: Page) => page.getByRole('dialog', { name: /Toestemming nodig/ });

/** The approval answers the mock server has received so far (from every journey of this worker). */
async function approvalAnswers(request: APIRequestContext): Promise<number> {
  const frames = await receivedFrames(request);
  return frames.filter((frame) => frame.data.name === 'agora:tool_approval_response').length;
}

test('approval-63-params: every parameter shown, the padded amount too; Goedkeuren waits, saying why, until all was seen', async ({
  page,
  request,
}) => {
  const journey = new HostileJourney(page, request);
  const { chat } = journey;
  await journey.open('approval-63');
  await journey.typeDraft();
  await journey.attack('approval-63-params');
  const dialog = approvalDialog(page);
  const list = dialog.getByRole('region', { name: '63 parameters' });
  const approve = dialog.getByRole('button', { name: 'Goedkeuren' });
  await expect(list.getByRole('term')).toHaveCount(63);
  const padded = list.getByRole('definition').filter({ hasText: '(echt: 1.000.000 EUR)' });
  await expect(padded).toHaveText('100 EUR⟨4.000 lege tekens⟩(echt: 1.000.000 EUR)');
  await expect(list.getByRole('term').nth(39)).toHaveText(paddedKey);
  await expect(approve).toBeDisabled();
  await expect(approve).toHaveAccessibleDescription(/^Bekijk eerst alle 63 parameters \(scroll naar beneden\)\./);
  await expect(dialog.getByText(/^Bekijk eerst alle 63 parameters/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Afwijzen' })).toBeEnabled();

  await list.focus();
  await page.keyboard.press('End');
  await expect(approve).toHaveAccessibleDescription('Open eerst elke ingekorte waarde met Toon alles (nog 1).');
  await expect(approve).toBeDisabled();
  await dialog.getByRole('button', { name: `Toon alles: ${longKey}` }).click();
  await expect(list).toContainText('Regel 40 van de toelichting.');
  await expect(approve).toBeEnabled();
  await padded.scrollIntoViewIfNeeded();
  await expect(padded).toBeInViewport();
  await approve.click();

  await expect(dialog).toBeHidden();
  await expect(chat.transcript.getByText(survivedText('approval-63-params'))).toBeVisible();
  await chat.waitUntilDone();
  await journey.expectSafe();
  await journey.expectNextAnswered();
  journey.expectCleanConsole();
});

test('approval-mid-typing: keys typed as the dialog opens land in the composer or its feedback field, in order; Enter approves nothing', async ({
  page,
  request,
}) => {
  const journey = new HostileJourney(page, request);
  const { chat } = journey;
  // 80 characters, 40 ms apart: the approval comes 1.5 s after the message is sent, while these are typed.
  const typed = 'Koelcel gemeten op 9 graden, de eigenaar belt morgen terug over de monteur, ok?';
  await journey.open('approval-typing');
  await chooseHostile(request, 'approval-mid-typing');
  await chat.send('Controleer de koelcel');
  await expect(chat.composer).toBeFocused();
  await page.keyboard.type(typed, { delay: 40 });
  const dialog = approvalDialog(page);
  const feedback = dialog.getByRole('textbox', { name: 'Toelichting (optioneel)' });
  await expect(feedback).toBeFocused();
  // The composer is inert behind the modal dialog: read by its id.
  const composer = page.locator('#composer');
  await expect(composer).not.toHaveValue('');
  await expect(feedback).not.toHaveValue('');
  const inComposer = await composer.inputValue();
  const inDialog = await feedback.inputValue();
  expect(inComposer + inDialog).toBe(typed);

  // Enter where the dialog puts the focus when it opens decides nothing: the next key still types.
  const answers = await approvalAnswers(request);
  await dialog.getByRole('heading', { name: /Toestemming nodig/ }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type('!');
  await expect(feedback).toHaveValue(`${inDialog}!`);
  await expect(dialog).toBeVisible();
  expect(await approvalAnswers(request)).toBe(answers);

  await dialog.getByRole('button', { name: 'Afwijzen' }).click();
  await expect(dialog).toBeHidden();
  await expect(chat.transcript.getByText(survivedText('approval-mid-typing'))).toBeVisible();
  await chat.waitUntilDone();
  await expect(chat.composer).toHaveValue(inComposer);
  await journey.expectNextAnswered();
  journey.expectCleanConsole();
});

test('approval-after-run: asked after RUN_FINISHED, shown with a note, still answered, marked in the event inspector', async ({
  page,
  request,
}) => {
  const journey = new HostileJourney(page, request);
  const { chat } = journey;
  await journey.open('approval-after-run');
  await journey.typeDraft();
  const answers = await approvalAnswers(request);
  await journey.attack('approval-after-run');
  const dialog = approvalDialog(page);
  await expect(dialog).toHaveAccessibleDescription(/^Let op: dit verzoek kwam na het einde van de run\./);
  await expect(dialog.getByText(/^Let op: dit verzoek kwam na het einde van de run\./)).toBeVisible();
  await dialog.getByRole('button', { name: 'Goedkeuren' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => approvalAnswers(request)).toBe(answers + 1);
  await expect(chat.transcript.getByText(survivedText('approval-after-run'))).toBeVisible();
  await expect(chat.transcript.getByText('goedgekeurd')).toBeVisible();
  await chat.waitUntilDone();
  await journey.expectSafe();
  await journey.expectRuleMark('approval-after-run');
  await journey.expectNextAnswered();
  journey.expectCleanConsole();
});

test('approval-unknown-call: naming a tool call that never started, shown with a note, answered, marked', async ({
  page,
  request,
}) => {
  const journey = new HostileJourney(page, request);
  const { chat } = journey;
  await journey.open('approval-unknown-call');
  await journey.typeDraft();
  await journey.attack('approval-unknown-call');
  const dialog = approvalDialog(page);
  const note = 'Let op: dit verzoek noemt een tool-aanroep die nooit begon (call-never-started).';
  await expect(dialog).toHaveAccessibleDescription(note);
  await expect(dialog.getByText(note)).toBeVisible();
  await dialog.getByRole('button', { name: 'Afwijzen' }).click();
  await expect(dialog).toBeHidden();
  await expect(chat.transcript.getByText(survivedText('approval-unknown-call'))).toBeVisible();
  await chat.waitUntilDone();
  await journey.expectSafe();
  await journey.expectRuleMark('approval-unknown-call');
  await journey.expectNextAnswered();
  journey.expectCleanConsole();
});
