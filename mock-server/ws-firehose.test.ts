import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCountingWork, workGrowth } from '../src/testing/count-work';
import { personaUserId } from './persona-users';
import { toolArchiveSession } from './seed-archive';
import { createMockServer } from './server';
import type { MockServer } from './server';
import { TestClient } from './test-client';
import type { WireEvent } from './test-client';

await startCountingWork();

let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, delay: 0 });
});
afterAll(() => server.close());

const deltas = (events: WireEvent[]): string[] =>
  events.filter((e) => e.type === 'TEXT_MESSAGE_CONTENT').map((e) => String(e.delta));

describe('firehose over /ws', () => {
  it('answers every run with N deltas, numbered on across connections, into a 2,000-message conversation', async () => {
    const threadId = 'archief-jaaroverzicht-2025';
    const before = server.store.summary(threadId)?.messageCount;
    const first = await TestClient.connect(`${server.wsUrl}?firehose=500`);
    const events = await first.run({ threadId, userId: 'archief', text: 'Hoe snel ben je?' }, undefined);
    expect(events.map((e) => e.type).filter((t) => t !== 'TEXT_MESSAGE_CONTENT')).toEqual([
      'RUN_STARTED',
      'TEXT_MESSAGE_START',
      'TEXT_MESSAGE_END',
      'RUN_FINISHED',
    ]);
    expect(deltas(events)).toHaveLength(500);
    expect(deltas(events)[0]).toBe('⟨1⟩ ');
    expect(deltas(await first.run({ threadId, text: 'Nog eens' }))[0]).toBe('⟨501⟩ ');
    await first.close();

    const second = await TestClient.connect(`${server.wsUrl}?firehose=3&rate=1000`);
    expect(deltas(await second.run({ threadId, text: 'En nu?' }))).toEqual(['⟨1001⟩ ', '⟨1002⟩ ', '⟨1003⟩ ']);
    await second.close();

    expect(before).toBe(2000);
    expect(server.store.summary(threadId)?.messageCount).toBe(2006);
    expect(server.store.history(threadId, false)?.at(-1)).toMatchObject({
      role: 'assistant',
      content: '⟨1001⟩ ⟨1002⟩ ⟨1003⟩ ',
      agent_id: 'general-agent',
    });
  });

  it('leaves connections without the switch on the demo scripts', async () => {
    const client = await TestClient.connect(server.wsUrl);
    const events = await client.run({ threadId: 'plain', text: 'Wat kun je allemaal?' });
    await client.close();
    expect(deltas(events).join('')).not.toContain('⟨');
  });
});

describe('the 5,000-message archive with tool calls', () => {
  it('is seeded for persona archief with a tool call before every answer', () => {
    const summary = server.store.summary('jaararchief-2024-met-tools');
    expect(summary).toMatchObject({
      userId: personaUserId('archief'),
      messageCount: 5000,
      title: 'Jaaroverzicht 2024, punt 1: bevindingen bij bedrijf 1?',
    });
    const history = server.store.history('jaararchief-2024-met-tools', true) ?? [];
    expect(history).toHaveLength(10_000);
    expect(history.slice(0, 4).map((e) => e.role)).toEqual(['user', 'tool_call', 'tool', 'assistant']);
    expect(history.at(-1)).toMatchObject({ role: 'assistant', content: expect.stringMatching(/^Antwoord 2500:/) });
  });

  // Counted, not timed: 4× the messages may cost at most 6× the work.
  it('is cheap to generate: work in proportion to the messages', async () => {
    expect(toolArchiveSession(5000).turns).toHaveLength(7500);
    const generate = (messages: number) => toolArchiveSession(messages);
    expect(await workGrowth(generate, { size: 1250, factor: 4, scripts: /\/mock-server\// })).toBeLessThan(6);
  });
});
