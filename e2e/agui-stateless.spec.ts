import { expect, test, type Request } from '@playwright/test';
import { demoPrompts } from '../scenarios/demo-inspection';
import { ChatPage } from './chat-page';
import { mockHost } from './mock-control';

const agent = `http://${mockHost}/agui`;
const sse = `?transport=agui-sse&agent=${encodeURIComponent(agent)}`;

interface PostedRun {
  messages: { id: string; role: string; content?: string; toolCalls?: unknown[]; toolCallId?: string }[];
  state: Record<string, unknown>;
  tools: { name: string }[];
}

/** The RunAgentInputs the app posts to the agent, in order. */
function postedRuns(chat: ChatPage): PostedRun[] {
  const runs: PostedRun[] = [];
  chat.page.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.url() === agent) runs.push(request.postDataJSON() as PostedRun);
  });
  return runs;
}

test('AG-UI over HTTP/SSE: an agent answering with MESSAGES_SNAPSHOT keeps both turns; the second POST carries the first and the state', async ({
  page,
}) => {
  const chat = new ChatPage(page);
  const runs = postedRuns(chat);
  await chat.open(sse);
  await chat.send(demoPrompts.start);
  await chat.waitUntilDone();
  await expect(chat.transcript).toContainText('Restaurant Bella Rosa');
  await chat.send(demoPrompts.finding);
  await chat.waitUntilDone();
  await expect(chat.messagesBy('Regelgeving')).toContainText('852/2004');
  // The first turn is still there above it (the list renders only the rows in view: scroll up to it).
  await chat.transcript.hover();
  await page.mouse.wheel(0, -10_000);
  await expect(chat.messagesBy('Jij').filter({ hasText: demoPrompts.start })).toBeVisible();
  await expect(
    chat.transcript.getByRole('heading', { name: 'Inspectie gestart: Restaurant Bella Rosa' }),
  ).toBeVisible();
  await expect(chat.transcript.getByRole('button', { name: /Ophalen bedrijfsgegevens.*klaar/ })).toBeVisible();
  expect(runs).toHaveLength(2);
  const second = runs[1]!;
  expect(second.messages[0]).toMatchObject({ role: 'user', content: demoPrompts.start });
  expect(second.messages.at(-1)).toMatchObject({ role: 'user', content: demoPrompts.finding });
  expect(second.messages.some((message) => message.role === 'assistant' && message.toolCalls?.length)).toBe(true);
  expect(second.messages.some((message) => message.role === 'tool')).toBe(true);
  expect(Object.keys(second.state)).not.toHaveLength(0);
  expect(second.tools.map((tool) => tool.name)).toContain('generate_task_steps');
});

test('AG-UI over HTTP/SSE: a frontend tool the agent leaves to the client is answered through its form and the turn completes; a tool’s object shows as a card', async ({
  page,
}) => {
  const chat = new ChatPage(page);
  const runs = postedRuns(chat);
  await chat.open(sse);
  await chat.send('Maak een plan voor de inspectie');
  const plan = chat.transcript.getByRole('region', { name: 'Voorgesteld plan — kies de stappen' });
  await expect(plan).toBeVisible();
  await expect(chat.transcript.getByText(/onderbroken/)).toHaveCount(0);
  await plan.getByRole('checkbox', { name: 'Schoonmaakschema bekijken' }).uncheck();
  await plan.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(chat.transcript).toContainText('Plan aangemaakt met 4 stappen.');
  await chat.waitUntilDone();
  await expect(plan).toHaveCount(0);
  await expect(chat.transcript.getByRole('button', { name: /Generate task steps · klaar/ })).toBeVisible();
  const answer = runs[1]!.messages.at(-1)!;
  expect(answer).toMatchObject({ role: 'tool' });
  expect(JSON.parse(answer.content!)).toMatchObject({ accepted: true });

  // Generative UI: a run that answers only with a tool's object shows it as a card in the conversation.
  await chat.send('Hoe is het weer in Utrecht?');
  await chat.waitUntilDone();
  const weather = chat.transcript.getByRole('region', { name: 'Resultaat: Weer ophalen' });
  await expect(weather.getByRole('term')).toContainText(['Locatie', 'Temperatuur', 'Gevoelstemperatuur']);
  await expect(weather.getByRole('listitem')).toHaveText(['Middag: buien', 'Avond: droog']);
});
