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

test('behind the gateway each backend keeps its own inspector: one chosen on LangGraph is not shown on OpenAI', async ({
  page,
  request,
}) => {
  const chat = new ChatPage(page);
  await chat.open(serverAt(gatewayMockHost));
  await expect(page.getByText('AGORA (WebSocket) · LangGraph')).toBeVisible();
  await page.getByRole('button', { name: 'Inspecteurs beheren' }).click();
  const admin = page.getByRole('dialog', { name: 'Inspecteurs' });
  await admin.getByRole('button', { name: 'Inspecteur toevoegen' }).click();
  const add = page.getByRole('dialog', { name: 'Inspecteur toevoegen' });
  await add.getByRole('textbox', { name: 'Naam' }).fill('Eva Langgraaf');
  await add.getByRole('textbox', { name: 'E-mailadres' }).fill('eva.langgraaf@nvwa.nl');
  await add.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(add).toBeHidden();
  await page.keyboard.press('Escape');
  const inspector = page.getByRole('combobox', { name: 'Inspecteur' });
  await inspector.selectOption({ label: 'Eva Langgraaf — eva.langgraaf@nvwa.nl' });
  await expect(page.getByText('Verbonden')).toBeVisible();

  await page.getByRole('button', { name: 'Voorkeuren' }).click();
  await page.getByRole('combobox', { name: 'AGORA-backend' }).selectOption({ label: 'OpenAI Agents' });
  await expect(page.getByText('AGORA (WebSocket) · OpenAI Agents')).toBeVisible();
  // OpenAI's own users: its first, never LangGraph's inspector or a bare id.
  await expect(inspector.locator('option:checked')).toHaveText(/^Koen de Vries — /);
  await expect(inspector.locator('option', { hasText: 'Eva Langgraaf' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Voorkeuren' }).click();
  await page.getByRole('combobox', { name: 'AGORA-backend' }).selectOption('');
  await expect(page.getByText('AGORA (WebSocket) · LangGraph')).toBeVisible();
  await expect(inspector.locator('option:checked')).toHaveText('Eva Langgraaf — eva.langgraaf@nvwa.nl');

  const { users } = (await (await request.get(`http://${gatewayMockHost}/api/langgraph/users?limit=100`)).json()) as {
    users: { id: string; email: string }[];
  };
  const eva = users.find((user) => user.email === 'eva.langgraaf@nvwa.nl')!;
  expect((await request.delete(`http://${gatewayMockHost}/api/langgraph/users/${eva.id}`)).ok()).toBe(true);
});
