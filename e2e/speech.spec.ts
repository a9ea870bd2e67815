import { expect, test, type Page } from '@playwright/test';
import { ChatPage } from './chat-page';
import { mockHost } from './mock-control';

const slowSocket = encodeURIComponent(`ws://${mockHost}/ws?delay=1`);
const recorded = (page: Page) => page.evaluate(() => window.__haiTts?.recorded() ?? []);

/**
 * Waits inside the page until more than `count` utterances are recorded, and tells whether `author`'s answer was
 * still streaming at that moment; with `stop`, the reading-aloud switch is turned off in that same moment. Decided
 * in the page, between the app's own tasks: a busy test runner polling from outside can arrive after the answer.
 */
function whenSpoken(page: Page, author: string, count: number, stop = false) {
  return page.evaluate(
    ({ author, count, stop }) =>
      new Promise<{ streaming: boolean; recorded: { text: string; end?: string }[] }>((done) => {
        const check = () => {
          const said = window.__haiTts?.recorded() ?? [];
          if (said.length <= count) return void setTimeout(check, 5);
          const answers = [...document.querySelectorAll(`article[aria-label="${author}"]`)];
          const streaming = !!answers.at(-1)?.querySelector('[role="img"][aria-label="Schrijft…"]');
          const on = [...document.querySelectorAll<HTMLButtonElement>('button[aria-pressed="true"]')];
          if (stop) on.find((button) => button.textContent === 'Voorlezen aan')?.click();
          setTimeout(() => done({ streaming, recorded: window.__haiTts?.recorded() ?? said }));
        };
        check();
      }),
    { author, count, stop },
  );
}

/** How many of `said`, from the first, occur in `spoken` one after another. */
function sentencesInOrder(said: readonly string[], spoken: string): number {
  let position = 0;
  let count = 0;
  for (const sentence of said) {
    const found = spoken.indexOf(sentence, position);
    if (found < 0) return count;
    position = found + sentence.length;
    count += 1;
  }
  return count;
}

test('spoken sentences reach the speech engine in order, before the answer has finished, and stop at once when turned off', async ({
  page,
}) => {
  const chat = new ChatPage(page);
  await chat.open(`?tts=fake&ws=${slowSocket}`);
  await page.getByRole('button', { name: 'Voorlezen uit' }).click();
  await expect(page.getByRole('button', { name: 'Voorlezen aan' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await recorded(page)).map((u) => u.text)).toEqual(['Voorlezen staat aan.']);

  await chat.send('Start inspectie bij Restaurant Bella Rosa (KVK 92251854)');
  const answer = chat.messagesBy('Bedrijfshistorie');
  expect((await whenSpoken(page, 'Bedrijfshistorie', 1)).streaming).toBe(true);

  await expect(answer.getByRole('img', { name: 'Schrijft…' })).toBeHidden({ timeout: 20_000 });
  await answer.getByText('Gesproken versie').click();
  const spoken = (await answer.locator('details p').innerText()).replace(/\s+/g, ' ');
  const said = (await recorded(page)).slice(1).map((u) => u.text);
  // The answer's sentences come first, in the order of its spoken version; on a busy machine the next answer's may
  // already follow them, and none of those is one of this answer's.
  const ours = sentencesInOrder(said, spoken);
  expect(ours, `spoken in order: ${JSON.stringify(said)}`).toBeGreaterThan(1);
  expect(said.slice(ours).filter((sentence) => spoken.includes(sentence))).toEqual([]);

  // The first run read out to its end, so the next utterance is the next answer's.
  await chat.waitUntilDone();
  await expect(page.getByText(/Wordt voorgelezen/)).toHaveCount(0);
  const before = (await recorded(page)).length;
  await chat.send('Bevinding: de koelcel is 9 °C');
  const regulation = chat.messagesBy('Regelgeving');
  const stopped = await whenSpoken(page, 'Regelgeving', before, true);
  expect(stopped.streaming).toBe(true);
  await expect(page.getByRole('button', { name: 'Voorlezen uit' })).toBeVisible();
  const atStop = stopped.recorded;
  expect(atStop.filter((utterance) => utterance.end === undefined)).toEqual([]);
  await expect(regulation.getByRole('img', { name: 'Schrijft…' })).toBeHidden({ timeout: 20_000 });
  expect(await recorded(page)).toHaveLength(atStop.length);
});
