import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPrompts, demoScript } from '../scenarios/demo-inspection';
import { flattenScript } from '../scenarios/flatten-script';
import { sequentialIds } from '../scenarios/script';
import { personaUserId } from './persona-users';
import { createMockServer } from './server';
import type { MockServer } from './server';
import { runInput, TestClient } from './test-client';

let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, delay: 0, seed: false });
});
afterAll(() => server.close());

const getJson = async (path: string): Promise<Record<string, unknown>> =>
  (await (await fetch(server.url + path)).json()) as Record<string, unknown>;

describe('conversations over /ws are recorded', () => {
  it('shows up in the REST list, metadata and history', async () => {
    const client = await TestClient.connect(server.wsUrl);
    await client.run({ threadId: 'conv-1', userId: 'fatima', text: demoPrompts.start });
    await client.run({ threadId: 'conv-1', userId: 'fatima', text: demoPrompts.finding });
    await client.close();

    const fatima = personaUserId('fatima');
    const list = await getJson('/sessions?user_id=fatima');
    expect(list).toMatchObject({
      totalCount: 1,
      sessions: [{ sessionId: 'conv-1', userId: fatima, title: demoPrompts.start, messageCount: 4 }],
    });
    const { session } = await getJson('/sessions/conv-1/metadata');
    expect(session).toMatchObject({ firstMessagePreview: 'Start inspectie bij Restaurant Bella Rosa (KVK…' });

    const chat = await getJson('/sessions/conv-1/history');
    expect((chat.history as { role: string }[]).map((h) => h.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(chat.history).toMatchObject([
      { content: `[SYSTEM CONTEXT: user_id=${fatima}]\n\n${demoPrompts.start}` },
      { agent_id: 'history-agent' },
      { content: `[SYSTEM CONTEXT: user_id=${fatima}]\n\n${demoPrompts.finding}` },
      { agent_id: 'regulation-agent' },
    ]);

    const full = await getJson('/sessions/conv-1/history?include_tools=true');
    const entries = full.history as Record<string, string | null>[];
    const toHistory = 'transfer_to_company_and_inspection_history_specialist';
    const toRegulation = 'transfer_to_regulation_analysis_expert';
    expect(entries.map((h) => h.tool_name ?? h.role)).toEqual([
      'user',
      toHistory,
      toHistory,
      'get_company_info',
      'get_company_info',
      'get_inspection_history',
      'get_inspection_history',
      'assistant',
      'user',
      toRegulation,
      toRegulation,
      'search_regulations',
      'search_regulations',
      'assistant',
    ]);
    expect(entries[1]).toEqual({
      role: 'tool_call',
      tool_call_id: expect.any(String),
      tool_name: toHistory,
      content: null,
      agent_id: 'general-agent',
      timestamp: expect.any(Number),
    });
    expect(entries[2]).toMatchObject({
      role: 'tool',
      tool_call_id: entries[1]?.tool_call_id,
      content: 'Transferred to history-agent',
    });
    expect(entries[3]).toMatchObject({
      role: 'tool_call',
      content: '{"kvk_number":"92251854"}',
      agent_id: 'history-agent',
    });
    expect(entries[6]?.content).toHaveLength(500);
    expect(full.messageCount).toBe(14);
  });

  it('keeps the thread state across runs and connections', async () => {
    const first = await TestClient.connect(server.wsUrl);
    await first.run({ threadId: 'conv-2', text: demoPrompts.start });
    await first.close();
    const second = await TestClient.connect(server.wsUrl);
    const events = await second.run({ threadId: 'conv-2', text: demoPrompts.finding });
    await second.close();
    expect(events[1]?.snapshot).toMatchObject({ inspection: { companyName: 'Restaurant Bella Rosa', findings: [] } });
    expect(events.filter((e) => e.type === 'STATE_DELTA').at(-1)?.delta).toEqual([
      expect.objectContaining({ path: '/inspection/findings/-' }),
    ]);
    expect(server.store.get('conv-2')).toMatchObject({
      userId: personaUserId('koen'),
      state: { inspection: { findings: [{ severity: 'hoog' }] } },
    });
  });
});

describe('a client that leaves mid-run', () => {
  it('stops streaming, keeps what was said, and the server keeps serving', async () => {
    const slow = await createMockServer({ port: 0, delay: 0.1, seed: false });
    try {
      const client = await TestClient.connect(slow.wsUrl);
      client.send(runInput({ threadId: 'gone', text: demoPrompts.start }));
      await client.until((e) => e.type === 'TEXT_MESSAGE_CONTENT');
      await client.close();
      await new Promise((resolve) => setTimeout(resolve, 150));

      const history = slow.store.history('gone', true) ?? [];
      expect(history.map((h) => h.role)).toEqual([
        'user',
        'tool_call',
        'tool',
        'tool_call',
        'tool',
        'tool_call',
        'tool',
        'assistant',
      ]);
      const script = demoScript({ threadId: 'gone', runId: 'r', userText: demoPrompts.start, ids: sequentialIds() });
      const full = flattenScript(script)
        .filter((e) => e.type === 'TEXT_MESSAGE_CONTENT')
        .map((e) => e.delta)
        .join('');
      const partial = history.at(-1)?.content ?? '';
      expect(partial.length).toBeGreaterThan(0);
      expect(partial.length).toBeLessThan(full.length);
      expect(full.startsWith(partial)).toBe(true);

      const again = await TestClient.connect(slow.wsUrl);
      const events = await again.run({ threadId: 'gone', text: demoPrompts.moderation });
      expect(events.at(-1)?.type).toBe('RUN_FINISHED');
      await again.close();
    } finally {
      await slow.close();
    }
  });
});
