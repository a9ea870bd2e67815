import { expect, test, type APIRequestContext } from '@playwright/test';
import { seriousViolations } from './axe';
import { ChatPage } from './chat-page';
import { watchConsole } from './console-watch';
import { gatewayMockHost, serverAt } from './mock-control';

async function sessionCount(request: APIRequestContext, backend: string): Promise<number> {
  const body = (await (await request.get(`http://${gatewayMockHost}/api/${backend}/sessions?user_id=koen`)).json()) as {
    totalCount: number;
  };
  return body.totalCount;
}

test('behind the gateway: the backend is named, chosen in Voorkeuren, and each keeps its own sessions', async ({
  page,
  request,
}) => {
  const console = watchConsole(page);
  const chat = new ChatPage(page);
  await chat.open(serverAt(gatewayMockHost));
  await expect(chat.page.getByText('AGORA (WebSocket) · LangGraph')).toBeVisible();
  const before = { langgraph: await sessionCount(request, 'langgraph'), openai: await sessionCount(request, 'openai') };
  await chat.send('Start inspectie bij Restaurant Bella Rosa (KVK 92251854)');
  await chat.waitUntilDone();
  await expect.poll(() => sessionCount(request, 'langgraph')).toBe(before.langgraph + 1);

  await page.getByRole('button', { name: 'Voorkeuren' }).click();
  const backend = page.getByRole('combobox', { name: 'AGORA-backend' });
  await expect(backend).toHaveValue('');
  expect(await seriousViolations(page)).toEqual([]);
  await expect(backend.getByRole('option')).toHaveText([
    'LangGraph (standaard van de gateway)',
    'OpenAI Agents',
    'Mock',
  ]);
  await backend.selectOption({ label: 'OpenAI Agents' });
  await expect(chat.page.getByText('AGORA (WebSocket) · OpenAI Agents')).toBeVisible();
  // Another backend, its own sessions: the conversation starts afresh and goes to OpenAI's store only.
  await expect(chat.transcript.getByRole('article')).toHaveCount(0);
  const kept = () =>
    page.evaluate(() => Object.keys(localStorage).filter((key) => /^hai\.(threadId|query-cache)/.test(key)));
  await expect
    .poll(kept)
    .toEqual(expect.arrayContaining(['hai.threadId', 'hai.threadId@openai', 'hai.query-cache@openai']));
  await chat.send('Start inspectie bij Restaurant Bella Rosa (KVK 92251854)');
  await chat.waitUntilDone();
  await expect.poll(() => sessionCount(request, 'openai')).toBe(before.openai + 1);
  expect(await sessionCount(request, 'langgraph')).toBe(before.langgraph + 1);

  await page.getByRole('button', { name: 'Voorkeuren' }).click();
  await page.getByRole('combobox', { name: 'AGORA-backend' }).selectOption('');
  await expect(chat.page.getByText('AGORA (WebSocket) · LangGraph')).toBeVisible();
  console.expectClean();
});
