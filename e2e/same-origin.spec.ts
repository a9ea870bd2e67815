import { expect, test } from '@playwright/test';
import { ChatPage } from './chat-page';
import { watchConsole } from './console-watch';
import { sameOrigin } from './mock-control';

const origin = sameOrigin;

test('a production build with no configuration talks to its own origin, as behind AGORA’s nginx', async ({ page }) => {
  const console = watchConsole(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).origin));
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  const chat = new ChatPage(page);
  // On the page's own thread, so the test sees the socket's URL.
  await page.goto(`${origin}/?socket=main`);
  await expect(page.getByText('Verbonden')).toBeVisible();
  await expect(page.getByText('AGORA (WebSocket) · LangGraph')).toBeVisible();
  await chat.send('Start inspectie bij Restaurant Bella Rosa (KVK 92251854)');
  await chat.waitUntilDone();
  await expect(chat.transcript).toContainText('Restaurant Bella Rosa');
  // GET / is this page there, not the API's root: the contract is still told by /agents.
  await expect(page.getByRole('combobox', { name: 'Inspecteur' })).toBeVisible();
  expect(sockets).toEqual([`${origin.replace('http', 'ws')}/ws`]);
  expect(new Set(requests)).toEqual(new Set([origin]));
  console.expectClean();
});
