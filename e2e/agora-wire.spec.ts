import { expect, test } from '@playwright/test';
import { ChatPage } from './chat-page';

test('tools by their display names, handoffs as handoffs, a silent run’s tool object as a card, and the history after a reload without the server’s context prefix', async ({
  page,
}) => {
  const chat = new ChatPage(page);
  await chat.open('?user=e2e-draad');
  const start = 'Start inspectie bij Restaurant Bella Rosa (KVK 92251854)';
  await chat.send(start);
  await chat.waitUntilDone();
  await expect(chat.transcript.getByRole('button', { name: /^Ophalen bedrijfsgegevens\s*·/ })).toBeVisible();
  await expect(chat.transcript.getByRole('button', { name: /^Ophalen inspectiehistorie\s*·/ })).toBeVisible();
  await expect(chat.transcript.getByText('→ Bedrijfshistorie')).toBeVisible();
  // A run that says nothing but the weather tool's object shows it as a card, live and restored from the history.
  await chat.send('Hoe is het weer?');
  await chat.waitUntilDone();
  const weather = chat.transcript.getByRole('region', { name: /^Resultaat: / });
  await expect(weather.getByRole('listitem')).toHaveText(['Middag: buien', 'Avond: droog']);

  await page.reload();
  await expect(chat.messagesBy('Bedrijfshistorie')).toContainText('Bella Rosa');
  await expect(chat.messagesBy('Jij').first()).toHaveText(new RegExp(`${start.replace(/[()]/g, '\\$&')}$`));
  await expect(chat.transcript).not.toContainText('SYSTEM CONTEXT');
  await expect(chat.transcript.getByText('→ Bedrijfshistorie')).toBeVisible();
  await expect(weather.getByRole('term').first()).toHaveText('Locatie');
  await expect(weather.getByRole('listitem')).toHaveText(['Middag: buien', 'Avond: droog']);
});

test('120 sessions loaded, then refreshed page by page: no request asks for more than 100', async ({ page }) => {
  const limits: number[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/sessions') limits.push(Number(url.searchParams.get('limit')));
  });
  const chat = new ChatPage(page);
  await chat.open('?user=veel');
  const more = chat.sidebar.getByRole('button', { name: 'Meer laden' });
  // The list is virtualized: the first page is in when its first session and Meer laden show.
  await expect(chat.session(/^Inspectie 001/)).toBeVisible();
  await expect(more).toBeVisible();
  for (let offset = 20; offset < 120; offset += 20) {
    const loaded = chat.page.waitForResponse(
      (response) => response.url().includes(`offset=${offset}`) && response.ok(),
    );
    await more.click();
    await loaded;
  }
  limits.length = 0;
  await chat.send('Wat kun je allemaal?');
  await chat.waitUntilDone();
  // The run's end refreshes every loaded page (React Query refetches an infinite list page by page).
  await expect.poll(() => limits.length).toBeGreaterThanOrEqual(6);
  expect(Math.max(...limits)).toBeLessThanOrEqual(100);
});
