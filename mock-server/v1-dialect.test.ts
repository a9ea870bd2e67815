import { EventType } from '@ag-ui/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPrompts } from '../scenarios/demo-inspection';
import { sequenceViolations } from '../scenarios/sequence-rules';
import { initialV1State } from '../src/protocol/hai-v1-adapter';
import { V1ServerFrameSchema } from '../src/protocol/hai-v1-frames';
import { feedV1Frames } from '../src/testing/v1-feed';
import { createMockServer } from './server';
import type { MockServer } from './server';
import { TestClient } from './test-client';
import type { WireEvent } from './test-client';
import { V1Encoder } from './v1-encoder';

let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, delay: 0, seed: false });
});
afterAll(() => server.close());

/** The fields of AGORA's `ToolCallMessage`, in its order, as pydantic's `model_dump_json` writes them. */
const agoraFields = [
  'type',
  'tool_call_id',
  'tool_name',
  'parameters',
  'session_id',
  'status',
  'result',
  'metadata',
  'agent_id',
];

async function playStart(query: string): Promise<WireEvent[]> {
  const client = await TestClient.connect(server.wsUrl.replace(/\/ws$/, `/v1/ws${query}`));
  try {
    client.send({ type: 'user_message', content: demoPrompts.start, session_id: 'v1-agora', metadata: {} });
    return await client.until((f) => f.type === 'status' && f.status === 'completed');
  } finally {
    client.close();
  }
}

describe('/v1/ws?dialect=agora (tool calls as AGORA’s own v1.1 servers sent them)', () => {
  it('sends each tool call as `tool_call` started, then completed, with every field of AGORA’s model', async () => {
    const frames = await playStart('?dialect=agora');
    expect(frames.some((f) => f.type.startsWith('tool_call_'))).toBe(false);
    const tools = frames.filter((f) => f.type === 'tool_call');
    expect(tools.length).toBeGreaterThanOrEqual(4);
    for (const frame of tools) {
      expect(Object.keys(frame)).toEqual(agoraFields);
      expect(V1ServerFrameSchema.safeParse(frame).success).toBe(true);
    }
    const company = tools.filter((f) => f.tool_name === 'get_company_info');
    expect(company.map((f) => f.status)).toEqual(['started', 'completed']);
    expect(company[0]).toMatchObject({ result: null, metadata: {}, agent_id: 'history-agent' });
    expect(Object.keys(company[0]!.parameters as object).length).toBeGreaterThan(0);
    // server-openai ends a call with empty parameters and no result.
    expect(company[1]).toMatchObject({ parameters: {}, result: null, tool_call_id: company[0]!.tool_call_id });
  });

  it('adapts to a well-formed AG-UI run whose calls all end, as the spec dialect does', async () => {
    const frames = await playStart('?dialect=agora');
    expect(frames.some((f) => f.type === 'tool_call')).toBe(true);
    const state = { ...initialV1State('v1-agora'), pendingRunId: 'r' };
    const { events } = feedV1Frames(frames, state);
    expect(sequenceViolations(events).filter((problem) => !problem.includes('timestamp'))).toEqual([]);
    const starts = events.filter((e) => e.type === EventType.TOOL_CALL_START).length;
    expect(events.filter((e) => e.type === EventType.TOOL_CALL_RESULT)).toHaveLength(starts);
    expect((await playStart('')).some((f) => f.type === 'tool_call')).toBe(false);
  });

  it('gives server-langgraph’s ends their result, cut at 500 characters', () => {
    const encoder = new V1Encoder('s1', 'agora', 'langgraph');
    encoder.encode({ type: EventType.TOOL_CALL_START, toolCallId: 'c1', toolCallName: 'search' } as never);
    const [started] = encoder.encode({ type: EventType.TOOL_CALL_END, toolCallId: 'c1' } as never);
    const long = `content='${'x'.repeat(600)}'`;
    const [ended] = encoder.encode({ type: EventType.TOOL_CALL_RESULT, toolCallId: 'c1', content: long } as never);
    expect(started).toMatchObject({ type: 'tool_call', status: 'started', result: null, agent_id: null });
    expect(ended).toMatchObject({ type: 'tool_call', status: 'completed', result: long.slice(0, 500) });
  });
});
