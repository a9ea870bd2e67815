import { EventType } from '@ag-ui/core';
import { describe, expect, it } from 'vitest';
import { buildApprovalResponse, buildRunInput } from '../protocol/commands';
import { createHaiV1Transport } from './hai-v1-transport';
import type { SocketLike } from './socket-like';
import type { TransportMessage } from './transport-message';

function fakeSocket() {
  const sent: string[] = [];
  const socket: SocketLike = {
    readyState: 0,
    onopen: null,
    onclose: null,
    onerror: null,
    onbatch: null,
    onbinary: null,
    send: (data) => void sent.push(data),
    close: () => undefined,
  };
  const open = () => {
    socket.readyState = 1;
    socket.onopen?.();
  };
  const receive = (frame: object | string) =>
    socket.onbatch?.([typeof frame === 'string' ? frame : JSON.stringify(frame)]);
  return { socket, sent, open, receive };
}

function setup() {
  const fake = fakeSocket();
  const transport = createHaiV1Transport({
    url: 'ws://old/ws',
    threadId: 't1',
    userId: 'koen',
    createSocket: () => fake.socket,
    now: () => 1,
  });
  const messages: TransportMessage[] = [];
  transport.subscribe((message) => messages.push(message));
  transport.connect();
  fake.open();
  return { transport, messages, ...fake };
}

/** The AG-UI events the adapter made, as it hands them on (objects, not text the session would parse again). */
const frames = (messages: TransportMessage[]) =>
  messages.flatMap((m) =>
    m.kind === 'frames'
      ? m.frames.flatMap((frame) =>
          typeof frame === 'object' && 'event' in frame ? [frame.event as { type: string }] : [],
        )
      : [],
  );

describe('createHaiV1Transport', () => {
  it('writes the session’s frames as v1.1 and reads v1.1 back as AG-UI events of that run', () => {
    const { transport, sent, receive, messages } = setup();
    const input = buildRunInput({ threadId: 't1', runId: 'run-1', clientId: 'c1', text: 'Hoi', userId: 'koen' });
    expect(transport.send(input)).toBe(true);
    expect(JSON.parse(sent[0]!)).toEqual({
      type: 'user_message',
      content: 'Hoi',
      session_id: 't1',
      metadata: { userId: 'koen' },
    });
    receive({ type: 'assistant_message_chunk', content: 'Dag', message_id: 'm1', is_final: true, session_id: 't1' });
    receive({ type: 'status', status: 'completed', session_id: 't1' });
    expect(frames(messages).map((event) => event.type)).toEqual([
      'RUN_STARTED',
      'TEXT_MESSAGE_START',
      'TEXT_MESSAGE_CONTENT',
      'TEXT_MESSAGE_END',
      'RUN_FINISHED',
    ]);
    expect(frames(messages)[0]).toMatchObject({ runId: 'run-1', threadId: 't1' });
    transport.send(buildApprovalResponse('a1', false));
    expect(JSON.parse(sent[1]!)).toEqual({ type: 'tool_approval_response', approval_id: 'a1', approved: false });
  });

  it('passes a frame that is not v1.1 on as it came, with the adapter’s reason, so the session logs it as rejected', () => {
    const { receive, messages } = setup();
    receive('{"type":"mystery"}');
    expect(messages.at(-1)).toEqual({
      kind: 'frames',
      frames: [{ text: '{"type":"mystery"}', rejected: 'v1.1: "mystery" is not a frame a v1.1 server sends' }],
      at: 1,
    });
    receive({ type: 'tool_call', tool_name: 'search', parameters: {}, session_id: 't1', status: 'started' });
    expect(messages.at(-1)).toMatchObject({
      kind: 'frames',
      frames: [{ rejected: 'v1.1: tool_call needs a tool_call_id' }],
    });
  });

  it('sends nothing it cannot translate, or while closed', () => {
    const { transport, sent } = setup();
    expect(transport.send({ type: EventType.CUSTOM, name: 'x', value: {} })).toBe(false);
    transport.close();
    const input = buildRunInput({ threadId: 't1', runId: 'r', clientId: 'c', text: 'x', userId: 'k' });
    expect(transport.send(input)).toBe(false);
    expect(sent).toHaveLength(0);
  });

  it('hands on the events of a frame nested too deep marked as cut, for the session to mark', () => {
    const { receive, messages } = setup();
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    receive(`{"type":"tool_approval_request","approval_id":"a1","tool_name":"zoek","parameters":{"p":${deep}}}`);
    const handed = messages.flatMap((m) => (m.kind === 'frames' ? m.frames : []));
    expect(handed.map((frame) => typeof frame === 'object' && 'deepCut' in frame)).toEqual([false, true]);
  });
});
