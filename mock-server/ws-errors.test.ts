import { EventSchema } from '@ag-ui/core/schemas';
import { WebSocket } from 'ws';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoPrompts } from '../src/testing/scenarios/demo-inspection';
import { createMockServer } from './server';
import type { MockServer } from './server';
import { approvalResponse, TestClient } from './test-client';
import type { WireEvent } from './test-client';

let server: MockServer;
let client: TestClient;
beforeAll(async () => {
  server = await createMockServer({ port: 0, delay: 0, seed: false });
});
afterAll(() => server.close());
beforeEach(async () => {
  client = await TestClient.connect(server.wsUrl);
});
afterEach(() => client.close());

const isError = (e: WireEvent): boolean => e.type === 'CUSTOM' && e.name === 'agora:error';

async function expectError(frame: unknown, errorCode: string): Promise<WireEvent> {
  client.send(frame);
  const [error] = await client.until(isError);
  expect(EventSchema.safeParse(error).success).toBe(true);
  expect(error?.value).toMatchObject({ errorCode, message: expect.any(String), details: expect.any(Object) });
  expect(Number.isInteger(error?.timestamp)).toBe(true);
  return error as WireEvent;
}

async function expectNormalRun(threadId: string): Promise<void> {
  const events = await client.run({ threadId, text: 'Hallo' });
  expect(events.at(-1)?.type).toBe('RUN_FINISHED');
}

describe('bad client frames', () => {
  it.each([
    ['non-JSON', 'dit is geen json', 'invalid_message'],
    ['a JSON array', '[1,2]', 'invalid_message'],
    ['an unknown shape', { hello: 'world' }, 'invalid_message'],
    ['an unsupported event type', { type: 'PING' }, 'invalid_message'],
    ['another CUSTOM event', { type: 'CUSTOM', name: 'agora:whatever', value: {} }, 'invalid_message'],
    ['an approval without approved', { type: 'CUSTOM', name: 'agora:tool_approval_response', value: { approvalId: 'a' } }, 'invalid_message'],
    ['a RunAgentInput without user text', { threadId: 't', messages: [{ role: 'assistant', content: 'x' }] }, 'invalid_message'],
    ['an unknown approvalId', approvalResponse('appr-nope', { approved: true }), 'unknown_approval'],
  ])('answers %s with agora:error and keeps the connection usable', async (_name, frame, errorCode) => {
    await expectError(frame, errorCode);
    await expectNormalRun('after-error');
  });

  it('queues a second run behind one waiting for approval, and refuses a second answer', async () => {
    client.send({ threadId: 'busy', messages: [{ role: 'user', content: demoPrompts.report }] });
    const [request] = (await client.until((e) => e.name === 'agora:tool_approval_request')).slice(-1);
    const approvalId = (request?.value as { approvalId: string }).approvalId;

    client.send({ threadId: 'busy', runId: 'queued-run', messages: [{ role: 'user', content: 'nog iets' }] });
    client.send(approvalResponse(approvalId, { approved: true }));
    const events = await client.until((e) => e.type === 'RUN_FINISHED' && e.runId === 'queued-run');
    const starts = events.filter((e) => e.type === 'RUN_STARTED').map((e) => e.runId);
    expect(starts.at(-1)).toBe('queued-run');
    expect(events.filter((e) => e.type === 'RUN_FINISHED')).toHaveLength(2);
    await expectError(approvalResponse(approvalId, { approved: false }), 'approval_already_answered');
    await expectNormalRun('busy');
  });

  it('accepts context as an object or an array, content parts, and a missing runId', async () => {
    client.send({ threadId: 'ctx', messages: [{ role: 'user', content: [{ type: 'text', text: 'Hallo' }] }], context: {} });
    const [started] = await client.until((e) => e.type === 'RUN_STARTED');
    expect(started?.runId).toEqual(expect.stringMatching(/^run-/));
    await client.until((e) => e.type === 'RUN_FINISHED');
    client.send({ threadId: 'ctx', messages: [{ role: 'user', content: 'Hallo' }], context: [] });
    await client.until((e) => e.type === 'RUN_FINISHED');
  });
});

describe('connections', () => {
  it('rejects WebSocket upgrades on other paths', async () => {
    const ws = new WebSocket(server.wsUrl.replace(/\/ws$/, '/other'));
    const status = await new Promise<number | undefined>((resolve) => {
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode));
      ws.on('error', () => resolve(undefined));
    });
    expect(status).toBe(404);
  });

  it('logs every received frame per connection', async () => {
    const before = new Set(server.receivedFrames.keys());
    const other = await TestClient.connect(server.wsUrl);
    other.send('eerste');
    other.send({ threadId: 'log', messages: [{ role: 'user', content: 'Hallo' }] });
    await other.until((e) => e.type === 'RUN_FINISHED');
    const id = [...server.receivedFrames.keys()].find((key) => !before.has(key)) ?? '';
    expect(server.receivedFrames.get(id)?.map((f) => [f.connectionId, f.data.slice(0, 12)])).toEqual([
      [id, 'eerste'],
      [id, '{"threadId":'],
    ]);
    await other.close();
  });
});
