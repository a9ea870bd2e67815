import { expect, test } from '@playwright/test';
import { FLOOD_DELTAS, floodText } from '../mock-server/hostile/runs';
import { survivedText } from '../mock-server/hostile/scenario';
import { chooseHostile, HostileJourney } from './hostile-checks';

// The run attacks of issue 34 (mock-server/hostile/runs.ts): a run that ends without ever starting, and a flood of
// one-character deltas. Each: the answer shown, nothing runs, the draft stays, the next message is answered.

test.afterEach(async ({ request }) => {
  await chooseHostile(request, null);
});

test('run-finished-without-start: the answer is shown and answers the message, the missing start is marked', async ({
  page,
  request,
}) => {
  const name = 'run-finished-without-start';
  const journey = new HostileJourney(page, request);
  await journey.open(name);
  await journey.typeDraft();
  await journey.attack(name);
  await expect(journey.chat.transcript.getByText(survivedText(name))).toBeVisible();
  await journey.chat.waitUntilDone();
  await expect(page.getByText(/in wachtrij/i)).toHaveCount(0);
  await journey.expectSafe();
  await journey.expectRuleMark('end-without-start');
  await journey.expectNextAnswered();
  await expect(page.getByText(/in wachtrij/i)).toHaveCount(0);
  await expect(page.getByText('AGORA reageert niet op dit bericht.')).toHaveCount(0);
  await expect(page.getByText('Verbonden')).toBeVisible();
  journey.expectCleanConsole();
});

test(`delta-flood: ${FLOOD_DELTAS.toLocaleString('en-US')} one-character deltas, all of them arrive, the page keeps going`, async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const name = 'delta-flood';
  const journey = new HostileJourney(page, request);
  await journey.open(name);
  await journey.typeDraft();
  await journey.attack(name);
  await expect(journey.chat.transcript.getByText(survivedText(name))).toBeVisible({ timeout: 180_000 });
  await journey.chat.waitUntilDone();
  // Every delta arrived: the answer holds all of the flood's characters, the part past the display cap counted.
  // The transcript shows 50,000 characters of an answer (SHOWN_CHARS in shown-chars.ts) and counts the rest.
  const cut = (FLOOD_DELTAS - 50_000).toLocaleString('nl-NL');
  await expect(journey.chat.transcript.getByText(`Nog ${cut} tekens niet getoond`, { exact: false })).toBeVisible();
  await expect(journey.chat.transcript).toContainText(floodText().slice(0, 200));
  await journey.expectSafe();
  await journey.expectNextAnswered();
  journey.expectCleanConsole();
});
