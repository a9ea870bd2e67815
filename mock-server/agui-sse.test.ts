import type { Message, MessagesSnapshotEvent } from '@ag-ui/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPrompts } from '../scenarios/demo-inspection';
import { sequenceViolations } from '../scenarios/sequence-rules';
import { postRun } from './agui-post';
import { createMockServer } from './server';
import type { MockServer } from './server';
import type { WireEvent } from './test-client';

let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, delay: 0, seed: false });
});
afterAll(() => server.close());

const planTool = {
  name: 'generate_task_steps',
  description: 'Shows a plan',
  parameters: { type: 'object', properties: { steps: { type: 'array' } } },
};
let runs = 0;
const input = (messages: Message[], tools: object[] = []) => ({
  threadId: 'agui-thread',
  runId: `run-${++runs}`,
  state: {},
  messages,
  tools,
  context: [],
  forwardedProps: { userId: 'koen' },
});

const post = (body: unknown) => postRun(`${server.url}/agui`, body);

const snapshotOf = (events: WireEvent[]) =>
  (events.find((event) => event.type === 'MESSAGES_SNAPSHOT') as unknown as MessagesSnapshotEvent).messages;

describe('POST /agui: a stateless AG-UI agent', () => {
  it('ends each run with a MESSAGES_SNAPSHOT of the whole conversation it was sent plus its answer', async () => {
    const earlier: Message[] = [
      { id: 'u0', role: 'user', content: 'Eerder' },
      { id: 'a0', role: 'assistant', content: 'Eerder antwoord' },
    ];
    const { events } = await post(input([...earlier, { id: 'u1', role: 'user', content: demoPrompts.start }]));
    expect(sequenceViolations(events)).toEqual([]);
    expect(events.at(-2)?.type).toBe('MESSAGES_SNAPSHOT');
    expect(events.at(-1)?.type).toBe('RUN_FINISHED');
    const messages = snapshotOf(events);
    expect(messages.slice(0, 3).map((message) => message.id)).toEqual(['u0', 'a0', 'u1']);
    const calls = messages.flatMap((message) => (message.role === 'assistant' ? (message.toolCalls ?? []) : []));
    expect(calls.map((call) => call.function.name)).toContain('get_company_info');
    const results = messages.filter((message) => message.role === 'tool');
    expect(results.map((result) => result.toolCallId)).toEqual(expect.arrayContaining(calls.map((call) => call.id)));
  });

  it('leaves a declared frontend tool to the client, and answers the tool message the next run carries', async () => {
    const user: Message = { id: 'u1', role: 'user', content: 'Maak een plan voor de inspectie' };
    const first = await post(input([user], [planTool]));
    const start = first.events.find((event) => event.type === 'TOOL_CALL_START');
    expect(start).toMatchObject({ toolCallName: 'generate_task_steps' });
    expect(first.events.some((event) => event.type === 'TOOL_CALL_RESULT')).toBe(false);
    const conversation = snapshotOf(first.events);
    const result: Message = {
      id: 'r1',
      role: 'tool',
      toolCallId: String(start!.toolCallId),
      content: JSON.stringify({ accepted: true, steps: [{ description: 'Koelcel meten', status: 'enabled' }] }),
    };
    const second = await post(input([...conversation, result], [planTool]));
    expect(second.status).toBe(200);
    const reply = second.events.find((event) => event.type === 'TEXT_MESSAGE_CONTENT');
    expect(reply?.delta).toBe('Plan aangemaakt met 1 stap.');
    expect(snapshotOf(second.events).map((message) => message.id)).toContain('r1');
  });

  it('without the tool declared, a plan is an ordinary answer; a result for an unknown call is refused', async () => {
    const plain = await post(input([{ id: 'u1', role: 'user', content: 'Maak een plan' }]));
    expect(plain.events.some((event) => event.type === 'TOOL_CALL_START')).toBe(false);
    const orphan = { id: 'r', role: 'tool' as const, toolCallId: 'nope', content: '{}' };
    expect((await post(input([{ id: 'u1', role: 'user', content: 'Hoi' }, orphan], [planTool]))).status).toBe(422);
    expect((await post({ ...input([]), tools: [{ name: 3 }] })).status).toBe(422);
  });
});
