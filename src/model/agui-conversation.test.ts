import { describe, expect, it } from 'vitest';
import { feed } from '../testing/feed';
import { aguiConversation } from './agui-conversation';

describe('aguiConversation', () => {
  it('holds both turns: messages, assistant tool calls with their results, and the agent state', () => {
    const state = feed([
      { type: 'local.user_message', clientId: 'u1', text: 'Start inspectie', at: 1 },
      { type: 'local.sent', clientId: 'u1', payload: {}, at: 1, size: 1 },
      { type: 'RUN_STARTED', threadId: 'thread-1', runId: 'r1' },
      { type: 'STATE_SNAPSHOT', snapshot: { bedrijf: 'Bella Rosa' } },
      { type: 'TOOL_CALL_START', toolCallId: 'tc', toolCallName: 'get_company_info', parentMessageId: 'a1' },
      { type: 'TOOL_CALL_ARGS', toolCallId: 'tc', delta: '{"kvk":"1"}' },
      { type: 'TOOL_CALL_END', toolCallId: 'tc' },
      { type: 'TOOL_CALL_RESULT', messageId: 'tr', toolCallId: 'tc', content: 'gevonden' },
      { type: 'TEXT_MESSAGE_START', messageId: 'a2', role: 'assistant' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'a2', delta: 'Bella Rosa.' },
      { type: 'TEXT_MESSAGE_END', messageId: 'a2' },
      { type: 'RUN_FINISHED', threadId: 'thread-1', runId: 'r1' },
      { type: 'local.user_message', clientId: 'u2', text: 'En nu?', at: 2 },
    ]);
    const { messages, state: agentState } = aguiConversation(state);
    expect(messages).toEqual([
      { id: 'u1', role: 'user', content: 'Start inspectie' },
      {
        id: 'a1',
        role: 'assistant',
        toolCalls: [{ id: 'tc', type: 'function', function: { name: 'get_company_info', arguments: '{"kvk":"1"}' } }],
      },
      { id: 'tr', role: 'tool', toolCallId: 'tc', content: 'gevonden' },
      { id: 'a2', role: 'assistant', content: 'Bella Rosa.' },
    ]);
    expect(agentState).toEqual({ bedrijf: 'Bella Rosa' });
  });

  it('puts a tool call on its parent assistant message, even when that message started after it', () => {
    const state = feed([
      { type: 'TOOL_CALL_START', toolCallId: 'tc', toolCallName: 'search', parentMessageId: 'a' },
      { type: 'TEXT_MESSAGE_START', messageId: 'a', role: 'assistant' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'a', delta: 'Zoeken' },
    ]);
    expect(aguiConversation(state).messages).toEqual([
      {
        id: 'a',
        role: 'assistant',
        content: 'Zoeken',
        toolCalls: [{ id: 'tc', type: 'function', function: { name: 'search', arguments: '' } }],
      },
    ]);
  });
});
