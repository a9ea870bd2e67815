import { expect, test, type Page } from '@playwright/test';
import { ChatPage } from './chat-page';

const slowSocket = encodeURIComponent(`ws://127.0.0.1:${process.env.E2E_MOCK_PORT ?? 8787}/ws?delay=1`);
const recorded = (page: Page) => page.evaluate(() => window.__haiTts?.recorded() ?? []);

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
  await expect.poll(async () => (await recorded(page)).length, { timeout: 20_000 }).toBeGreaterThan(1);
  await expect(answer.getByRole('img', { name: 'Schrijft…' })).toBeVisible();

  await expect(answer.getByRole('img', { name: 'Schrijft…' })).toBeHidden({ timeout: 20_000 });
  await answer.getByText('Gesproken versie').click();
  const spoken = (await answer.locator('details p').innerText()).replace(/\s+/g, ' ');
  const said = (await recorded(page)).slice(1).map((u) => u.text);
  expect(said.length).toBeGreaterThan(1);
  let position = 0;
  for (const sentence of said) {
    const found = spoken.indexOf(sentence, position);
    expect(found, `"${sentence}" in order`).toBeGreaterThanOrEqual(position);
    position = found + sentence.length;
  }

  await chat.send('Bevinding: de koelcel is 9 °C');
  const regulation = chat.messagesBy('Regelgeving');
  await expect
    .poll(async () => (await recorded(page)).length, { timeout: 20_000, intervals: [100] })
    .toBeGreaterThan(said.length + 1);
  await expect(regulation.getByRole('img', { name: 'Schrijft…' })).toBeVisible();
  await page.getByRole('button', { name: 'Voorlezen aan' }).click();
  const atStop = await recorded(page);
  expect(atStop.filter((utterance) => utterance.end === undefined)).toEqual([]);
  await expect(regulation.getByRole('img', { name: 'Schrijft…' })).toBeHidden({ timeout: 20_000 });
  expect(await recorded(page)).toHaveLength(atStop.length);
});
