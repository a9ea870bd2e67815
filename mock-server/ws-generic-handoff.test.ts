import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPrompts } from '../scenarios/demo-inspection';
import { sequenceViolations } from '../scenarios/sequence-rules';
import { jsonRequest } from './json-request';
import { createMockServer } from './server';
import type { MockServer } from './server';
import { TestClient } from './test-client';

let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, delay: 0, seed: false });
});
afterAll(() => server.close());

describe('handoff=generic: AGORA’s mock server’s transfer_to_agent', () => {
  it('hands over with one labelled tool whose arguments name the agent, and keeps them in the history', async () => {
    const client = await TestClient.connect(`${server.wsUrl}?handoff=generic`);
    const events = await client.run({ threadId: 'generic-1', runId: 'r1', text: demoPrompts.start });
    client.close();
    expect(sequenceViolations(events)).toEqual([]);
    const start = events.find((e) => e.type === 'TOOL_CALL_START');
    expect(start).toMatchObject({ toolCallName: 'transfer_to_agent', toolDisplayName: 'Overdragen aan specialist' });
    const args = events
      .filter((e) => e.type === 'TOOL_CALL_ARGS' && e.toolCallId === start?.toolCallId)
      .map((e) => e.delta)
      .join('');
    expect(JSON.parse(args)).toMatchObject({ agent_id: 'history-agent', reason: expect.any(String) });
    const result = events.find((e) => e.type === 'TOOL_CALL_RESULT' && e.toolCallId === start?.toolCallId);
    expect(JSON.parse(String(result?.content))).toEqual({ success: true, transferred_to: 'history-agent' });

    const history = await jsonRequest(`${server.url}/sessions/generic-1/history?include_tools=true`);
    const call = (history.body as { history: Record<string, unknown>[] }).history.find((e) => e.role === 'tool_call');
    expect(call).toMatchObject({ tool_name: 'transfer_to_agent' });
    expect(JSON.parse(String(call?.content))).toMatchObject({ agent_id: 'history-agent' });
  });

  it('is off by default: the agent SDK’s named transfer tools', async () => {
    const client = await TestClient.connect(server.wsUrl);
    const events = await client.run({ threadId: 'named-1', runId: 'r1', text: demoPrompts.start });
    client.close();
    expect(events.find((e) => e.type === 'TOOL_CALL_START')?.toolCallName).toBe(
      'transfer_to_company_and_inspection_history_specialist',
    );
  });
});
