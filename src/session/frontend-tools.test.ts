import { RunAgentInputSchema } from '@ag-ui/core/schemas';
import { describe, expect, it } from 'vitest';
import { mapGet } from '../lib/persistent/persistent-map';
import { createSseTransport } from '../transport/sse-transport';
import { Session } from './session';

const sse = (events: object[]) =>
  new Response(events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join(''), {
    headers: { 'Content-Type': 'text/event-stream' },
  });

const settle = async () => {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** A session over AG-UI's HTTP transport against an agent that answers each POST with the next script. */
function start(answers: ((runId: string) => object[])[]) {
  const bodies: ReturnType<typeof RunAgentInputSchema.parse>[] = [];
  const fetch = ((_url: string, init: RequestInit) => {
    const input = RunAgentInputSchema.parse(JSON.parse(String(init.body)));
    bodies.push(input);
    return Promise.resolve(sse(answers[bodies.length - 1]!(input.runId)));
  }) as unknown as typeof globalThis.fetch;
  let ids = 0;
  const session = new Session({
    threadId: 't1',
    userId: 'koen',
    transportUrl: 'http://agent/run',
    transport: 'agui-sse',
    createTransport: (options) => createSseTransport({ ...options, fetch }),
    newId: () => `id-${++ids}`,
    now: () => 1,
  });
  const stop = session.start();
  return { session, bodies, stop };
}

const steps = { steps: [{ description: 'Keuken bekijken', status: 'enabled' }] };
const askPlan = (runId: string) => [
  { type: 'RUN_STARTED', threadId: 't1', runId },
  { type: 'TOOL_CALL_START', toolCallId: 'tc', toolCallName: 'generate_task_steps', parentMessageId: 'a1' },
  { type: 'TOOL_CALL_ARGS', toolCallId: 'tc', delta: JSON.stringify(steps) },
  { type: 'TOOL_CALL_END', toolCallId: 'tc' },
  { type: 'RUN_FINISHED', threadId: 't1', runId },
];
const reply = (runId: string) => [
  { type: 'RUN_STARTED', threadId: 't1', runId },
  { type: 'TEXT_MESSAGE_START', messageId: 'a2', role: 'assistant' },
  { type: 'TEXT_MESSAGE_CONTENT', messageId: 'a2', delta: 'Plan met 1 stap aangemaakt.' },
  { type: 'TEXT_MESSAGE_END', messageId: 'a2' },
  { type: 'RUN_FINISHED', threadId: 't1', runId },
];

describe('a frontend tool over AG-UI', () => {
  it('waits for the inspector instead of counting as interrupted, and the answer completes the turn', async () => {
    const { session, bodies, stop } = start([askPlan, reply]);
    session.actions.sendMessage('Maak een plan');
    await settle();
    expect(mapGet(session.store.getState().toolCalls, 'tc')?.status).toBe('awaiting_client');
    // AG-UI's dojo agents call only what the client declares: its plan, document and background tools among them.
    expect(bodies[0]!.tools.map((tool) => tool.name)).toEqual([
      'generate_task_steps',
      'confirm_action',
      'write_document',
      'change_background',
    ]);

    session.actions.answerToolCall('tc', '{"accepted":true}');
    session.actions.answerToolCall('tc', '{"accepted":false}');
    await settle();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.messages).toEqual([
      { id: 'id-1', role: 'user', content: 'Maak een plan' },
      {
        id: 'a1',
        role: 'assistant',
        toolCalls: [
          { id: 'tc', type: 'function', function: { name: 'generate_task_steps', arguments: JSON.stringify(steps) } },
        ],
      },
      { id: 'id-3', role: 'tool', toolCallId: 'tc', content: '{"accepted":true}' },
    ]);
    const state = session.store.getState();
    expect(mapGet(state.toolCalls, 'tc')).toMatchObject({ status: 'completed', result: '{"accepted":true}' });
    expect(mapGet(state.messages, 'a2')?.text).toBe('Plan met 1 stap aangemaakt.');
    expect(state.run.status).toBe('finished');
    stop();
  });
});
