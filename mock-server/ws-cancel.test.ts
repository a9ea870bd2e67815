import { once } from 'node:events';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { demoPrompts, demoScript } from '../scenarios/demo-inspection';
import { flattenScript } from '../scenarios/flatten-script';
import { sequentialIds } from '../scenarios/script';
import { createMockServer } from './server';
import type { MockServer } from './server';
import { approvalResponse, eventLabel, lateClosing, runInput, TestClient } from './test-client';
import type { WireEvent } from './test-client';
import { waitFor } from './wait-for';

let server: MockServer;
const clients: TestClient[] = [];
beforeAll(async () => {
  server = await createMockServer({ port: 0, delay: 0, seed: false });
});
afterEach(async () => {
  for (const client of clients.splice(0)) await client.close();
});
afterAll(() => server.close());

const question = 'Wat kun je allemaal?';

async function open(query: string): Promise<TestClient> {
  const client = await TestClient.connect(`${server.wsUrl}${query}`);
  clients.push(client);
  return client;
}

const messageOf = (e: WireEvent): unknown => e.messageId ?? (e.value as { messageId?: unknown } | undefined)?.messageId;
const isRun =
  (type: string, runId: string) =>
  (e: WireEvent): boolean =>
    e.type === type && e.runId === runId;

/** What the script for `text` streams as written (`text`) or spoken (`spoken`) words. */
function scripted(text: string, kind: 'text' | 'spoken'): string {
  const events = flattenScript(demoScript({ threadId: 't', runId: 'r', userText: text, ids: sequentialIds() }));
  return events
    .map((e) =>
      kind === 'text'
        ? e.type === 'TEXT_MESSAGE_CONTENT'
          ? e.delta
          : undefined
        : e.name === 'agora:spoken_text_content'
          ? (e.value as { delta: string }).delta
          : undefined,
    )
    .filter((delta) => delta !== undefined)
    .join('');
}

const of = (events: WireEvent[], messageId: unknown, name: string): string =>
  events
    .filter((e) => eventLabel(e) === name && messageOf(e) === messageId)
    .map((e) => String(e.delta ?? (e.value as { delta?: string }).delta))
    .join('');

/** Starts run A, waits for its first written words, then sends run B; returns A's message id. */
async function cancelMidText(client: TestClient, threadId: string): Promise<unknown> {
  client.send(runInput({ threadId, runId: 'run-a', text: question }));
  const [content] = (await client.until((e) => e.type === 'TEXT_MESSAGE_CONTENT')).slice(-1);
  client.send(runInput({ threadId, runId: 'run-b', text: question }));
  await client.until(isRun('RUN_FINISHED', 'run-b'));
  return content?.messageId;
}

