import { RunAgentInputSchema } from '@ag-ui/core/schemas';
import { describe, expect, it, vi } from 'vitest';
import { buildApprovalResponse, buildRunInput } from '../protocol/commands';
import type { RunHistory } from './agui-run-input';
import { createSseTransport } from './sse-transport';
import type { TransportMessage } from './transport';

const run = (runId = 'r1') =>
  JSON.stringify(buildRunInput({ threadId: 't1', runId, clientId: 'c1', text: 'Hoi', userId: 'koen' }));

/** A body that sends `chunks` (split anywhere, as the network does) and then ends, or stays open. */
function sseBody(chunks: string[], end = true): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (end) controller.close();
    },
  });
}

function setup(answer: (init: RequestInit) => Promise<Response>, runHistory?: () => RunHistory) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn((url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return answer(init ?? {});
  }) as unknown as typeof globalThis.fetch;
  const transport = createSseTransport({
    url: 'http://agent/run',
    threadId: 't1',
    userId: 'koen',
    fetch,
    now: () => 5,
    runHistory,
  });
  const messages: TransportMessage[] = [];
  transport.subscribe((message) => messages.push(message));
  transport.connect();
  return { transport, calls, messages };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const frames = (messages: TransportMessage[]) => messages.flatMap((m) => (m.kind === 'frame' ? [m.text] : []));
const statuses = (messages: TransportMessage[]) => messages.flatMap((m) => (m.kind === 'status' ? [m.status] : []));

describe('createSseTransport', () => {
  it('posts AG-UI’s RunAgentInput asking for an event stream, and hands on each event’s data', async () => {
    const body = sseBody([
      'data: {"type":"RUN_STARTED","threadId":"t1","runId":"r1"}\n',
      '\ndata: {"type":"RUN_FIN',
      'ISHED","threadId":"t1","runId":"r1"}\n\n',
    ]);
    const { transport, calls, messages } = setup(() => Promise.resolve(new Response(body)));
    expect(transport.send(run())).toBe(true);
    await settle();
    await settle();
    const { url, init } = calls[0]!;
    expect(url).toBe('http://agent/run');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ Accept: 'text/event-stream', 'Content-Type': 'application/json' });
    const input = RunAgentInputSchema.parse(JSON.parse(String(init.body)));
    expect(input).toMatchObject({
      threadId: 't1',
      runId: 'r1',
      context: [],
      forwardedProps: { userId: 'koen' },
    });
    expect(frames(messages)).toEqual([
      '{"type":"RUN_STARTED","threadId":"t1","runId":"r1"}',
      '{"type":"RUN_FINISHED","threadId":"t1","runId":"r1"}',
    ]);
    expect(statuses(messages)).toEqual(['open']);
  });

  it('posts the whole conversation, the agent state and the frontend tools, the new message last', async () => {
    const earlier: RunHistory = {
      messages: [
        { id: 'u0', role: 'user', content: 'Start' },
        {
          id: 'a0',
          role: 'assistant',
          toolCalls: [{ id: 'tc', type: 'function', function: { name: 'get_company_info', arguments: '{}' } }],
        },
        { id: 'tc-result', role: 'tool', toolCallId: 'tc', content: 'Bella Rosa' },
        { id: 'c1', role: 'user', content: 'Hoi' },
      ],
      state: { inspectie: { stap: 2 } },
    };
    const { transport, calls } = setup(
      () => Promise.resolve(new Response(sseBody([]))),
      () => earlier,
    );
    transport.send(run());
    await settle();
    const input = RunAgentInputSchema.parse(JSON.parse(String(calls[0]!.init.body)));
    expect(input.messages.map((message) => message.id)).toEqual(['u0', 'a0', 'tc-result', 'c1']);
    expect(input.state).toEqual({ inspectie: { stap: 2 } });
    expect(input.tools.map((tool) => tool.name)).toEqual([
      'generate_task_steps',
      'confirm_action',
      'write_document',
      'change_background',
    ]);
  });

  it('cannot carry an approval answer and sends nothing before it is connected', () => {
    const { transport, calls } = setup(() => Promise.resolve(new Response(sseBody([]))));
    expect(transport.send(JSON.stringify(buildApprovalResponse('a1', true)))).toBe(false);
    transport.close();
    expect(transport.send(run())).toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('reports a refused POST as failed: a 4xx not worth retrying, a 5xx or lost network worth it', async () => {
    for (const [answer, retryable] of [
      [() => Promise.resolve(new Response('{}', { status: 422 })), false],
      [() => Promise.resolve(new Response('{}', { status: 503 })), true],
      [() => Promise.reject(new TypeError('Failed to fetch')), true],
    ] as const) {
      const { transport, messages, calls } = setup(answer);
      transport.send(run());
      await settle();
      expect(messages.at(-1)).toMatchObject({ kind: 'failed', retryable });
      expect(calls).toHaveLength(1);
    }
  });

  it('aborts the streaming run when a new one is posted or the transport closes', async () => {
    const signals: AbortSignal[] = [];
    const { transport } = setup((init) => {
      signals.push(init.signal!);
      return Promise.resolve(new Response(sseBody(['data: {"type":"RUN_STARTED"}\n\n'], false)));
    });
    transport.send(run('r1'));
    transport.send(run('r2'));
    expect(signals[0]?.aborted).toBe(true);
    transport.close();
    expect(signals[1]?.aborted).toBe(true);
  });

  it('Stop aborts the streaming run: a real cancel, and the transport stays open for the next one', async () => {
    const signals: AbortSignal[] = [];
    const { transport, messages } = setup((init) => {
      signals.push(init.signal!);
      return Promise.resolve(new Response(sseBody(['data: {"type":"RUN_STARTED"}\n\n'], false)));
    });
    transport.send(run('r1'));
    transport.cancelRun?.();
    await settle();
    expect(signals[0]?.aborted).toBe(true);
    expect(statuses(messages)).toEqual(['open']);
    expect(messages.some((message) => message.kind === 'failed')).toBe(false);
    expect(transport.send(run('r2'))).toBe(true);
  });

  it('counts a stream that breaks off mid-run as a lost connection', async () => {
    const { transport, messages } = setup(() =>
      Promise.resolve(new Response(sseBody(['data: {"type":"RUN_STARTED","threadId":"t1","runId":"r1"}\n\n']))),
    );
    transport.send(run());
    await settle();
    await settle();
    expect(statuses(messages)).toEqual(['open', 'reconnecting', 'open']);
  });
});
