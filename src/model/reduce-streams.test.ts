import { describe, expect, it } from 'vitest';
import { mapGet } from '../lib/persistent/persistent-map';
import { feed, logNotes, messageText, timelineIds } from '../testing/feed';
import { selectParsedArgs } from './selectors';

const content = (messageId: string, delta: string) => ({ type: 'TEXT_MESSAGE_CONTENT', messageId, delta });
const start = (messageId: string, role = 'assistant') => ({ type: 'TEXT_MESSAGE_START', messageId, role });
const end = (messageId: string) => ({ type: 'TEXT_MESSAGE_END', messageId });

describe('text messages', () => {
  it('streams several messages at once without mixing them', () => {
    const state = feed([
      start('a'),
      start('b'),
      content('a', 'Een '),
      content('b', 'Twee '),
      content('a', 'drie'),
      end('b'),
      content('a', '!'),
      end('a'),
    ]);
    expect(messageText(state, 'a')).toBe('Een drie!');
    expect(messageText(state, 'b')).toBe('Twee ');
    expect(state.openMessageIds).toEqual([]);
    expect(timelineIds(state)).toEqual(['message:a', 'message:b']);
  });

  it('ignores a duplicate START and keeps what was streamed', () => {
    const state = feed([start('a'), content('a', 'x'), start('a')]);
    expect(messageText(state, 'a')).toBe('x');
    expect(logNotes(state)).toContain('start-duplicate a');
  });

  it('ignores content after END and an END for an unknown message', () => {
    const state = feed([start('a'), end('a'), content('a', 'laat'), end('zzz')]);
    expect(messageText(state, 'a')).toBe('');
    expect(logNotes(state)).toEqual(['content-after-end a', 'end-without-start zzz']);
  });

  it('expands chunks and closes them when another kind of event arrives', () => {
    const state = feed([
      { type: 'TEXT_MESSAGE_CHUNK', messageId: 'c', role: 'assistant', delta: 'Hal' },
      { type: 'TEXT_MESSAGE_CHUNK', delta: 'lo' },
      { type: 'STEP_STARTED', stepName: 'thinking' },
    ]);
    expect(messageText(state, 'c')).toBe('Hallo');
    expect(mapGet(state.messages, 'c')?.status).toBe('complete');
    expect(feed([{ type: 'TEXT_MESSAGE_CHUNK', delta: 'wees' }]).messages).toEqual(feed([]).messages);
  });

  it('attributes an assistant message to the agent at work and its run', () => {
    const state = feed([
      { type: 'RUN_STARTED', threadId: 't', runId: 'r9' },
      { type: 'STATE_SNAPSHOT', snapshot: { currentAgent: 'regulation-agent' } },
      start('a'),
    ]);
    expect(mapGet(state.messages, 'a')).toMatchObject({ agentId: 'regulation-agent', runId: 'r9' });
  });

  it('streams reasoning into its own collapsed message kind', () => {
    const state = feed([
      { type: 'REASONING_START', messageId: 'p' },
      { type: 'REASONING_MESSAGE_START', messageId: 'r', role: 'reasoning' },
      { type: 'REASONING_MESSAGE_CONTENT', messageId: 'r', delta: 'Eerst de historie.' },
      { type: 'REASONING_END', messageId: 'p' },
      { type: 'REASONING_ENCRYPTED_VALUE', subtype: 'message', entityId: 'r', encryptedValue: 'geheim' },
    ]);
    expect(mapGet(state.messages, 'r')).toMatchObject({
      role: 'reasoning',
      text: 'Eerst de historie.',
      status: 'complete',
      encrypted: true,
    });
  });
});

describe('tool calls', () => {
  const startCall = {
    type: 'TOOL_CALL_START',
    toolCallId: 't1',
    toolCallName: 'search_regulations',
    toolSpokenName: 'Ik zoek',
    parentMessageId: 'm1',
  };

  it('concatenates argument deltas and parses them only for display', () => {
    const streaming = feed([startCall, { type: 'TOOL_CALL_ARGS', toolCallId: 't1', delta: '{"query": "koel' }]);
    const call = mapGet(streaming.toolCalls, 't1')!;
    expect(call.argsText).toBe('{"query": "koel');
    expect(selectParsedArgs(call)).toEqual({ complete: false, value: { query: 'koel' } });
    expect(selectParsedArgs(call)).toBe(selectParsedArgs(call));
    const done = feed(
      [
        { type: 'TOOL_CALL_ARGS', toolCallId: 't1', delta: 'cel"}' },
        { type: 'TOOL_CALL_END', toolCallId: 't1' },
      ],
      streaming,
    );
    expect(selectParsedArgs(mapGet(done.toolCalls, 't1')!)).toEqual({ complete: true, value: { query: 'koelcel' } });
    expect(mapGet(done.toolCalls, 't1')).toMatchObject({
      status: 'awaiting_result',
      spokenName: 'Ik zoek',
      parentMessageId: 'm1',
    });
  });

  it('records the result, its timing and a failure', () => {
    const state = feed([
      { ...startCall, toolCallId: 'ok' },
      { type: 'TOOL_CALL_END', toolCallId: 'ok' },
      { type: 'TOOL_CALL_RESULT', messageId: 'r1', toolCallId: 'ok', content: 'Gevonden', role: 'tool' },
      { ...startCall, toolCallId: 'bad' },
      { type: 'TOOL_CALL_RESULT', messageId: 'r2', toolCallId: 'bad', content: '', error: 'timeout' },
    ]);
    expect(mapGet(state.toolCalls, 'ok')).toMatchObject({
      status: 'completed',
      result: 'Gevonden',
      resultMessageId: 'r1',
      resultAt: 1,
      argsEndedAt: 1,
    });
    expect(mapGet(state.toolCalls, 'bad')).toMatchObject({ status: 'failed', error: 'timeout' });
    expect(state.openToolCallIds).toEqual([]);
  });

  it('turns a result for an unknown tool call into a visible orphan', () => {
    const state = feed([{ type: 'TOOL_CALL_RESULT', messageId: 'r', toolCallId: 'ghost', content: '42' }]);
    expect(mapGet(state.toolCalls, 'ghost')).toMatchObject({
      orphan: true,
      name: 'unknown_tool',
      status: 'completed',
      result: '42',
    });
    expect(timelineIds(state)).toEqual(['toolCall:ghost']);
  });

  it('expands tool-call chunks and ends them with the next other event', () => {
    const state = feed([
      { type: 'TOOL_CALL_CHUNK', toolCallId: 'c', toolCallName: 'get_company_info', delta: '{"kvk":' },
      { type: 'TOOL_CALL_CHUNK', delta: '"92251854"}' },
      { type: 'TEXT_MESSAGE_START', messageId: 'm' },
    ]);
    expect(mapGet(state.toolCalls, 'c')).toMatchObject({ argsText: '{"kvk":"92251854"}', status: 'awaiting_result' });
  });
});
