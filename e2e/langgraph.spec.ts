import { expect, test, type Page } from '@playwright/test';
import { ChatPage } from './chat-page';
import { watchConsole } from './console-watch';
import { gatewayMockHost, serverAt } from './mock-control';

async function openPanels(page: Page) {
  for (const toggle of await page.getByRole('button', { name: 'Debugpanelen tonen' }).all()) await toggle.click();
  return page.getByRole('complementary', { name: 'Onder de motorkap' });
}

// AGORA's default backend, server-langgraph, behind the mock gateway (mock-server/README.md, "server-langgraph").
test('the whole Bella Rosa demo against server-langgraph reads as it does against server-openai', async ({ page }) => {
  const console = watchConsole(page);
  const chat = new ChatPage(page);
  await chat.open(serverAt(gatewayMockHost, '&backend=langgraph'));
  await expect(page.getByText('AGORA (WebSocket) · LangGraph')).toBeVisible();
  await chat.send('Start inspectie bij Restaurant Bella Rosa (KVK 92251854)');
  await chat.waitUntilDone();
  await expect(chat.messagesBy('Bedrijfshistorie').getByRole('table')).toContainText('92251854');
  // Handoffs by their display names, results as their content, never Python's text form.
  await expect(chat.transcript.getByText('Overdracht naar inspectiehistorie')).toBeVisible();
  await expect(chat.transcript).not.toContainText(/content='|tool_call_id=/);
  await chat.send('Bevinding: de koelcel is 9 °C en ik heb muizenkeutels gezien in de opslag');
  await chat.waitUntilDone();
  await expect(chat.messagesBy('Regelgeving')).toContainText('852/2004');
  await chat.send('Genereer het inspectierapport');
  const dialog = page.getByRole('dialog', { name: /Toestemming nodig/ });
  // server-langgraph asks approval for the final report as a critical risk.
  await dialog.getByRole('checkbox', { name: /kritiek en onomkeerbaar/ }).check();
  await dialog.getByRole('button', { name: 'Goedkeuren' }).click();
  await chat.waitUntilDone();
  await expect(chat.messagesBy('Rapportage')).toContainText('is opgesteld');
  await expect(chat.transcript).not.toContainText(/content='|tool_call_id=/);

  const panels = await openPanels(page);
  await panels.getByRole('tab', { name: 'Tool-aanroepen' }).click();
  await expect(panels).not.toContainText(/content='|tool_call_id=|JSON/);
  // The inspector flags nothing langgraph does by design (overlapping steps, spoken text first, errors then end).
  await expect(panels.getByRole('tab', { name: /^Gebeurtenissen/ })).not.toContainText('⚠');

  // History names no agent for an answer (agent_id ""): it reads as the assistant's, complete.
  await page.reload();
  await expect(chat.messagesBy('Assistent').last()).toContainText('is opgesteld');
  await expect(chat.transcript).not.toContainText(/content='|tool_call_id=/);
  console.expectClean();
});
