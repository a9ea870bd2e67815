import { EventType } from '@ag-ui/core';
import { describe, expect, it } from 'vitest';
import { mapGet } from '../lib/persistent/persistent-map';
import { feed, logNotes, messageText, timelineIds } from '../testing/feed';
import { logEntries } from './event-log';
import { selectAgentState } from './selectors';
import { createSessionState } from './session-state';

const started = { type: 'RUN_STARTED', threadId: 'thread-1', runId: 'r1' };
const finished = { type: 'RUN_FINISHED', threadId: 'thread-1', runId: 'r1' };

/** One valid example of every event type @ag-ui/core knows, each with its expected effect. */
const everyType: Record<EventType, { event: object; effect: (state: ReturnType<typeof feed>) => void }> = {
  RUN_STARTED: { event: started, effect: (s) => expect(s.run.status).toBe('running') },
  RUN_FINISHED: { event: finished, effect: (s) => expect(s.run.status).toBe('finished') },
  RUN_ERROR: { event: { type: 'RUN_ERROR', message: 'x' }, effect: (s) => expect(s.run.error?.message).toBe('x') },
  STEP_STARTED: {
    event: { type: 'STEP_STARTED', stepName: 'thinking' },
    effect: (s) => expect(s.run.step).toBe('thinking'),
  },
  STEP_FINISHED: { event: { type: 'STEP_FINISHED', stepName: 'x' }, effect: (s) => expect(s.run.step).toBeUndefined() },
  TEXT_MESSAGE_START: {
    event: { type: 'TEXT_MESSAGE_START', messageId: 'm' },
    effect: (s) => expect(mapGet(s.messages, 'm')?.status).toBe('streaming'),
  },
  TEXT_MESSAGE_CONTENT: {
    event: { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm', delta: 'hoi' },
    effect: (s) => expect(messageText(s, 'm')).toBe('hoi'),
  },
  TEXT_MESSAGE_END: {
    event: { type: 'TEXT_MESSAGE_END', messageId: 'm' },
    effect: (s) => expect(logNotes(s)).toEqual(['end-without-start m']),
  },
  TEXT_MESSAGE_CHUNK: {
    event: { type: 'TEXT_MESSAGE_CHUNK', messageId: 'm', delta: 'hoi' },
    effect: (s) => expect(messageText(s, 'm')).toBe('hoi'),
  },
  TOOL_CALL_START: {
    event: { type: 'TOOL_CALL_START', toolCallId: 't', toolCallName: 'n' },
    effect: (s) => expect(mapGet(s.toolCalls, 't')?.status).toBe('streaming_args'),
  },
  TOOL_CALL_ARGS: {
    event: { type: 'TOOL_CALL_ARGS', toolCallId: 't', delta: '{' },
    effect: (s) => expect(mapGet(s.toolCalls, 't')?.orphan).toBe(true),
  },
  TOOL_CALL_END: {
    event: { type: 'TOOL_CALL_END', toolCallId: 't' },
    effect: (s) => expect(mapGet(s.toolCalls, 't')?.status).toBe('awaiting_result'),
  },
  TOOL_CALL_CHUNK: {
    event: { type: 'TOOL_CALL_CHUNK', toolCallId: 't', toolCallName: 'n', delta: '{}' },
    effect: (s) => expect(mapGet(s.toolCalls, 't')?.argsText).toBe('{}'),
  },
  TOOL_CALL_RESULT: {
    event: { type: 'TOOL_CALL_RESULT', messageId: 'r', toolCallId: 't', content: 'ok' },
    effect: (s) => expect(mapGet(s.toolCalls, 't')?.result).toBe('ok'),
  },
  STATE_SNAPSHOT: {
    event: { type: 'STATE_SNAPSHOT', snapshot: { currentAgent: 'a' } },
    effect: (s) => expect(s.currentAgent).toBe('a'),
  },
  STATE_DELTA: {
    event: { type: 'STATE_DELTA', delta: [{ op: 'add', path: '/k', value: 1 }] },
    effect: (s) => expect(selectAgentState(s)).toEqual({ k: 1 }),
  },
  MESSAGES_SNAPSHOT: {
    event: { type: 'MESSAGES_SNAPSHOT', messages: [{ id: 'u', role: 'user', content: 'hoi' }] },
    effect: (s) => expect(timelineIds(s)).toEqual(['message:u']),
  },
  ACTIVITY_SNAPSHOT: {
    event: { type: 'ACTIVITY_SNAPSHOT', messageId: 'a', activityType: 'plan', content: { step: 1 } },
    effect: (s) => expect(mapGet(s.messages, 'a')?.content).toEqual({ step: 1 }),
  },
  ACTIVITY_DELTA: {
    event: { type: 'ACTIVITY_DELTA', messageId: 'a', activityType: 'plan', patch: [] },
    effect: (s) => expect(logNotes(s)).toEqual(['unknown-message a']),
  },
  RAW: {
    event: { type: 'RAW', event: { anything: true } },
    effect: (s) => expect(logEntries(s.eventLog)[0]?.type).toBe('RAW'),
  },
  CUSTOM: {
    event: { type: 'CUSTOM', name: 'x', value: 1 },
    effect: (s) => expect(logNotes(s)).toEqual(['custom-unhandled x']),
  },
  REASONING_START: {
    event: { type: 'REASONING_START', messageId: 'r' },
    effect: (s) => expect(timelineIds(s)).toEqual([]),
  },
  REASONING_MESSAGE_START: {
    event: { type: 'REASONING_MESSAGE_START', messageId: 'r', role: 'reasoning' },
    effect: (s) => expect(mapGet(s.messages, 'r')?.role).toBe('reasoning'),
  },
  REASONING_MESSAGE_CONTENT: {
    event: { type: 'REASONING_MESSAGE_CONTENT', messageId: 'r', delta: 'hm' },
    effect: (s) => expect(messageText(s, 'r')).toBe('hm'),
  },
  REASONING_MESSAGE_END: {
    event: { type: 'REASONING_MESSAGE_END', messageId: 'r' },
    effect: (s) => expect(logNotes(s)).toEqual(['end-without-start r']),
  },
  REASONING_MESSAGE_CHUNK: {
    event: { type: 'REASONING_MESSAGE_CHUNK', messageId: 'r', delta: 'hm' },
    effect: (s) => expect(mapGet(s.messages, 'r')?.role).toBe('reasoning'),
  },
  REASONING_END: {
    event: { type: 'REASONING_END', messageId: 'r' },
    effect: (s) => expect(timelineIds(s)).toEqual([]),
  },
  REASONING_ENCRYPTED_VALUE: {
    event: { type: 'REASONING_ENCRYPTED_VALUE', subtype: 'message', entityId: 'm', encryptedValue: 'x' },
    effect: (s) => expect(logNotes(s)).toEqual(['unknown-message m']),
  },
  SUBAGENT_STARTED: {
    event: { type: 'SUBAGENT_STARTED', subagentRunId: 's', name: 'zoeker' },
    effect: (s) => expect(mapGet(s.subagents, 's')?.status).toBe('running'),
  },
  SUBAGENT_FINISHED: {
    event: { type: 'SUBAGENT_FINISHED', subagentRunId: 's' },
    effect: (s) => expect(mapGet(s.subagents, 's')?.status).toBe('finished'),
  },
  SUBAGENT_ERROR: {
    event: { type: 'SUBAGENT_ERROR', subagentRunId: 's', message: 'stuk' },
    effect: (s) => expect(timelineIds(s)).toEqual([expect.stringMatching(/^notice:/)]),
  },
};

describe('reduceSession covers every AG-UI event type', () => {
  it('has an example for each type in @ag-ui/core', () => {
    expect(Object.keys(everyType).sort()).toEqual(Object.values(EventType).sort());
  });

  it.each(Object.entries(everyType))('%s is validated, logged and reduced', (type, { event, effect }) => {
    const state = feed([event]);
    const [entry] = logEntries(state.eventLog);
    expect(entry?.type).toBe(type === 'CUSTOM' ? 'CUSTOM:x' : type);
    expect(entry?.rejection).toBeUndefined();
    effect(state);
  });
});

describe('reduceSession: frames and the log', () => {
  it('records a rejected frame with its reason and keeps going', () => {
    const state = feed([{ type: 'NOPE' }, { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm', delta: 'x' }]);
    expect(logEntries(state.eventLog)[0]).toMatchObject({ type: 'REJECTED', rejection: 'unknown event type "NOPE"' });
    expect(messageText(state, 'm')).toBe('x');
  });

  it('accepts and notes events after the run ended', () => {
    const state = feed([started, finished, { type: 'TEXT_MESSAGE_CONTENT', messageId: 'late', delta: 'x' }]);
    expect(messageText(state, 'late')).toBe('x');
    expect(logNotes(state).join()).toContain('after-run-end');
  });

  it('logs outbound frames and marks the message sent', () => {
    const typed = feed([{ type: 'local.user_message', clientId: 'c1', text: 'Hallo', at: 5 }]);
    expect(mapGet(typed.messages, 'c1')).toMatchObject({ role: 'user', text: 'Hallo', delivery: 'queued' });
    expect(typed.queuedIds).toEqual(['c1']);
    const sent = feed(
      [{ type: 'local.sent', clientId: 'c1', payload: { threadId: 't', messages: [] }, at: 6, size: 3 }],
      typed,
    );
    expect(mapGet(sent.messages, 'c1')?.delivery).toBe('sent');
    expect(sent.queuedIds).toEqual([]);
    expect(logEntries(sent.eventLog)[0]).toMatchObject({ direction: 'out', type: 'RunAgentInput' });
  });

  it('gives a new identity only to what an event touched', () => {
    const before = feed([
      started,
      { type: 'TEXT_MESSAGE_START', messageId: 'a' },
      { type: 'TEXT_MESSAGE_END', messageId: 'a' },
      { type: 'TEXT_MESSAGE_START', messageId: 'b' },
    ]);
    const after = feed([{ type: 'TEXT_MESSAGE_CONTENT', messageId: 'b', delta: 'x' }], before);
    expect(mapGet(after.messages, 'a')).toBe(mapGet(before.messages, 'a'));
    expect(mapGet(after.messages, 'b')).not.toBe(mapGet(before.messages, 'b'));
    expect(after.timeline).toBe(before.timeline);
    expect(after.toolCalls).toBe(before.toolCalls);
  });

  it('never throws on hostile frames', () => {
    const hostile = [
      null,
      42,
      'x',
      [],
      { type: 'RUN_STARTED' },
      { type: 'CUSTOM', name: 'agora:tool_approval_request', value: 'nope' },
      { type: 'STATE_DELTA', delta: 'nope' },
    ];
    expect(() => feed(hostile, createSessionState('t'))).not.toThrow();
  });
});
