import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoScript } from '../scenarios/demo-inspection';
import { flattenScript } from '../scenarios/flatten-script';
import { sequentialIds } from '../scenarios/script';
import { RawClient } from './raw-client';
import { createMockServer } from './server';
import type { MockServer } from './server';
import { runInput } from './test-client';
import { waitFor } from './wait-for';

let server: MockServer;
const clients: RawClient[] = [];
beforeAll(async () => {
  server = await createMockServer({ port: 0, delay: 0, seed: false });
});
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});
afterAll(() => server.close());

async function open(query = ''): Promise<RawClient> {
  const client = await RawClient.connect(`${server.wsUrl}${query}`);
  clients.push(client);
  return client;
}

const settle = (ms = 150): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const answerOf = (threadId: string): string | undefined =>
  server.store.history(threadId, false)?.find((h) => h.role === 'assistant')?.content;
const fullAnswer = (threadId: string, userText = 'Wat kun je allemaal?'): string =>
  flattenScript(demoScript({ threadId, runId: 'r', userText, ids: sequentialIds() }))
    .filter((e) => e.type === 'TEXT_MESSAGE_CONTENT')
    .map((e) => String(e.delta))
    .join('');
const approval = (value: unknown) => ({ type: 'CUSTOM', name: 'agora:tool_approval_response', value });
const input = runInput({ threadId: 'refused', text: 'Hallo' });

const refusals: [string, unknown][] = [
  ['a RunAgentInput without userId', { threadId: 'refused', messages: [{ role: 'user', content: 'Hallo' }] }],
  ['an array context', { ...input, context: [] }],
  ['a numeric threadId', { ...input, threadId: 5 }],
  ['a message that is not an object', { ...input, messages: ['Hallo'] }],
  ['an approval answer without approved', approval({ approvalId: 'a' })],
  ['an approval answer whose value is not an object', approval('ja')],
  ['JSON that is not an object', [1, 2]],
];

describe('a frame that fails the strict parse', () => {
  it.each(refusals)('%s gets no frame, and the socket stays open but dead', async (_name, frame) => {
    const client = await open();
    client.ws.send(JSON.stringify(frame));
    client.startRun('after-refusal');
    await settle();
    expect(client.frames).toEqual([]);
    expect(client.closeCode).toBeUndefined();
    expect(client.ws.readyState).toBe(client.ws.OPEN);
    expect(server.store.get('after-refusal')).toBeUndefined();
  });

  it('a binary frame is refused the same way', async () => {
    const client = await open();
    client.ws.send(Buffer.from(JSON.stringify(input)), { binary: true });
    client.startRun('after-binary');
    await settle();
    expect(client.frames).toEqual([]);
    expect(client.ws.readyState).toBe(client.ws.OPEN);
  });

  it('silences the active run, which still runs to its end unheard; later frames are only logged', async () => {
    const client = await RawClient.connect(`${server.wsUrl}?delay=0.05`);
    clients.push(client);
    client.startRun('silenced', 'Wat kun je allemaal?');
    await client.waitForType('TEXT_MESSAGE_CONTENT');
    client.ws.send('{"threadId": 5}');
    const heard = await client.quiet();
    client.startRun('ignored-later');
    const answer = fullAnswer('silenced');
    expect(await waitFor(() => answerOf('silenced'), 'the stored answer')).toBe(answer);
    expect(client.frames).toHaveLength(heard);
    expect(client.types()).not.toContain('RUN_FINISHED');
    const logged = () => [...server.receivedFrames.values()].flat().some((f) => f.data.includes('ignored-later'));
    await waitFor(logged, 'the later frame in the log');
    expect(server.store.get('ignored-later')).toBeUndefined();
  });

  it('with refusal=close terminates the socket (1006) and stops the active run', async () => {
    const client = await open('?refusal=close&delay=0.05');
    client.startRun('terminated', 'Wat kun je allemaal?');
    await client.waitForType('TEXT_MESSAGE_CONTENT');
    client.ws.send(JSON.stringify({ ...input, userId: null }));
    expect(await client.closed()).toBe(1006);
    await settle(300);
    expect(answerOf('terminated')?.length).toBeLessThan(fullAnswer('terminated').length);
  });

  it('refuseText= makes a message with that text fail the parse (for tests: the client itself sends only frames that pass)', async () => {
    const client = await open('?refuseText=%5Bweiger%5D');
    client.startRun('refused-by-text', 'Dit [weiger] bericht');
    client.startRun('after-text-refusal');
    await settle();
    expect(client.frames).toEqual([]);
    expect(client.ws.readyState).toBe(client.ws.OPEN);
    const other = await open('?refuseText=%5Bweiger%5D');
    other.startRun('accepted-text', 'Wat kun je allemaal?');
    await other.waitForType('RUN_FINISHED');
  });
});
