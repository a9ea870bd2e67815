import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sequentialIds } from '../../scenarios/script';
import { AgoraEvent } from '../../src/protocol/agora-events';
import { createMockServer, type MockServer } from '../server';
import { TestClient, type WireEvent } from '../test-client';
import { longKey, midTypingPauseMs, paddedKey, paddedValue, unknownCallId } from './approval-attacks';
import { hostileScenario } from './registry';
import type { HostileFrame } from './scenario';
import { survivedText } from './scenario';

const turn = () => ({ threadId: 'thread-h', runId: 'run-h', ids: sequentialIds() });
const framesOf = (name: string): HostileFrame[] => hostileScenario(name).run?.(turn()) ?? [];
const eventsOf = (frames: HostileFrame[]) =>
  frames.flatMap((frame) => (frame.kind === 'text' ? [JSON.parse(frame.text) as WireEvent] : []));
const requestOf = (name: string) =>
  eventsOf(framesOf(name)).find((event) => event.name === AgoraEvent.toolApprovalRequest)?.value as {
    approvalId: string;
    parameters: Record<string, unknown>;
    toolCallId?: string;
  };
const label = (event: WireEvent) => String(event.name ?? event.type);

describe('the approval attacks', () => {
  it('approval-63-params asks with 63 parameters, the padded amount 40th and a long note 55th, and waits', () => {
    const { approvalId, parameters } = requestOf('approval-63-params');
    const keys = Object.keys(parameters);
    expect(keys).toHaveLength(63);
    expect([keys.indexOf(paddedKey), keys.indexOf(longKey)]).toEqual([39, 54]);
    expect(parameters[paddedKey]).toBe(paddedValue);
    expect(paddedValue).toMatch(/^100 EUR {4000}\(echt: 1\.000\.000 EUR\)$/);
    expect(framesOf('approval-63-params')).toContainEqual({ kind: 'approval', approvalId });
  });

  it('approval-after-run ends its run with its answer, then asks, last', () => {
    const events = eventsOf(framesOf('approval-after-run'));
    expect(events.slice(-2).map(label)).toEqual(['RUN_FINISHED', AgoraEvent.toolApprovalRequest]);
    expect(events.filter((event) => event.delta === survivedText('approval-after-run'))).toHaveLength(1);
  });

  it('approval-unknown-call names a tool call its run never starts', () => {
    expect(requestOf('approval-unknown-call').toolCallId).toBe(unknownCallId);
    expect(eventsOf(framesOf('approval-unknown-call')).some((event) => event.toolCallId === unknownCallId)).toBe(false);
  });
});

describe('the approval attacks over /ws', () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await createMockServer({ port: 0, delay: 0 });
  });
  afterAll(() => server.close());

  const choose = (name: string) =>
    fetch(`${server.url}/__test__/hostile`, { method: 'POST', body: JSON.stringify({ name }) });

  it('approval-mid-typing asks only after its pause, then waits for the answer and ends the run', async () => {
    await choose('approval-mid-typing');
    const client = await TestClient.connect(server.wsUrl);
    const started = Date.now();
    const events = await client.run({ threadId: 'hostile-typing', text: 'Koelcel' }, () => ({ approved: true }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(midTypingPauseMs - 50);
    expect(events.map(label)).toContain(AgoraEvent.toolApprovalRequest);
    expect(events.at(-1)?.type).toBe('RUN_FINISHED');
    await client.close();
  });

  it('approval-after-run keeps the answer in the history, though the request comes after RUN_FINISHED', async () => {
    await choose('approval-after-run');
    const client = await TestClient.connect(server.wsUrl);
    client.send({ threadId: 'hostile-late', userId: 'koen', messages: [{ id: 'm', role: 'user', content: 'Hoi' }] });
    const events = await client.until((event) => event.name === AgoraEvent.toolApprovalRequest);
    expect(events.at(-2)?.type).toBe('RUN_FINISHED');
    expect(server.store.history('hostile-late', false)?.map((entry) => entry.content)).toContain(
      survivedText('approval-after-run'),
    );
    await client.close();
  });
});
