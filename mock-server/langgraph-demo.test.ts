import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPrompts } from '../scenarios/demo-inspection';
import { emit, runError, runTurn, sequence, step } from '../scenarios/script';
import { textMessage } from '../scenarios/text-message';
import { jsonRequest } from './json-request';
import { toLanggraphScript } from './langgraph-dialect';
import { pyRepr, pyStr, toolMessageText } from './langgraph-python';
import { createMockServer } from './server';
import type { MockServer } from './server';
import { TestClient } from './test-client';
import type { WireEvent } from './test-client';

let server: MockServer;
let thread = 0;
beforeAll(async () => {
  server = await createMockServer({ port: 0, delay: 0, seed: false, backend: 'langgraph' });
});
afterAll(() => server.close());

const label = (e: WireEvent): string => [e.name ?? e.type, e.stepName].filter(Boolean).join(' ');
const history = async (id: string) =>
  (await jsonRequest(`${server.url}/sessions/${id}/history?include_tools=true`)).body as {
    history: Record<string, unknown>[];
  };

async function withClient<T>(use: (client: TestClient, threadId: string) => Promise<T>): Promise<T> {
  const client = await TestClient.connect(server.wsUrl);
  thread += 1;
  try {
    return await use(client, `lg-${thread}`);
  } finally {
    await client.close();
  }
}

