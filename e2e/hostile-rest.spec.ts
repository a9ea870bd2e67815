import { expect, test } from '@playwright/test';
import { survivedText } from '../mock-server/hostile/scenario';
import { chooseHostile, deepValueRule, HostileJourney } from './hostile-checks';
import { keyMockHost } from './mock-control';

// A hostile server (mock-server/hostile/): its REST answers, a run that goes silent and a frame that breaks the
// connection. The attacks a run plays and survives are in hostile.spec.ts.

test.afterEach(async ({ request }) => {
  await chooseHostile(request, null);
  await chooseHostile(request, null, keyMockHost);
});

type Check = (journey: HostileJourney) => Promise<void>;

/** REST attacks: the list refreshed after a run, then an earlier conversation opened, both under the attack. */
const restAttacks: { name: string; what: string; earlier: RegExp; check: Check }[] = [
  {
    name: 'deep-session-list',
    what: 'a session list and metadata with a field 100,000 levels deep',
    earlier: /^Start inspectie/,
    check: (journey) => journey.expectRuleMark(deepValueRule),
  },
  {
    name: 'deep-history',
    what: 'a history with a field and tool arguments 100,000 levels deep',
    earlier: /^Start inspectie/,
    check: (journey) => journey.expectRuleMark(deepValueRule),
  },
  {
    name: 'script-injection-rest',
    what: 'titles, previews and history texts full of markup',
    earlier: /^<img src=x onerror=/,
    check: async ({ chat }) => {
      await expect(chat.sidebar).toContainText(`<img src=x onerror="window.__pwned='title'">`);
      await expect(chat.transcript).toContainText(`window.__pwned='history-assistant'`);
    },
  },
  {
    name: 'prototype-pollution-rest',
    what: '__proto__ and constructor.prototype in the list, metadata and history',
    earlier: /^Start inspectie/,
    check: async ({ chat }) => {
      await expect(chat.messagesBy('Bedrijfshistorie').first()).toContainText('Bella Rosa');
    },
  },
];

test.describe('a server whose REST answers attack', () => {
  for (const { name, what, earlier, check } of restAttacks) {
    test(`${name}: ${what}; nothing runs, the draft stays, the next message is answered`, async ({ page, request }) => {
      const journey = new HostileJourney(page, request);
      const { chat } = journey;
      await journey.open(name);
      await journey.startWithSession();
      await journey.attack(name);
      await chat.waitUntilDone();
      const current = page.url();
      await chat.session(earlier).and(page.locator(':not([aria-current="true"])')).click();
      // The earlier conversation is open and its history shown (the list is virtualized: its first message, far
      // above the end it opens at, need not be rendered).
      await expect(page).not.toHaveURL(current);
      await expect(chat.transcript.getByRole('article').first()).toBeVisible();
      await journey.expectSafe();
      await check(journey);
      await journey.expectNextAnswered();
      journey.expectCleanConsole();
    });
  }
});

test('a run that goes silent is flagged by the watchdog and can be stopped; the next message is answered', async ({
  page,
  request,
}) => {
  const journey = new HostileJourney(page, request);
  const { chat } = journey;
  await journey.open('silence', '&stallMs=1500');
  await journey.typeDraft();
  await journey.attack('silence');
  await expect(chat.messagesBy('Algemene assistent')).toContainText('Ik begin aan je antwoord');
  await expect(page.getByRole('alert').filter({ hasText: 'Het antwoord zit mogelijk vast' })).toBeVisible();
  await expect(chat.status).toHaveText(/Bezig/);
  await journey.expectSafe();
  await chat.send('Wat kun je allemaal?');
  await page.getByRole('button', { name: 'Onderbreek en verstuur nu' }).click();
  await expect(chat.transcript.getByText('Gestopt door jou')).toBeVisible();
  await expect(chat.messagesBy('Algemene assistent').filter({ hasText: 'Ik heb je vraag ontvangen' })).toHaveCount(1);
  await chat.waitUntilDone();
  journey.expectCleanConsole();
});

test('a text frame that is not UTF-8 breaks the connection; the app reconnects and the next message is answered', async ({
  page,
  request,
}) => {
  // Chromium's own line for the refused frame (with ?socket=main; from the socket worker it stays out of the page).
  const journey = new HostileJourney(page, request, { expectedConsole: [/Could not decode a text frame as UTF-8/] });
  const { chat } = journey;
  await journey.open('bad-utf8-text');
  await journey.typeDraft();
  await journey.attack('bad-utf8-text');
  // The browser fails the connection on that frame; once connected again, the server's history has no answer.
  const question = chat.messagesBy('Jij').filter({ hasText: 'allergeneninformatie' });
  await expect(question).toContainText('Antwoord ging verloren door een onderbreking');
  await expect(question.getByRole('button', { name: 'Opnieuw vragen' })).toBeVisible();
  await expect(page.getByText('Verbonden')).toBeVisible();
  await expect(chat.status).not.toHaveText(/Bezig/);
  await journey.expectSafe();
  await journey.expectNextAnswered();
  journey.expectCleanConsole();
});

test('behind a gateway that wants a key, hostile answers and a hostile run send the key nowhere else', async ({
  page,
  request,
}) => {
  // The browser's own lines for the calls refused before the key was given.
  const refused = [/Failed to load resource: the server responded with a status of 401/];
  const journey = new HostileJourney(page, request, { host: keyMockHost, expectedConsole: refused });
  const { chat } = journey;
  await journey.openWithKey('keyed');
  await journey.startWithSession();
  await journey.attack('script-injection-rest');
  await chat.waitUntilDone();
  await chat
    .session(/^<img src=x onerror=/)
    .and(page.locator(':not([aria-current="true"])'))
    .click();
  await expect(chat.transcript).toContainText(`window.__pwned='history-assistant'`);
  await chat.sidebar.getByRole('button', { name: 'Nieuwe inspectie' }).click();
  await journey.attack('junk-unknown-type');
  await expect(chat.transcript.getByText(survivedText('junk-unknown-type'))).toBeVisible();
  await chat.waitUntilDone();
  await journey.expectSafe();
  await journey.expectNextAnswered();
  journey.expectCleanConsole();
});
