import { EventType, type AGUIEvent } from '@ag-ui/core';
import { EventSchema } from '@ag-ui/core/schemas';
import { describe, expect, it } from 'vitest';
import { feedV1Frames } from '../testing/v1-feed';
import { buildApprovalResponse, buildRunInput } from './commands';
import { fromV1Frame, initialV1State, toV1Frame, type V1AdapterState } from './hai-v1-adapter';
import { V1ClientFrameSchema } from './hai-v1-frames';

const session = 'thread-1';

/** Feeds v1.1 frames (as the server sends them) through the adapter; every event it makes must be valid AG-UI. */
function feed(frames: object[], start: V1AdapterState = initialV1State(session)) {
  const { events, state } = feedV1Frames(frames, start);
  for (const event of events) expect(EventSchema.safeParse(event).success, JSON.stringify(event)).toBe(true);
  return { events, state };
}

/** The adapter after the client sent a message with `runId`. */
function afterMessage(runId = 'run-7') {
  const input = buildRunInput({ threadId: session, runId, clientId: 'c1', text: 'Hoi', userId: 'koen' });
  const out = toV1Frame(initialV1State(session), input);
  if (!out) throw new Error('no frame');
  return out;
}

const types = (events: AGUIEvent[]) => events.map((event) => event.type);

describe('fromV1Frame', () => {
  it('wraps an answer in the run of the message that asked for it: steps from status, text from chunks', () => {
    const { events, state } = feed(
      [
        { type: 'status', status: 'thinking', session_id: session },
        { type: 'assistant_message_chunk', content: 'Hi ', message_id: 'm1', session_id: session, is_final: false },
        { type: 'assistant_message_chunk', content: 'there!', message_id: 'm1', session_id: session, is_final: true },
        { type: 'status', status: 'completed', session_id: session },
      ],
      afterMessage('run-7').state,
    );
    expect(events[0]).toEqual({ type: EventType.RUN_STARTED, threadId: session, runId: 'run-7' });
    expect(types(events)).toEqual([
      EventType.RUN_STARTED,
      EventType.STEP_STARTED,
      EventType.TEXT_MESSAGE_START,
      EventType.TEXT_MESSAGE_CONTENT,
      EventType.TEXT_MESSAGE_CONTENT,
      EventType.TEXT_MESSAGE_END,
      EventType.STEP_FINISHED,
      EventType.RUN_FINISHED,
    ]);
    expect(events.at(-1)).toEqual({ type: EventType.RUN_FINISHED, threadId: session, runId: 'run-7' });
    expect(state.runId).toBeUndefined();
  });

  it('turns a tool call into start, arguments and end, and its end or error into the result', () => {
    const { events } = feed([
      { type: 'status', status: 'executing_tools', session_id: session },
      {
        type: 'tool_call_start',
        tool_call_id: 'c1',
        tool_name: 'search',
        parameters: { q: 'koel' },
        session_id: session,
      },
      { type: 'tool_call_end', tool_call_id: 'c1', tool_name: 'search', result: 'Found 5', session_id: session },
      { type: 'tool_call_start', tool_call_id: 'c2', tool_name: 'lookup', parameters: {}, session_id: session },
      { type: 'tool_call_error', tool_call_id: 'c2', tool_name: 'lookup', error: 'timeout', session_id: session },
    ]);
    expect(events.slice(2)).toEqual([
      { type: EventType.TOOL_CALL_START, toolCallId: 'c1', toolCallName: 'search' },
      { type: EventType.TOOL_CALL_ARGS, toolCallId: 'c1', delta: '{"q":"koel"}' },
      { type: EventType.TOOL_CALL_END, toolCallId: 'c1' },
      { type: EventType.TOOL_CALL_RESULT, messageId: 'c1-result', toolCallId: 'c1', content: 'Found 5', role: 'tool' },
      { type: EventType.TOOL_CALL_START, toolCallId: 'c2', toolCallName: 'lookup' },
      { type: EventType.TOOL_CALL_END, toolCallId: 'c2' },
      {
        type: EventType.TOOL_CALL_RESULT,
        messageId: 'c2-result',
        toolCallId: 'c2',
        content: 'timeout',
        role: 'tool',
        error: 'timeout',
      },
    ]);
    expect(events[0]).toMatchObject({ type: EventType.RUN_STARTED, runId: 'v1-run-1' });
  });

  it('makes an approval request AGORA’s custom event, with its risk level read liberally', () => {
    const request = {
      type: 'tool_approval_request',
      tool_name: 'generate_inspection_report',
      tool_description: 'Genereert het rapport',
      parameters: { inspection_id: 'INS-1' },
      reasoning: 'Gevraagd',
      risk_level: 'extreme',
      session_id: session,
      approval_id: 'appr-1',
    };
    const { events } = feed([request]);
    expect(events[1]).toEqual({
      type: EventType.CUSTOM,
      name: 'agora:tool_approval_request',
      value: {
        approvalId: 'appr-1',
        toolName: 'generate_inspection_report',
        toolDescription: 'Genereert het rapport',
        parameters: { inspection_id: 'INS-1' },
        reasoning: 'Gevraagd',
        riskLevel: 'high',
      },
    });
  });

  it('answers a message refused with an error as a run of its own; an error mid-run ends nothing', () => {
    const refusal = { type: 'error', error_code: 'moderation_violation', message: 'Niet toegestaan' };
    const alone = feed([refusal], afterMessage('run-9').state);
    expect(types(alone.events)).toEqual([EventType.RUN_STARTED, EventType.CUSTOM, EventType.RUN_FINISHED]);
    expect(alone.events[1]).toMatchObject({ name: 'agora:error', value: { errorCode: 'moderation_violation' } });
    const midRun = feed([{ type: 'status', status: 'thinking' }, refusal]);
    expect(types(midRun.events)).toEqual([EventType.RUN_STARTED, EventType.STEP_STARTED, EventType.CUSTOM]);
    expect(feed([refusal]).events.map((event) => event.type)).toEqual([EventType.CUSTOM]);
  });

  it('gives a non-streamed answer an id of its own and ignores `completed` when no run is going', () => {
    const { events } = feed([
      { type: 'assistant_message', content: 'Klaar.', agent_id: 'general' },
      { type: 'status', status: 'completed' },
      { type: 'status', status: 'completed' },
    ]);
    expect(types(events)).toEqual([
      EventType.RUN_STARTED,
      EventType.STATE_SNAPSHOT,
      EventType.TEXT_MESSAGE_START,
      EventType.TEXT_MESSAGE_CONTENT,
      EventType.TEXT_MESSAGE_END,
      EventType.RUN_FINISHED,
    ]);
  });

  it('closes what a run left open when it completes', () => {
    const { events } = feed([
      { type: 'assistant_message_chunk', content: 'Half', message_id: 'm1', is_final: false },
      { type: 'status', status: 'completed' },
    ]);
    expect(types(events).slice(-2)).toEqual([EventType.TEXT_MESSAGE_END, EventType.RUN_FINISHED]);
  });

  it('refuses what is not v1.1 with its own reason in words, and keeps its state', () => {
    const state = initialV1State(session);
    const reason = (frame: unknown) => {
      const result = fromV1Frame(state, typeof frame === 'string' ? frame : JSON.stringify(frame));
      expect(result).toMatchObject({ ok: false, state });
      return result.ok ? undefined : result.reason;
    };
    expect(reason('nope')).toBe('v1.1: not JSON');
    expect(reason({ type: 'RUN_STARTED', threadId: 't', runId: 'r' })).toBe(
      'v1.1: "RUN_STARTED" is not a frame a v1.1 server sends',
    );
    expect(reason({ type: 'assistant_message_chunk', content: 'x', is_final: true })).toBe(
      'v1.1: assistant_message_chunk needs a message_id',
    );
    expect(reason({ type: 'tool_call', tool_name: 'search', parameters: {}, status: 'started' })).toBe(
      'v1.1: tool_call needs a tool_call_id',
    );
    expect(reason({ type: 'tool_call', tool_call_id: 'c1', tool_name: 'search', status: 'running' })).toMatch(
      /^v1\.1: tool_call\.status: /,
    );
    expect(reason([1])).toBe('v1.1: a frame is a JSON object');
  });
});

