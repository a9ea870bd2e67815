import { expect, test } from '@playwright/test';
import { ChatPage } from './chat-page';
import { watchConsole } from './console-watch';
import { receivedFrames, setServerFaults } from './mock-control';

// The browser itself logs these for the faults injected here; the app must add nothing of its own.
const failedLoad = /Failed to load resource: the server responded with a status of 500/;
const refusedSocket = /WebSocket connection to .* failed/;
const refusedFetch =
  /Failed to load resource: net::ERR_(CONNECTION_REFUSED|SOCKET_NOT_CONNECTED|CONNECTION_RESET|EMPTY_RESPONSE)/;

test.afterEach(async ({ request }) => setServerFaults(request, { restFailure: null }));

test('REST answering 500: the session list says so inline, the chat keeps working, retry brings the list back', async ({
  page,
  request,
}) => {
  const console = watchConsole(page, [failedLoad]);
  const chat = new ChatPage(page);
  await setServerFaults(request, { restFailure: { status: 500 } });
  await chat.open('?user=koen');
  const failure = chat.sidebar.getByRole('alert');
  await expect(failure).toHaveText(/Inspecties konden niet geladen worden: er ging iets mis op de server \(fout 500\)/);
  // The list refreshes when a run ends (and fails again): let that happen before the server heals.
  const refreshed = page.waitForResponse(
    (response) => response.url().includes('/sessions?') && response.status() === 500,
  );
  await chat.send('Wat kun je allemaal?');
  await chat.waitUntilDone();
  await refreshed;
  await expect(failure).toBeVisible();
  await setServerFaults(request, { restFailure: null });
  await failure.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(chat.session(/^Start inspectie bij Restaurant Bella Rosa/).first()).toBeVisible();
  console.expectClean();
});

test('REST that never answers: after the timeout the list says the server does not answer; retry recovers', async ({
  page,
  request,
}) => {
  test.setTimeout(45_000);
  const console = watchConsole(page);
  const chat = new ChatPage(page);
  await setServerFaults(request, { restFailure: { hang: true } });
  await chat.open('?user=koen');
  await expect(chat.sidebar.getByText('Inspecties laden…')).toBeVisible();
  const failure = chat.sidebar.getByRole('alert');
  await expect(failure).toHaveText(/de server antwoordt niet/, { timeout: 15_000 });
  await setServerFaults(request, { restFailure: null });
  await failure.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(chat.session(/^Start inspectie bij Restaurant Bella Rosa/).first()).toBeVisible();
  console.expectClean();
});

test('the server going away and coming back: the connection says so, a message typed meanwhile waits and is sent once', async ({
  page,
  request,
}) => {
  const console = watchConsole(page, [refusedSocket, refusedFetch]);
  const chat = new ChatPage(page);
  await chat.open(`?user=e2e-herstart-${Date.now()}`);
  await setServerFaults(request, { restart: { downForMs: 3_000 } });
  const connection = page.locator('main').getByText(/^Opnieuw verbinden( over \d+ s|…)$/);
  await expect(connection).toBeVisible();
  const text = `Tijdens de herstart ${Date.now()}`;
  await chat.send(text);
  await expect(page.getByText('1 in wachtrij')).toBeVisible();
  await expect(chat.messagesBy('Algemene assistent').filter({ hasText: text })).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByText('Verbonden', { exact: true })).toBeVisible();
  await expect(page.getByText(/in wachtrij/)).toHaveCount(0);
  const sent = (await receivedFrames(request)).filter((frame) => JSON.stringify(frame.data).includes(text));
  expect(sent).toHaveLength(1);
  console.expectClean();
});
