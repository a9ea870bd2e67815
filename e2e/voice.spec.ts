import { expect, test, type Page } from '@playwright/test';
import { demoPrompts } from '../scenarios/demo-inspection';
import { seriousViolations, start } from './axe';
import { ChatPage } from './chat-page';
import { askedOn } from './mock-control';

const { finding, report } = demoPrompts;

const mic = (page: Page) => page.getByRole('button', { name: 'Inspreken' });
const handsFree = (page: Page) => page.getByRole('button', { name: 'Handsfree' });
const listens = async (page: Page) =>
  (await page.evaluate(() => window.__haiStt?.recorded() ?? [])).filter((call) => call.call === 'listen');
const said = (page: Page) => page.evaluate(() => window.__haiTts?.recorded() ?? []);
/** The fake recognizer hears `text` (as an interim result when `final` is false) once it listens. */
/** Marks the page (`<html data-shown>`) as soon as `text` is put into it, however briefly it stays. */
function markWhenShown(page: Page, text: string) {
  return page.evaluate((text) => {
    const observer = new MutationObserver((records) => {
      if (!records.some((record) => record.target.textContent?.includes(text))) return;
      document.documentElement.dataset.shown = text;
      observer.disconnect();
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  }, text);
}

async function hear(page: Page, text: string, final = true) {
  await expect(mic(page)).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(([phrase, last]) => window.__haiStt!.hear(phrase, last), [text, final] as const)).toBe(
    true,
  );
}

async function readAloudWithHandsFree(chat: ChatPage) {
  await chat.open('?stt=fake&tts=fake');
  await chat.page.getByRole('button', { name: 'Voorlezen uit' }).click();
  await handsFree(chat.page).click();
  await expect(handsFree(chat.page)).toHaveAttribute('aria-pressed', 'true');
}

/** Waits until the microphone listens again after `count` takes, and checks it opened only once all was read. */
async function listensAgainAfterReading(page: Page, count: number) {
  await expect(mic(page)).toHaveAttribute('aria-pressed', 'true', { timeout: 20_000 });
  const takes = await listens(page);
  expect(takes).toHaveLength(count + 1);
  const utterances = await said(page);
  expect(utterances.every((utterance) => utterance.end !== undefined)).toBe(true);
  expect(takes.at(-1)!.at).toBeGreaterThan(Math.max(...utterances.map((utterance) => utterance.at)));
}

test('a spoken question shows in the composer as it is heard, after what was typed, stays for a look, and is answered', async ({
  page,
}) => {
  const chat = new ChatPage(page);
  await chat.open('?stt=fake');
  await chat.composer.fill('Graag:');
  await mic(page).click();
  await expect(page.getByText('Luistert… spreek nu.')).toBeVisible();
  await hear(page, 'Start inspectie bij', false);
  await expect(chat.composer).toHaveValue('Graag: Start inspectie bij');
  await hear(page, start);
  await expect(mic(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(chat.composer).toHaveValue(`Graag: ${start}`);
  await expect(chat.messagesBy('Jij')).toHaveCount(0);
  expect((await listens(page)).map((take) => take.lang)).toEqual(['nl-NL']);

  await page.getByRole('button', { name: 'Versturen' }).click();
  await expect(chat.messagesBy('Jij')).toContainText(start);
  await expect(chat.messagesBy('Bedrijfshistorie')).toBeVisible();
  await chat.waitUntilDone();
});

test('with "send at once" chosen in the settings, what was said goes without pressing send', async ({ page }) => {
  const chat = new ChatPage(page);
  await chat.open(`?stt=fake&sttHear=${encodeURIComponent(start)}`);
  await page.getByRole('button', { name: 'Voorleesinstellingen' }).click();
  await page.getByRole('checkbox', { name: 'Ingesproken bericht meteen versturen' }).check();
  await mic(page).click();
  await expect(chat.messagesBy('Jij')).toContainText(start);
  await expect(chat.composer).toHaveValue('');
  await expect(chat.messagesBy('Bedrijfshistorie')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Voorleesinstellingen' }).click();
  await expect(page.getByRole('checkbox', { name: 'Ingesproken bericht meteen versturen' })).toBeChecked();
});

test('a refused microphone, and silence, are told in Dutch', async ({ page }) => {
  const chat = new ChatPage(page);
  await chat.open('?stt=fake&sttFail=not-allowed');
  await mic(page).click();
  await expect(page.getByText(/^Geen toegang tot de microfoon\. Sta de microfoon toe voor deze site/)).toBeVisible();
  await expect(mic(page)).toHaveAttribute('aria-pressed', 'false');

  await chat.open('?stt=fake');
  await mic(page).click();
  await expect(mic(page)).toHaveAttribute('aria-pressed', 'true');
  await page.evaluate(() => window.__haiStt!.fail('no-speech'));
  await expect(page.getByText(/^Ik hoorde niets\./)).toBeVisible();
});

test('Ctrl+Shift+Space starts and stops listening, and reading aloud pauses meanwhile', async ({ page }) => {
  const chat = new ChatPage(page);
  await chat.open('?stt=fake&tts=fake');
  await page.getByRole('button', { name: 'Voorlezen uit' }).click();
  await chat.composer.focus();
  await page.keyboard.press('Control+Shift+Space');
  await expect(mic(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Hervatten' })).toBeVisible();
  await hear(page, 'Wat kun je', false);
  await page.keyboard.press('Control+Shift+Space');
  await expect(mic(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(chat.composer).toHaveValue('Wat kun je');
  await expect(page.getByRole('button', { name: 'Hervatten' })).toBeHidden();
});

test('hands-free: the answer is read aloud, the microphone listens again, the next question goes, and "stop" ends it', async ({
  page,
}) => {
  const chat = new ChatPage(page);
  await readAloudWithHandsFree(chat);
  await listensAgainAfterReading(page, 0);
  await markWhenShown(page, 'Handsfree: ik luister weer');
  await hear(page, start);
  await expect(chat.messagesBy('Jij')).toContainText(start);
  // Shown while AGORA answers; on a quick answer it may be gone again before a poll from outside comes by.
  await expect(page.locator('html')).toHaveAttribute('data-shown', 'Handsfree: ik luister weer');
  await expect(chat.messagesBy('Bedrijfshistorie')).toBeVisible();
  await listensAgainAfterReading(page, 1);
  expect((await said(page)).length).toBeGreaterThan(2);

  await hear(page, finding);
  // The conversation is virtualized: the first question may have left the rendered window by now.
  await expect(chat.messagesBy('Jij').last()).toContainText(finding);
  await expect(chat.messagesBy('Regelgeving')).toBeVisible();
  await listensAgainAfterReading(page, 2);

  await hear(page, 'Stop.');
  await expect(handsFree(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('Handsfree gestopt.')).toBeVisible();
  await expect(mic(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(chat.messagesBy('Jij').last()).toContainText(finding);
  await expect(chat.composer).toHaveValue('');
  const threadId = new URL(page.url()).searchParams.get('thread')!;
  expect(await askedOn(page.request, threadId)).toEqual([start, finding]);
});

test('hands-free: silence ends the loop with a message, and the switch stops it too', async ({ page }) => {
  const chat = new ChatPage(page);
  await readAloudWithHandsFree(chat);
  await listensAgainAfterReading(page, 0);
  await page.evaluate(() => window.__haiStt!.fail('no-speech'));
  await expect(page.getByText('Handsfree gestopt: ik hoorde niets.')).toBeVisible();
  await expect(handsFree(page)).toHaveAttribute('aria-pressed', 'false');

  await handsFree(page).click();
  await expect(mic(page)).toHaveAttribute('aria-pressed', 'true');
  await handsFree(page).click();
  await expect(mic(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('Handsfree gestopt.')).toBeVisible();
});

test('hands-free: an approval request is read aloud and stops the loop until it is clicked', async ({ page }) => {
  const chat = new ChatPage(page);
  await readAloudWithHandsFree(chat);
  await listensAgainAfterReading(page, 0);
  await hear(page, start);
  await listensAgainAfterReading(page, 1);
  await hear(page, report);
  const dialog = page.getByRole('dialog', { name: /Toestemming nodig/ });
  await expect(dialog).toBeVisible();
  await expect
    .poll(async () => (await said(page)).map((utterance) => utterance.text))
    .toContainEqual(expect.stringMatching(/^Toestemming nodig: .+ Kies Goedkeuren of Afwijzen op het scherm\.$/));
  await expect(page.getByText('Handsfree wacht op je besluit over de toestemming.')).toBeVisible();
  // Everything has been read and nothing runs on its own: still, the microphone waits for the click.
  await expect.poll(async () => (await said(page)).every((utterance) => utterance.end !== undefined)).toBe(true);
  const since = Date.now();
  await expect
    .poll(async () => {
      expect(await listens(page)).toHaveLength(2);
      return Date.now() - since;
    })
    .toBeGreaterThan(1_500);
  await expect(mic(page)).toHaveAttribute('aria-pressed', 'false');

  await dialog.getByRole('button', { name: 'Goedkeuren' }).click();
  await expect(dialog).toBeHidden();
  await expect(chat.transcript.getByRole('button', { name: /Genereren eindrapport.*klaar/ })).toBeVisible();
  await listensAgainAfterReading(page, 2);
  await hear(page, 'stoppen');
  await expect(handsFree(page)).toHaveAttribute('aria-pressed', 'false');
});

test('the composer with the microphone, listening and hands-free, has no serious accessibility violations', async ({
  page,
}) => {
  const chat = new ChatPage(page);
  await readAloudWithHandsFree(chat);
  await listensAgainAfterReading(page, 0);
  expect(await seriousViolations(page, 'form')).toEqual([]);
  await page.evaluate(() => window.__haiStt!.fail('not-allowed'));
  await expect(page.getByText(/^Geen toegang tot de microfoon/)).toBeVisible();
  expect(await seriousViolations(page, 'form')).toEqual([]);
});