describe('a new RunAgentInput cancels the active run', () => {
  it('abrupt (default): the run stops at once without RUN_FINISHED and the new one starts', async () => {
    const client = await open('?delay=0.1');
    const messageId = await cancelMidText(client, 'abrupt');
    const events = client.events;
    const startedB = events.findIndex(isRun('RUN_STARTED', 'run-b'));
    expect(events.some(isRun('RUN_FINISHED', 'run-a'))).toBe(false);
    expect(events.slice(startedB).some((e) => messageOf(e) === messageId)).toBe(false);
    expect(events.some((e) => e.type === 'TEXT_MESSAGE_END' && e.messageId === messageId)).toBe(false);
    const stored =
      server.store
        .history('abrupt', false)
        ?.filter((h) => h.role === 'assistant')
        .map((h) => h.content) ?? [];
    expect(stored).toEqual([of(events, messageId, 'TEXT_MESSAGE_CONTENT'), scripted(question, 'text')]);
  });

  it('cancel=late: the cancelled run closes about a second later with RUN_FINISHED, the store keeps its whole answer', async () => {
    const client = await open('?delay=0.1&cancel=late');
    const messageId = await cancelMidText(client, 'late');
    const events = client.events;
    const startedB = events.findIndex(isRun('RUN_STARTED', 'run-b'));
    const finishedA = events.findIndex(isRun('RUN_FINISHED', 'run-a'));
    expect(finishedA).toBeGreaterThan(0);
    expect(finishedA).toBeLessThan(startedB);
    const closing = events.slice(finishedA - 4, finishedA + 1);
    expect(closing.map(eventLabel)).toEqual(lateClosing);
    expect(closing[3]?.snapshot).toMatchObject({ status: 'completed', currentAgent: 'general-agent' });
    const lastStreamed = events[finishedA - 5];
    expect(lastStreamed?.type === 'TEXT_MESSAGE_CONTENT' || lastStreamed?.name === 'agora:spoken_text_content').toBe(
      true,
    );
    expect(Number(closing[0]?.timestamp) - Number(lastStreamed?.timestamp)).toBeGreaterThanOrEqual(90);
    const seen = of(events, messageId, 'TEXT_MESSAGE_CONTENT');
    const full = scripted(question, 'text');
    expect(seen.length).toBeLessThan(full.length);
    const { history } = (await (await fetch(`${server.url}/sessions/late/history`)).json()) as {
      history: { role: string; content: string }[];
    };
    expect(history.filter((h) => h.role === 'assistant').map((h) => h.content)).toEqual([full, full]);
  });

  it('lateSpoken=1: no RUN_FINISHED, but the rest of the spoken text arrives while the new run streams', async () => {
    const client = await open('?delay=0.1&lateSpoken=1');
    const messageId = await cancelMidText(client, 'spoken');
    await waitFor(
      () => client.events.some((e) => e.name === 'agora:spoken_text_end' && messageOf(e) === messageId),
      'the late spoken end',
    );
    const events = client.events;
    const startedB = events.findIndex(isRun('RUN_STARTED', 'run-b'));
    const after = events.slice(startedB);
    expect(events.some(isRun('RUN_FINISHED', 'run-a'))).toBe(false);
    expect(after.some((e) => e.name === 'agora:spoken_text_content' && messageOf(e) === messageId)).toBe(true);
    expect(after.some((e) => e.type === 'TEXT_MESSAGE_CONTENT' && e.messageId === messageId)).toBe(false);
    expect(of(events, messageId, 'agora:spoken_text_content')).toBe(scripted(question, 'spoken'));
  });

  it('a rejection ends the run with its spoken stream open; with lateSpoken=1 that stream ends after RUN_FINISHED', async () => {
    const reject = () => ({ approved: false });
    const plain = await (await open('?delay=0')).run({ threadId: 'no-late', text: demoPrompts.report }, reject);
    expect(plain.at(-1)).toMatchObject({ type: 'RUN_FINISHED' });
    expect(plain.some((e) => e.name === 'agora:spoken_text_end')).toBe(false);
    const client = await open('?delay=0.05&lateSpoken=1');
    const events = await client.run({ threadId: 'late-spoken', text: demoPrompts.report }, reject);
    const messageId = events.find((e) => e.name === 'agora:spoken_text_start')?.value as { messageId: string };
    expect(events.some((e) => e.name === 'agora:spoken_text_end')).toBe(false);
    const late = (await client.until((e) => e.name === 'agora:spoken_text_end')).at(-1);
    expect(late).toMatchObject({ value: { messageId: messageId.messageId } });
  });

  it.each(['', '&cancel=late', '&lateSpoken=1'])(
    'cancelled while waiting for approval (%s): never finished, its message never ended',
    async (query) => {
      const client = await open(`?delay=0.05${query}`);
      client.send(runInput({ threadId: 'waiting', runId: 'run-a', text: demoPrompts.report }));
      const [request] = (await client.until((e) => e.name === 'agora:tool_approval_request')).slice(-1);
      const messageId = client.events.find((e) => e.type === 'TEXT_MESSAGE_START')?.messageId;
      client.send(runInput({ threadId: 'waiting', runId: 'run-b', text: question }));
      await client.until(isRun('RUN_FINISHED', 'run-b'));
      client.send(approvalResponse((request?.value as { approvalId: string }).approvalId, { approved: true }));
      const next = await client.run({ threadId: 'waiting', runId: 'run-c', text: question });
      expect(next[0]).toMatchObject({ type: 'RUN_STARTED', runId: 'run-c' });
      const events = client.events;
      expect(events.some(isRun('RUN_FINISHED', 'run-a'))).toBe(false);
      expect(
        events.some(
          (e) => messageOf(e) === messageId && (e.type === 'TEXT_MESSAGE_END' || e.name === 'agora:spoken_text_end'),
        ),
      ).toBe(false);
    },
  );

  it('runs a RunAgentInput sent again with the same runId again', async () => {
    const client = await open('');
    await client.run({ threadId: 'again', runId: 'same', text: question });
    const events = await client.run({ threadId: 'again', runId: 'same', text: question });
    expect(events[0]).toMatchObject({ type: 'RUN_STARTED', runId: 'same' });
    expect(server.store.history('again', false)?.map((h) => h.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
  });

  it('does not process frames that arrive while the server closes the socket, but logs them', async () => {
    const ws = new WebSocket(`${server.wsUrl}?dropAfter=1`);
    await once(ws, 'open');
    // Sent from the handler of the last frame, before this client has read the server's close frame.
    ws.once('message', () => ws.send(JSON.stringify(runInput({ threadId: 'closing-b', text: question }))));
    ws.send(JSON.stringify(runInput({ threadId: 'closing-a', text: question })));
    await once(ws, 'close');
    const logged = () => [...server.receivedFrames.values()].flat().some((f) => f.data.includes('closing-b'));
    await waitFor(logged, 'the late frame in the log');
    expect(server.store.get('closing-b')).toBeUndefined();
  });
});