describe('toV1Frame', () => {
  it('sends a typed message as user_message of the thread and keeps its runId for the answer', () => {
    const { frame, state } = afterMessage('run-3');
    expect(frame).toEqual({ type: 'user_message', content: 'Hoi', session_id: session, metadata: { userId: 'koen' } });
    expect(V1ClientFrameSchema.safeParse(frame).success).toBe(true);
    expect(state.pendingRunId).toBe('run-3');
  });

  it('sends an approval answer as tool_approval_response, with feedback only when given', () => {
    const state = initialV1State(session);
    const yes = toV1Frame(state, buildApprovalResponse('appr-1', true));
    expect(yes?.frame).toEqual({ type: 'tool_approval_response', approval_id: 'appr-1', approved: true });
    const no = toV1Frame(state, buildApprovalResponse('appr-1', false, 'Eerst foto’s'));
    expect(no?.frame).toEqual({
      type: 'tool_approval_response',
      approval_id: 'appr-1',
      approved: false,
      feedback: 'Eerst foto’s',
    });
    expect(V1ClientFrameSchema.safeParse(no?.frame).success).toBe(true);
  });

  it('lets a run still going go when a new message leaves, and sends nothing for other frames', () => {
    const going = feed([{ type: 'status', status: 'thinking' }]).state;
    const input = buildRunInput({ threadId: session, runId: 'r2', clientId: 'c', text: 'Nu', userId: 'k' });
    const next = toV1Frame(going, input)?.state;
    expect(next?.runId).toBeUndefined();
    expect(next?.pendingRunId).toBe('r2');
    expect(toV1Frame(going, { type: EventType.CUSTOM, name: 'other', value: {} })).toBeUndefined();
  });
});
