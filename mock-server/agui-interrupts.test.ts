import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postRun } from './agui-post';
import { createMockServer } from './server';
import type { MockServer } from './server';
import type { WireEvent } from './test-client';

let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, delay: 0, seed: false });
});
afterAll(() => server.close());

let runs = 0;
const ask = (threadId: string, text: string, extra: object = {}) => ({
  threadId,
  runId: `run-${++runs}`,
  messages: [{ id: `m-${runs}`, role: 'user', content: text }],
  forwardedProps: { userId: 'koen' },
  ...extra,
});
const resumeRun = (threadId: string, extra: object) => ({ threadId, runId: `run-${++runs}`, messages: [], ...extra });

const post = (path: string, body: unknown) => postRun(server.url + path, body);

const finished = (events: WireEvent[]) => events.find((event) => event.type === 'RUN_FINISHED');
const said = (events: WireEvent[]) =>
  events
    .filter((event) => event.type === 'TEXT_MESSAGE_CONTENT')
    .map((event) => String(event.delta))
    .join('');
const interruptIds = (events: WireEvent[]) => {
  const outcome = finished(events)?.outcome as { interrupts: { id: string }[] };
  return outcome.interrupts.map((interrupt) => interrupt.id);
};

describe('AG-UI 1.0 interrupts (POST /agui)', () => {
  it('ends a run with a schema interrupt and continues it with a resume naming it', async () => {
    const first = await post('/agui', ask('t-form', 'open het formulier'));
    const outcome = finished(first.events)?.outcome as { type: string; interrupts: { responseSchema?: object }[] };
    expect(outcome.type).toBe('interrupt');
    expect(outcome.interrupts[0]?.responseSchema).toMatchObject({ required: ['temperatuur', 'datum'] });
    const [id] = interruptIds(first.events);
    const resume = [{ interruptId: id, status: 'resolved', payload: { temperatuur: 4 } }];
    const second = await post('/agui', resumeRun('t-form', { resume }));
    expect(second.status).toBe(200);
    expect(said(second.events)).toContain('"temperatuur":4');
    expect(finished(second.events)?.outcome).toBeUndefined();
  });

  it('asks two at once and refuses a resume that answers only one, or one it never asked', async () => {
    const first = await post('/agui', ask('t-two', 'twee vragen'));
    const ids = interruptIds(first.events);
    expect(ids).toHaveLength(2);
    const partial = await post('/agui', resumeRun('t-two', { resume: [{ interruptId: ids[0], status: 'resolved' }] }));
    expect(partial.status).toBe(422);
    const unknown = await post('/agui', resumeRun('t-two', { resume: [{ interruptId: 'nope', status: 'cancelled' }] }));
    expect(unknown.status).toBe(422);
    const both = ids.map((interruptId) => ({ interruptId, status: 'cancelled' }));
    expect((await post('/agui', resumeRun('t-two', { resume: both }))).status).toBe(200);
  });

  it('refuses a new message while interrupts wait, and links tool calls, expiry and suspended subagents', async () => {
    const first = await post('/agui', ask('t-tool', 'onderbreek maar'));
    const interrupt = (finished(first.events)?.outcome as { interrupts: { toolCallId?: string }[] }).interrupts[0];
    expect(
      first.events.some((event) => event.type === 'TOOL_CALL_START' && event.toolCallId === interrupt?.toolCallId),
    ).toBe(true);
    expect((await post('/agui', ask('t-tool', 'iets anders'))).status).toBe(422);
    const expiring = await post('/agui', ask('t-exp', 'dit verloopt'));
    const expiresAt = (finished(expiring.events)?.outcome as { interrupts: { expiresAt: string }[] }).interrupts[0]
      ?.expiresAt;
    expect(Date.parse(expiresAt ?? '')).toBeGreaterThan(0);
    const sub = await post('/agui', ask('t-sub', 'de subagent'));
    const suspended = sub.events.find((event) => event.type === 'SUBAGENT_FINISHED');
    expect(suspended?.outcome).toEqual({ type: 'suspended', interruptIds: interruptIds(sub.events) });
  });
});

describe('the draft and LangGraph dialects', () => {
  it('draft: a bare "interrupt" outcome with one interrupt, answered by a resume object', async () => {
    const first = await post('/agui/draft', ask('t-draft', 'onderbreek'));
    const end = finished(first.events);
    expect(end?.outcome).toBe('interrupt');
    const { id } = end?.interrupt as { id: string };
    const second = await post('/agui/draft', resumeRun('t-draft', { resume: { interruptId: id, payload: { ok: 1 } } }));
    expect(second.status).toBe(200);
    expect(said(second.events)).toContain('"ok":1');
  });

  it('LangGraph: CUSTOM on_interrupt, answered through forwardedProps.command.resume', async () => {
    const first = await post('/agui/langgraph', ask('t-lg', 'onderbreek'));
    expect(first.events.find((event) => event.type === 'CUSTOM')?.name).toBe('on_interrupt');
    const forwardedProps = { userId: 'koen', command: { resume: { approved: true } } };
    const second = await post('/agui/langgraph', resumeRun('t-lg', { forwardedProps }));
    expect(said(second.events)).toContain('"approved":true');
  });
});
