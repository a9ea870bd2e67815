import { describe, expect, it } from 'vitest';
import { mapGet } from '../lib/persistent/persistent-map';
import { feed, messageText, timelineIds } from '../testing/feed';

describe('MESSAGES_SNAPSHOT', () => {
  const snapshot = {
    type: 'MESSAGES_SNAPSHOT',
    messages: [
      { id: 'u', role: 'user', content: 'Start inspectie' },
      {
        id: 'a',
        role: 'assistant',
        content: '',
        toolCalls: [{ id: 'tc', type: 'function', function: { name: 'get_company_info', arguments: '{"kvk":"1"}' } }],
      },
      { id: 'tr', role: 'tool', toolCallId: 'tc', content: '{"name":"Bella Rosa"}' },
      { id: 'b', role: 'assistant', content: 'Gevonden.' },
    ],
  };

  it('merges by id: what it leaves out stays, what it adds joins before what waits to go', () => {
    const state = feed([
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'old', delta: 'eerder' },
      { type: 'local.user_message', clientId: 'queued', text: 'nog niet verstuurd', at: 1 },
      snapshot,
    ]);
    expect(timelineIds(state)).toEqual([
      'message:old',
      'message:u',
      'message:a',
      'toolCall:tc',
      'message:b',
      'message:queued',
    ]);
    expect(mapGet(state.toolCalls, 'tc')).toMatchObject({
      name: 'get_company_info',
      argsText: '{"kvk":"1"}',
      status: 'completed',
      result: '{"name":"Bella Rosa"}',
      parentMessageId: 'a',
    });
    expect(messageText(state, 'old')).toBe('eerder');
    expect(messageText(state, 'queued')).toBe('nog niet verstuurd');
  });

  it('a second turn answered with only its own messages keeps the first turn and its tool calls', () => {
    const state = feed([
      { type: 'RUN_STARTED', threadId: 'thread-1', runId: 'r1' },
      snapshot,
      { type: 'RUN_FINISHED', threadId: 'thread-1', runId: 'r1' },
      { type: 'RUN_STARTED', threadId: 'thread-1', runId: 'r2' },
      { type: 'TEXT_MESSAGE_START', messageId: 'c', role: 'assistant' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'c', delta: 'Bekeken' },
      {
        type: 'MESSAGES_SNAPSHOT',
        messages: [
          { id: 'u2', role: 'user', content: 'En de regels?' },
          { id: 'c', role: 'assistant', content: 'Bekeken.' },
        ],
      },
      { type: 'RUN_FINISHED', threadId: 'thread-1', runId: 'r2' },
    ]);
    expect(timelineIds(state)).toEqual([
      'message:u',
      'message:a',
      'toolCall:tc',
      'message:b',
      'message:c',
      'message:u2',
    ]);
    expect(messageText(state, 'c')).toBe('Bekeken.');
    expect(mapGet(state.messages, 'c')?.status).toBe('complete');
    expect(mapGet(state.toolCalls, 'tc')?.status).toBe('completed');
  });

  it('a tool result for a call the session already knows settles it', () => {
    const state = feed([
      { type: 'TOOL_CALL_START', toolCallId: 'tc', toolCallName: 'search' },
      { type: 'TOOL_CALL_END', toolCallId: 'tc' },
      { type: 'MESSAGES_SNAPSHOT', messages: [{ id: 'tr', role: 'tool', toolCallId: 'tc', content: 'ok' }] },
    ]);
    expect(mapGet(state.toolCalls, 'tc')).toMatchObject({ status: 'completed', result: 'ok', resultMessageId: 'tr' });
    expect(state.openToolCallIds).toEqual([]);
  });
});

describe('REST history', () => {
  it('restores messages with their agents and tool calls where they happened', () => {
    const state = feed([
      {
        type: 'local.history',
        at: 5,
        entries: [
          { role: 'user', content: 'Start inspectie bij Restaurant Bella Rosa' },
          {
            role: 'tool_call',
            tool_call_id: 'tc-1',
            tool_name: 'get_company_info',
            content: '{"kvk_number":"92251854"}',
            agent_id: 'history-agent',
          },
          {
            role: 'tool',
            tool_call_id: 'tc-1',
            tool_name: 'get_company_info',
            content: '{"name":"Restaurant Bella Rosa"}',
          },
          { role: 'assistant', content: 'Inspectie gestart…', agent_id: 'history-agent' },
        ],
      },
    ]);
    expect(timelineIds(state)).toEqual(['message:thread-1-h0', 'toolCall:tc-1', 'message:thread-1-h3']);
    expect(mapGet(state.messages, 'thread-1-h3')).toMatchObject({
      role: 'assistant',
      agentId: 'history-agent',
      restored: true,
      status: 'complete',
    });
    expect(mapGet(state.toolCalls, 'tc-1')).toMatchObject({
      status: 'completed',
      result: '{"name":"Restaurant Bella Rosa"}',
      agentId: 'history-agent',
      restored: true,
    });
    expect(state.lastUserMessageId).toBe('thread-1-h0');
  });
});

describe('activity and subagents', () => {
  it('creates, patches and protects activity messages', () => {
    const state = feed([
      { type: 'ACTIVITY_SNAPSHOT', messageId: 'act', activityType: 'plan', content: { steps: ['a'] } },
      {
        type: 'ACTIVITY_DELTA',
        messageId: 'act',
        activityType: 'plan',
        patch: [{ op: 'add', path: '/steps/-', value: 'b' }],
      },
      { type: 'ACTIVITY_SNAPSHOT', messageId: 'act', activityType: 'plan', content: { steps: [] }, replace: false },
      { type: 'ACTIVITY_DELTA', messageId: 'act', activityType: 'plan', patch: [{ op: 'remove', path: '/nope' }] },
    ]);
    expect(mapGet(state.messages, 'act')).toMatchObject({
      role: 'activity',
      activityType: 'plan',
      content: { steps: ['a', 'b'] },
    });
    expect(timelineIds(state)).toEqual(['message:act']);
  });

  it('tracks subagents from start to finish or error', () => {
    const state = feed([
      { type: 'SUBAGENT_STARTED', subagentRunId: 's1', name: 'regelgeving', parentToolCallId: 'tc' },
      { type: 'SUBAGENT_FINISHED', subagentRunId: 's1' },
      { type: 'SUBAGENT_STARTED', subagentRunId: 's2', name: 'rapport' },
      { type: 'SUBAGENT_ERROR', subagentRunId: 's2', message: 'vastgelopen', code: 'x' },
    ]);
    expect(mapGet(state.subagents, 's1')).toMatchObject({ status: 'finished', parentToolCallId: 'tc' });
    expect(mapGet(state.subagents, 's2')).toMatchObject({ status: 'error', error: 'vastgelopen' });
    expect(timelineIds(state)).toHaveLength(1);
  });
});
