import { describe, expect, it } from 'vitest';
import { mapGet } from '../lib/persistent/persistent-map';
import { replay } from '../testing/contract-replay';
import { feed, logNotes, timelineIds } from '../testing/feed';
import { contractFixtures, contractScenarioCount } from '../testing/fixtures/contract-fixtures';
import { logEntries } from './event-log';
import { selectAgentState } from './selectors';
import type { SessionState } from './session-state';

const { basicConversation } = contractFixtures;

const rejected = (state: SessionState) => logEntries(state.eventLog).filter((entry) => entry.rejection !== undefined);
const inboundTypes = (state: SessionState) =>
  logEntries(state.eventLog)
    .filter((e) => e.direction === 'in')
    .map((e) => e.type);
const typesOf = (events: unknown[]) =>
  events.map((e) => {
    const { type, name } = e as { type: string; name?: string };
    return name ? `${type}:${name}` : type;
  });

it('knows every scenario of the fixture files', () => {
  expect(Object.keys(contractFixtures)).toHaveLength(contractScenarioCount);
});

describe.each(Object.values(contractFixtures))('contract fixture $name', (sequence) => {
  it('accepts and logs every server frame in order, rejecting none', () => {
    const state = feed(sequence.serverEvents);
    expect(rejected(state)).toEqual([]);
    expect(inboundTypes(state)).toEqual(typesOf(sequence.serverEvents));
  });

  it('logs what the client sent as outbound frames', () => {
    const outbound = logEntries(replay(sequence).eventLog).filter((e) => e.direction === 'out');
    expect(outbound.map((e) => e.payload)).toEqual(sequence.clientFrames);
  });
});

describe('basic conversation', () => {
  const answer =
    'Based on the Dutch food safety regulations, restaurants must maintain proper temperature control for all perishable items.';

  it('shows one complete assistant answer from general-agent and a finished run', () => {
    const state = feed(basicConversation.serverEvents);
    expect(timelineIds(state)).toEqual(['message:msg-001']);
    expect(mapGet(state.messages, 'msg-001')).toMatchObject({
      role: 'assistant',
      text: answer,
      status: 'complete',
      agentId: 'general-agent',
      runId: 'run-001',
    });
    expect(state.run).toMatchObject({ status: 'finished', threadId: 'abc123-def456-789', runId: 'run-001' });
    expect(state.run.step).toBeUndefined();
    expect(state.run.error).toBeUndefined();
    expect(state.currentAgent).toBe('general-agent');
    expect(selectAgentState(state)).toEqual({
      threadId: 'abc123-def456-789',
      runId: 'run-001',
      currentAgent: 'general-agent',
      status: 'completed',
    });
    expect(state.openMessageIds).toEqual([]);
    expect(logNotes(state)).toEqual([]);
  });

  it('puts the typed question before the answer and marks it sent', () => {
    const state = replay(basicConversation);
    expect(timelineIds(state)).toEqual(['message:user-1', 'message:msg-001']);
    expect(mapGet(state.messages, 'user-1')).toMatchObject({
      role: 'user',
      text: 'What are the food safety regulations for restaurants?',
      delivery: 'sent',
    });
    expect(state.queuedIds).toEqual([]);
    expect(state.run).toMatchObject({ startedAt: 1705318200000, finishedAt: 1705318201600 });
  });

  it('streams the answer while the run is open', () => {
    const state = feed(basicConversation.serverEvents.slice(0, 8));
    expect(mapGet(state.messages, 'msg-001')).toMatchObject({
      status: 'streaming',
      text: 'Based on the Dutch food safety ',
    });
    expect(state.run).toMatchObject({ status: 'running', step: 'thinking' });
  });
});

it('accepts the contract RUN_FINISHED example with `result: null`', () => {
  const state = feed([
    { type: 'RUN_STARTED', threadId: 't', runId: 'r', timestamp: 1705318200000 },
    { type: 'RUN_FINISHED', threadId: 't', runId: 'r', result: null, timestamp: 1705318205000 },
  ]);
  expect(rejected(state)).toEqual([]);
  expect(state.run.status).toBe('finished');
});