describe('server-langgraph dialect over /ws', () => {
  it('start: routing before the snake_case snapshot, transfer_to_history, parallel tools, spoken first', async () => {
    await withClient(async (client, threadId) => {
      const events = await client.run({ threadId, runId: 'r1', text: demoPrompts.start });
      expect(events.slice(0, 5).map(label)).toEqual([
        'RUN_STARTED',
        'STEP_STARTED routing',
        'STATE_SNAPSHOT',
        'STEP_FINISHED routing',
        'STEP_STARTED thinking',
      ]);
      expect(events[2]?.snapshot).toEqual({
        thread_id: threadId,
        run_id: 'r1',
        current_agent: 'general-agent',
        status: 'processing',
      });
      const starts = events.filter((e) => e.type === 'TOOL_CALL_START');
      expect(starts.map((e) => [e.toolCallName, e.toolDisplayName])).toEqual([
        ['transfer_to_history', 'Overdracht naar inspectiehistorie'],
        ['get_company_info', 'Ophalen bedrijfsgegevens'],
        ['get_inspection_history', 'Ophalen inspectiehistorie'],
      ]);
      for (const start of starts)
        expect(start.toolCallId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      const second = events.indexOf(starts[2] as WireEvent);
      expect(label(events[second - 1] as WireEvent)).toBe('STEP_STARTED executing_tools');
      expect(label(events[second - 4] as WireEvent)).toBe('STEP_STARTED executing_tools');
      const results = events.filter((e) => e.type === 'TOOL_CALL_RESULT');
      expect(results[0]?.content).toMatch(
        /^content='Transferring to history-agent' name='transfer_to_history' tool_call_id='call_[A-Za-z0-9]{24}'$/,
      );
      expect(results.every((e) => String(e.content).length <= 500)).toBe(true);
      const spoken = events.findIndex((e) => e.name === 'agora:spoken_text_start');
      expect(spoken).toBeLessThan(events.findIndex((e) => e.type === 'TEXT_MESSAGE_START'));
      expect(events.slice(-2).map(label)).toEqual(['STATE_SNAPSHOT', 'RUN_FINISHED']);
      expect(events.at(-2)?.snapshot).toMatchObject({ current_agent: 'history-agent', status: 'completed' });

      const { history: entries } = await history(threadId);
      const calls = entries.filter((e) => e.role === 'tool_call');
      expect(calls.map((e) => e.tool_call_id).every((id) => /^call_/.test(String(id)))).toBe(true);
      expect(calls.map((e) => e.content)).toContain("{'kvk_number': '92251854', 'limit': 5}");
      const liveIds = new Set(starts.map((e) => e.toolCallId));
      expect(calls.some((e) => liveIds.has(e.tool_call_id))).toBe(false);
      expect(entries[0]).toEqual({ role: 'user', content: demoPrompts.start });
      expect(entries.filter((e) => e.role === 'assistant').map((e) => e.agent_id)).toEqual(['']);
    });
  });

  it('the second message starts at the general agent again; messageCount counts completed runs', async () => {
    await withClient(async (client, threadId) => {
      await client.run({ threadId, text: demoPrompts.start });
      const events = await client.run({ threadId, text: demoPrompts.finding });
      expect(events[2]?.snapshot).toMatchObject({ current_agent: 'general-agent' });
      expect(events.find((e) => e.type === 'TOOL_CALL_START')?.toolCallName).toBe('transfer_to_regulation');
      const meta = await jsonRequest(`${server.url}/sessions/${threadId}/metadata`);
      expect(meta.body).toMatchObject({ session: { messageCount: 3, title: expect.any(String) } });
    });
  });

  it('report rejected: the approval comes after STEP_STARTED(executing_tools), then only RUN_FINISHED; the report is in the history', async () => {
    await withClient(async (client, threadId) => {
      const events = await client.run({ threadId, text: demoPrompts.report }, () => ({ approved: false }));
      expect(events.slice(-3).map(label)).toEqual([
        'STEP_STARTED executing_tools',
        'agora:tool_approval_request',
        'RUN_FINISHED',
      ]);
      expect(events.some((e) => e.type === 'TEXT_MESSAGE_START')).toBe(false);
      expect(events.at(-2)?.value).toMatchObject({
        toolDescription: 'Tool call: generate_final_report',
        riskLevel: 'critical',
      });
      const { history: entries } = await history(threadId);
      const report = entries.find((e) => e.role === 'tool' && e.tool_name === 'generate_final_report');
      expect(report?.content).toContain('download_urls');
    });
  });

  it('a new message cancels the run without RUN_FINISHED; the next run replays the old answer', async () => {
    await withClient(async (client, threadId) => {
      const slow = await TestClient.connect(`${server.wsUrl}?delay=1`);
      try {
        slow.send({
          threadId,
          runId: 'old',
          userId: 'koen',
          messages: [{ id: 'm1', role: 'user', content: demoPrompts.start }],
        });
        await slow.until((e) => e.type === 'TEXT_MESSAGE_CONTENT', 15_000);
        slow.send({
          threadId,
          runId: 'new',
          userId: 'koen',
          messages: [{ id: 'm2', role: 'user', content: 'Wat kun je allemaal?' }],
        });
        const replay = await slow.until((e) => e.type === 'RUN_FINISHED', 30_000);
        expect(replay.filter((e) => e.type === 'RUN_FINISHED').map((e) => e.runId)).toEqual(['new']);
        const snapshots = replay.filter(
          (e) => e.type === 'STATE_SNAPSHOT' && (e.snapshot as { run_id?: string }).run_id === 'new',
        );
        expect(snapshots[0]?.snapshot).toMatchObject({ current_agent: 'reporting-agent' });
        const replayId = replay.filter((e) => e.type === 'TEXT_MESSAGE_START').at(-1)?.messageId;
        const replayText = replay.filter((e) => e.type === 'TEXT_MESSAGE_CONTENT' && e.messageId === replayId);
        expect(replayText.map((e) => e.delta).join('')).toContain('Inspectie gestart: Restaurant Bella Rosa');
        const { history: entries } = await history(threadId);
        expect(entries.filter((e) => e.role === 'user').map((e) => e.content)).toEqual([demoPrompts.start]);
      } finally {
        await slow.close();
      }
    });
  }, 40_000);

  it('listen mode: switched by update_user_settings, then the canned reply without a model; the wake word ends it', async () => {
    await withClient(async (client, threadId) => {
      const on = await client.run({ threadId, text: 'Zet de luistermodus aan' });
      expect(on.find((e) => e.type === 'TOOL_CALL_START')).toMatchObject({
        toolCallName: 'update_user_settings',
        toolDisplayName: 'Bijwerken instellingen',
      });
      for (const n of [1, 2]) {
        const events = await client.run({ threadId, text: `Notitie ${n}` });
        const text = events.filter((e) => e.type === 'TEXT_MESSAGE_CONTENT').map((e) => e.delta);
        expect(text).toEqual([`[Luistermodus actief - bericht ${n} opgeslagen]`]);
        expect(events.some((e) => e.name === 'agora:spoken_text_start')).toBe(false);
      }
      const wake = await client.run({ threadId, text: 'Agora' });
      expect(wake.find((e) => e.type === 'TEXT_MESSAGE_CONTENT')?.delta).toBe(
        '[Feedback modus geactiveerd - 2 berichten verwerkt]',
      );
    });
  });

  it('DELETE removes the metadata only: the history still answers; an unknown thread has an empty history', async () => {
    await withClient(async (client, threadId) => {
      await client.run({ threadId, text: demoPrompts.generic });
      expect((await jsonRequest(`${server.url}/sessions/${threadId}`, { method: 'DELETE' })).status).toBe(200);
      expect((await jsonRequest(`${server.url}/sessions/${threadId}/metadata`)).status).toBe(404);
      expect((await history(threadId)).history.length).toBeGreaterThan(1);
      const unknown = await jsonRequest(`${server.url}/sessions/nope/history`);
      expect(unknown).toMatchObject({ status: 200, body: { history: [], messageCount: 0 } });
    });
  });
});

describe('the dialect as a pure transform', () => {
  const ctx = { threadId: 't', runId: 'r', seed: 's', messageId: 'm', initialAgent: 'general-agent' };
  const events = (steps: ReturnType<typeof toLanggraphScript>) =>
    steps.flatMap((s) => (s.kind === 'emit' ? [s.event] : []));

  it('an error mid-stream: RUN_ERROR then RUN_FINISHED, the message left open', () => {
    const turn = { threadId: 't', runId: 'r', agent: 'general-agent' };
    const text = textMessage('x', 'Eerste woorden van het antwoord', null).slice(0, 2);
    const script = runTurn(turn, sequence(step('thinking', [...text, runError('boom', 'processing_error')])));
    const out = events(
      toLanggraphScript(
        script.slice(0, -2).concat(emit({ type: 'RUN_FINISHED', threadId: 't', runId: 'r' } as never)),
        ctx,
      ),
    );
    const types = out.map((e) => e.type);
    expect(types.slice(-2)).toEqual(['RUN_ERROR', 'RUN_FINISHED']);
    expect(types).not.toContain('TEXT_MESSAGE_END');
    expect(out.find((e) => e.type === 'RUN_ERROR')).toMatchObject({ message: 'Error processing message: boom' });
  });

  it('prints Python reprs', () => {
    expect(pyStr("it's")).toBe(`"it's"`);
    expect(pyRepr({ a: [1, true, null], b: 'x\ny' })).toBe("{'a': [1, True, None], 'b': 'x\\ny'}");
    expect(toolMessageText('ok', 'n', 'call_1')).toBe("content='ok' name='n' tool_call_id='call_1'");
  });
});
