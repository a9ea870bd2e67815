import { expect, test } from '@playwright/test';
import { ChatPage } from './chat-page';
import { olderAgoraMockHost, serverAt } from './mock-control';

// Koen's seeded sessions as seeded: on a mock no journey before these has added Bella Rosa inspections to.
const seeded = serverAt(olderAgoraMockHost, '&user=koen');

const bellaRosa = '3f6c2a8e-5b1d-4c7e-9a2f-1d8e4b6c0a11';
const allergens = 'c4b9e0f1-7a62-4d18-8e3c-5f0a2d9b4c33';

test.use({ timezoneId: 'Europe/Amsterdam' });

test('the session search finds words inside conversations, accents aside, and says what it could not search', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/sessions\/[^/]+\/history/, async (route) => {
    const url = route.request().url();
    if (url.includes(allergens)) return route.fulfill({ status: 500, json: { detail: 'Interne fout' } });
    if (url.includes(bellaRosa)) await held;
    return route.continue();
  });
  const chat = new ChatPage(page);
  await chat.open(seeded);
  await expect(chat.session(/^Start inspectie bij Restaurant Bella Rosa/).first()).toBeVisible();

  // "hygienecode" is in two of Koen's conversations ("Hygiënecode"), in none of the titles.
  await chat.sidebar.getByRole('searchbox', { name: 'Zoek in titels en gesprekken' }).fill('hygienecode');
  await expect(chat.sidebar.getByText('Zoekt in gesprekken…')).toBeVisible();
  const snackbar = chat.session(/^Start herinspectie bij Snackbar 't Hoekje/);
  await expect(snackbar).toBeVisible();
  await expect(snackbar.locator('mark')).toHaveText('Hygiënecode');
  await expect(snackbar).toContainText('Volgens de Hygiënecode moet frituurvet');

  release();
  const bella = chat.session(/^Start inspectie bij Restaurant Bella Rosa/).first();
  await expect(bella.locator('mark')).toHaveText('Hygiënecode');
  await expect(chat.sidebar.getByText('Zoekt in gesprekken…')).toHaveCount(0, { timeout: 15_000 });
  await expect(chat.sidebar.getByText(/kon niet doorzocht worden: “Welke allergeneninformatie/)).toBeVisible({
    timeout: 15_000,
  });
  await expect(chat.session(/^Welke allergeneninformatie/)).toHaveCount(0);
  // No HTML from a conversation reaches the page: the passage is text, the match one <mark>.
  await expect(bella.locator('mark')).toHaveCount(1);
});

test('messages restored from history show when they were written, in the interface language', async ({
  page,
  request,
}) => {
  const answer = await request.get(`http://${olderAgoraMockHost}/sessions/${bellaRosa}/history?include_tools=true`);
  const { history } = (await answer.json()) as { history: { content: string; timestamp?: number }[] };
  const first = history.find((entry) => entry.content?.includes('Bevinding: koelcel'))?.timestamp;
  expect(first).toEqual(expect.any(Number));
  const at = new Date(first ?? 0);
  const clock = (locale: string) =>
    new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Amsterdam' }).format(at);

  const chat = new ChatPage(page);
  await chat.open(seeded);
  await chat
    .session(/^Start inspectie bij Restaurant Bella Rosa/)
    .first()
    .click();
  // The conversation opens at its end: the inspector's last question is in view.
  const mine = chat.messagesBy('Jij').filter({ hasText: 'Bevinding: koelcel staat op 8 °C' });
  await expect(mine).toBeVisible();
  const time = mine.locator('time');
  await expect(time).toHaveAttribute('datetime', at.toISOString());
  // A day ago: the date as well as the time.
  await expect(time).toHaveText(new RegExp(`\\d.*${clock('nl-NL')}`));
  const dutch = await time.textContent();
  await expect(chat.transcript.getByRole('article').last().locator('time')).toHaveCount(1);

  await page.getByRole('combobox', { name: 'Taal' }).selectOption('en');
  const english = page
    .getByRole('log')
    .getByRole('article', { name: 'You' })
    .filter({ hasText: 'Bevinding: koelcel staat op 8 °C' })
    .locator('time');
  await expect(english).toHaveAttribute('datetime', at.toISOString());
  await expect(english).not.toHaveText(dutch ?? '');
});

test('? opens the keyboard-shortcut overview; focus stays in it, Escape closes it and focus goes back', async ({
  page,
}) => {
  const chat = new ChatPage(page);
  await chat.open('?user=e2e-sneltoetsen');
  await chat.composer.fill('Wat nu?');
  await chat.composer.press('?');
  await expect(chat.composer).toHaveValue('Wat nu??');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const newSession = chat.sidebar.getByRole('button', { name: 'Nieuwe inspectie' });
  await newSession.focus();
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Sneltoetsen' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Sluiten' })).toBeFocused();
  await expect(dialog.getByRole('row', { name: /Shift\s*\+?\s*Enter\s*Nieuwe regel/ })).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Ctrl\s*\+?\s*Shift\s*\+?\s*Spatie/ })).toBeVisible();
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(newSession).toBeFocused();

  await page.getByRole('combobox', { name: 'Taal' }).selectOption('en');
  await page.getByRole('button', { name: 'New inspection' }).focus();
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toContainText('Send the message');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
