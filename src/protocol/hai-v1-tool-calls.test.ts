import { EventType, type AGUIEvent } from '@ag-ui/core';
import { EventSchema } from '@ag-ui/core/schemas';
import { describe, expect, it } from 'vitest';
import { mapValues } from '../lib/persistent/persistent-map';
import { feed as reduceEvents, logNotes } from '../testing/feed';
import { feedV1Frames } from '../testing/v1-feed';
import { buildRunInput } from './commands';
import { initialV1State, toV1Frame, type V1AdapterState } from './hai-v1-adapter';

const session = 'thread-1';

/** Feeds v1.1 frames through the adapter; every event it makes must be valid AG-UI. */
function feed(frames: object[], start: V1AdapterState = initialV1State(session)) {
  const { events, state } = feedV1Frames(frames, start);
  for (const event of events) expect(EventSchema.safeParse(event).success, JSON.stringify(event)).toBe(true);
  return { events, state };
}

/** The adapter after the client sent a message with `runId`. */
function afterMessage(runId: string) {
  const input = buildRunInput({ threadId: session, runId, clientId: 'c1', text: 'Hoi', userId: 'koen' });
  const out = toV1Frame(initialV1State(session), input);
  if (!out) throw new Error('no frame');
  return out.state;
}

const types = (events: AGUIEvent[]) => events.map((event) => event.type);

/** A `tool_call` frame as AGORA's server-openai and server-langgraph (at AGORA 378e834) dump it: every field, nulls too. */
const agoraToolCall = (fields: Record<string, unknown>) => ({
  type: 'tool_call',
  tool_call_id: 'call_1',
  tool_name: 'get_company_info',
  parameters: {},
  session_id: session,
  status: 'started',
  result: null,
  metadata: {},
  agent_id: 'history-agent',
  ...fields,
});

describe('fromV1Frame: AGORA’s own v1.1 servers', () => {
  it('reads `tool_call` started/completed as one whole tool call with its result', () => {
    const { events } = feed([
      agoraToolCall({ parameters: { kvk_nummer: '12345678' } }),
      agoraToolCall({ status: 'completed', result: "{'naam': 'Bella Rosa'}" }),
    ]);
    expect(events.filter((event) => event.type.startsWith('TOOL_CALL'))).toEqual([
      { type: EventType.TOOL_CALL_START, toolCallId: 'call_1', toolCallName: 'get_company_info' },
      { type: EventType.TOOL_CALL_ARGS, toolCallId: 'call_1', delta: '{"kvk_nummer":"12345678"}' },
      { type: EventType.TOOL_CALL_END, toolCallId: 'call_1' },
      {
        type: EventType.TOOL_CALL_RESULT,
        messageId: 'call_1-result',
        toolCallId: 'call_1',
        content: "{'naam': 'Bella Rosa'}",
        role: 'tool',
      },
    ]);
  });

  it('takes server-openai’s ends as they come: no result, twice for a transfer, or for a call it never started', () => {
    const { events } = feed([
      agoraToolCall({ tool_call_id: 't1', tool_name: 'transfer_to_history', agent_id: 'general-agent' }),
      agoraToolCall({ tool_call_id: 't1', tool_name: 'transfer_to_history', status: 'completed' }),
      agoraToolCall({ tool_call_id: 't1', tool_name: 'transfer_to_history', status: 'completed' }),
      agoraToolCall({ tool_call_id: 'late', status: 'completed' }),
      agoraToolCall({ tool_call_id: 'bad', status: 'failed', result: 'timeout' }),
    ]);
    const tools = events.filter((event) => event.type.startsWith('TOOL_CALL'));
    expect(tools.map((event) => [event.type, (event as { toolCallId?: string }).toolCallId])).toEqual([
      [EventType.TOOL_CALL_START, 't1'],
      [EventType.TOOL_CALL_END, 't1'],
      [EventType.TOOL_CALL_RESULT, 't1'],
      [EventType.TOOL_CALL_START, 'late'],
      [EventType.TOOL_CALL_END, 'late'],
      [EventType.TOOL_CALL_RESULT, 'late'],
      [EventType.TOOL_CALL_START, 'bad'],
      [EventType.TOOL_CALL_END, 'bad'],
      [EventType.TOOL_CALL_RESULT, 'bad'],
    ]);
    expect(tools[2]).toMatchObject({ content: '' });
    expect(tools.at(-1)).toMatchObject({ content: 'timeout', error: 'timeout' });
  });

  it('names the agent of each answer and call in a state snapshot when it changes, not on ends', () => {
    const chunk = (agent_id: string | null, content: string) => ({
      type: 'assistant_message_chunk',
      content,
      message_id: 'm1',
      is_final: false,
      session_id: session,
      agent_id,
    });
    const { events, state } = feed([
      chunk('general-agent', 'Ik zoek '),
      chunk('general-agent', 'het op.'),
      agoraToolCall({ tool_call_id: 't1', agent_id: 'history-agent' }),
      agoraToolCall({ tool_call_id: 't1', status: 'completed', agent_id: 'general-agent' }),
      chunk(null, 'Klaar.'),
    ]);
    const snapshots = events.filter((event) => event.type === EventType.STATE_SNAPSHOT);
    expect(snapshots).toEqual([
      { type: EventType.STATE_SNAPSHOT, snapshot: { currentAgent: 'general-agent' } },
      { type: EventType.STATE_SNAPSHOT, snapshot: { currentAgent: 'history-agent' } },
    ]);
    expect(types(events).slice(0, 3)).toEqual([
      EventType.RUN_STARTED,
      EventType.STATE_SNAPSHOT,
      EventType.TEXT_MESSAGE_START,
    ]);
    expect(events[events.indexOf(snapshots[1]!) + 1]).toMatchObject({ type: EventType.TOOL_CALL_START });
    expect(state.agent).toBe('history-agent');
  });

  it('gives the session each call and answer in its agent’s name, with nothing to mark', () => {
    const { events } = feed(
      [
        { type: 'status', status: 'routing', message: 'Analyzing request...', session_id: session },
        agoraToolCall({ tool_call_id: 't1', tool_name: 'transfer_to_history', agent_id: 'general-agent' }),
        agoraToolCall({ tool_call_id: 't1', tool_name: 'transfer_to_history', status: 'completed' }),
        agoraToolCall({ parameters: { kvk_nummer: '12345678' } }),
        agoraToolCall({ status: 'completed', parameters: {}, result: null }),
        {
          type: 'assistant_message_chunk',
          content: 'Gevonden.',
          message_id: 'm1',
          is_final: false,
          session_id: session,
          agent_id: 'history-agent',
        },
        { type: 'assistant_message_chunk', content: '', message_id: 'm1', is_final: true, session_id: session },
        { type: 'status', status: 'completed', message: 'Response ready', session_id: session },
      ],
      afterMessage('run-1'),
    );
    const state = reduceEvents(events);
    expect(logNotes(state)).toEqual([]);
    const calls = [...mapValues(state.toolCalls)].map((call) => [call.name, call.agentId, call.status]).sort();
    expect(calls).toEqual([
      ['get_company_info', 'history-agent', 'completed'],
      ['transfer_to_history', 'general-agent', 'completed'],
    ]);
    expect([...mapValues(state.messages)].find((message) => message.role === 'assistant')?.agentId).toBe(
      'history-agent',
    );
  });
});
