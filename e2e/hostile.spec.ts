import { expect, test } from '@playwright/test';
import { survivedText } from '../mock-server/hostile/scenario';
import { chooseHostile, deepValueRule, HostileJourney } from './hostile-checks';

// A hostile server (mock-server/hostile/): each attack a run plays, one journey each. The journeys of the attacks
// other parts own are in hostile-lists, hostile-approvals, hostile-runs and key-origin; REST attacks, the silent
// run and a broken connection are in hostile-rest.spec.ts.

test.afterEach(async ({ request }) => {
  await chooseHostile(request, null);
});

type Check = (journey: HostileJourney) => Promise<void>;

const rejected =
  (search: string, reason: RegExp): Check =>
  async (journey) => {
    const events = await journey.events(search);
    await expect(events.getByText(reason).first()).toBeVisible();
  };

const deepMark: Check = (journey) => journey.expectRuleMark(deepValueRule);

/** Attacks a run plays and survives: its answer comes, the run ends, and a check of what the inspector sees. */
const survived: { name: string; what: string; check: Check }[] = [
  { name: 'deep-state', what: 'a state 100,000 levels deep, patched', check: deepMark },
  { name: 'deep-tool-args', what: 'tool arguments 100,000 levels deep', check: deepMark },
  { name: 'deep-custom', what: 'a custom value 100,000 levels deep', check: deepMark },
  {
    name: 'prototype-pollution',
    what: '__proto__ and constructor.prototype in state, patches, tool arguments and a custom value',
    check: async ({ chat }) => {
      await chat.transcript.getByRole('button', { name: /Ophalen bedrijfsgegevens/ }).click();
      await expect(chat.transcript).toContainText('__proto__');
    },
  },
  { name: 'junk-binary', what: 'a binary frame', check: rejected('binary', /Afgewezen: binary frame/) },
  { name: 'junk-not-json', what: 'frames that are not JSON', check: rejected('JSON', /Afgewezen: not JSON/) },
  {
    name: 'junk-wrong-types',
    what: 'JSON of the wrong types',
    check: rejected('TEXT_MESSAGE_CONTENT', /Afgewezen: invalid TEXT_MESSAGE_CONTENT/),
  },
  {
    name: 'junk-unknown-type',
    what: 'unknown event types, also __proto__ and constructor',
    check: rejected('__proto__', /Afgewezen: unknown event type "__proto__"/),
  },
  {
    name: 'huge-delta',
    what: 'a 5 MB delta',
    check: async ({ chat }) => {
      await expect(chat.transcript.getByText(/^Nog [\d.]+ tekens niet getoond/)).toBeVisible();
    },
  },
  {
    name: 'bad-utf8-binary',
    what: 'bytes that are not UTF-8 in a binary frame',
    check: rejected('binary', /Afgewezen: binary frame/),
  },
];

test.describe('a run that attacks', () => {
  for (const { name, what, check } of survived) {
    test(`${name}: ${what}; the run ends, nothing runs, the draft stays, the next message is answered`, async ({
      page,
      request,
    }) => {
      const journey = new HostileJourney(page, request);
      await journey.open(name);
      await journey.typeDraft();
      await journey.attack(name);
      await expect(journey.chat.transcript.getByText(survivedText(name))).toBeVisible();
      await journey.chat.waitUntilDone();
      await journey.expectSafe();
      await check(journey);
      await journey.expectNextAnswered();
      journey.expectCleanConsole();
    });
  }
});

test('script in every field of a run, an approval and an error stays inert text', async ({ page, request }) => {
  const journey = new HostileJourney(page, request);
  const { chat } = journey;
  await journey.open('script');
  await journey.typeDraft();
  await journey.attack('script-injection');
  const dialog = page.getByRole('dialog', { name: /Toestemming nodig/ });
  await expect(dialog).toContainText(`window.__pwned='approval-description'`);
  await expect(dialog.locator('img, script, svg:not([aria-hidden="true"]), a[href^="javascript:"]')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Afwijzen' }).click();
  await expect(chat.transcript.getByText(survivedText('script-injection'))).toBeVisible();
  await chat.waitUntilDone();
  await expect(chat.transcript).toContainText('Einde van de test.');
  await expect(page.getByText('AGORA meldt een fout').first()).toBeVisible();
  await journey.expectSafe();
  await journey.expectNextAnswered();
  journey.expectCleanConsole();
});

test('a run error whose message and code are markup ends the run as a failure, shown as text', async ({
  page,
  request,
}) => {
  const journey = new HostileJourney(page, request);
  const { chat } = journey;
  await journey.open('run-error');
  await journey.typeDraft();
  await journey.attack('script-injection-run-error');
  await expect(chat.status).toHaveText(/Er ging iets mis/);
  await expect(chat.transcript.getByRole('alert')).toContainText(`window.__pwned='run-error-code'`);
  await journey.expectSafe();
  await journey.expectNextAnswered();
  journey.expectCleanConsole();
});
