import { expect, test, type Page } from '@playwright/test';
import { demoPrompts } from '../scenarios/demo-inspection';
import { ChatPage } from './chat-page';
import { watchConsole } from './console-watch';
import { mockHost } from './mock-control';

// Tool calls as AGORA's own v1.1 servers sent them: `tool_call` started/completed (mock-server/README.md, /v1/ws).
const agoraV1 = `?transport=hai-v1&ws=${encodeURIComponent(`ws://${mockHost}/v1/ws?dialect=agora`)}`;

async function openPanels(page: Page) {
  for (const toggle of await page.getByRole('button', { name: 'Debugpanelen tonen' }).all()) await toggle.click();
  return page.getByRole('complementary', { name: 'Onder de motorkap' });
}

test('HAI v1.1 as AGORA’s servers spoke it: `tool_call` frames become tool calls in their agents’ names', async ({
  page,
}) => {
  const console = watchConsole(page);
  const chat = new ChatPage(page);
  await chat.open(agoraV1);
  await expect(page.getByText('HAI v1.1')).toBeVisible();

  await chat.send(demoPrompts.start);
  await chat.waitUntilDone();
  await expect(chat.transcript.getByRole('button', { name: /^Ophalen bedrijfsgegevens · klaar/ })).toBeVisible();
  await expect(chat.transcript.getByRole('button', { name: /^Ophalen inspectiehistorie · klaar/ })).toBeVisible();
  // agent_id names the answer's agent: the history agent, not "Assistent".
  await expect(chat.messagesBy('Bedrijfshistorie')).toContainText('Restaurant Bella Rosa');

  await chat.send(demoPrompts.finding);
  await chat.waitUntilDone();
  await expect(chat.messagesBy('Regelgeving').last()).toBeVisible();

  await chat.send(demoPrompts.report);
  const dialog = page.getByRole('dialog', { name: /Toestemming nodig: Genereren eindrapport/ });
  await dialog.getByRole('button', { name: 'Goedkeuren' }).click();
  await expect(chat.transcript.getByRole('button', { name: /^Genereren eindrapport · klaar/ })).toBeVisible();
  await chat.waitUntilDone();
  await expect(chat.messagesBy('Rapportage').last()).toBeVisible();

  const panels = await openPanels(page);
  await panels.getByRole('tab', { name: 'Tool-aanroepen' }).click();
  const tools = panels.getByRole('region', { name: 'Tool-aanroepen' });
  await expect(tools.getByRole('button', { name: /get_company_info.*Bedrijfshistorie/ })).toBeVisible();
  await expect(tools.getByRole('button', { name: /generate_final_report.*Rapportage/ })).toBeVisible();
  // Every frame read: nothing rejected, no broken rule.
  await expect(panels.getByRole('tab', { name: /^Gebeurtenissen/ })).not.toContainText('⚠');
  await panels.getByRole('tab', { name: /^Gebeurtenissen/ }).click();
  await expect(panels.getByRole('region', { name: 'Gebeurtenissen' })).not.toContainText('Afgewezen');
  console.expectClean();
});
