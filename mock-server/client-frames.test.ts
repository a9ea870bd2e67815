import { describe, expect, it } from 'vitest';
import { parseClientFrame } from './client-frames';

const parse = (frame: unknown): ReturnType<typeof parseClientFrame> => parseClientFrame(JSON.stringify(frame));
const input = { threadId: 't', userId: 'sanne', messages: [{ role: 'user', content: 'Hallo' }] };

describe('parseClientFrame', () => {
  it('takes the first user message of a RunAgentInput and allows extra fields', () => {
    const frame = {
      ...input,
      runId: 'r',
      messages: [
        { role: 'assistant', content: 'eerder' },
        { role: 'user', content: 'eerste' },
        { role: 'user', content: 'tweede' },
      ],
      tools: [],
      context: { locale: 'nl' },
      state: {},
    };
    expect(parse(frame)).toEqual({
      kind: 'run',
      run: { threadId: 't', runId: 'r', userId: 'sanne', content: 'eerste' },
    });
  });

  it('reads snake_case names, a null runId and context, and no messages', () => {
    expect(parse({ thread_id: 't', user_id: 'u', run_id: null, context: null })).toEqual({
      kind: 'run',
      run: { threadId: 't', userId: 'u', content: '' },
    });
  });

  it('hands over content as sent, also when it is not a string', () => {
    const parts = [{ type: 'text', text: 'Hallo' }];
    expect(parse({ ...input, messages: [{ role: 'user', content: parts }] })).toMatchObject({
      run: { content: parts },
    });
    expect(parse({ ...input, messages: [{ role: 'user' }] })).toMatchObject({ run: { content: '' } });
  });

  it.each([
    ['without userId', { threadId: 't', messages: [] }],
    ['with an array context', { ...input, context: [] }],
    ['with a numeric threadId', { ...input, threadId: 5 }],
    ['with a message that is not an object', { ...input, messages: ['Hallo'] }],
    ['with messages null', { ...input, messages: null }],
    ['with a numeric runId', { ...input, runId: 7 }],
  ])('refuses a RunAgentInput %s', (_name, frame) => {
    expect(parse(frame)).toMatchObject({ kind: 'refused', reason: expect.stringMatching(/^invalid RunAgentInput/) });
  });

  it('reads an approval answer, also with snake_case approval_id', () => {
    const frame = (value: unknown) => ({ type: 'CUSTOM', name: 'agora:tool_approval_response', value });
    expect(parse(frame({ approvalId: 'a', approved: false, feedback: 'nee' }))).toEqual({
      kind: 'approval',
      answer: { approvalId: 'a', approved: false, feedback: 'nee' },
    });
    expect(parse(frame({ approval_id: 'a', approved: true, feedback: null }))).toEqual({
      kind: 'approval',
      answer: { approvalId: 'a', approved: true },
    });
    for (const value of [{ approvalId: 'a' }, { approvalId: 'a', approved: 'yes' }, { approved: true }, 'a', null]) {
      expect(parse(frame(value))).toMatchObject({ kind: 'refused' });
    }
    expect(parse({ type: 'CUSTOM', name: 'agora:tool_approval_response' })).toMatchObject({ kind: 'refused' });
  });

  it('ignores other CUSTOM events and objects without a threadId', () => {
    expect(parse({ type: 'CUSTOM', name: 'agora:whatever', value: {} })).toMatchObject({ kind: 'ignored' });
    expect(parse({ type: 'PING' })).toMatchObject({ kind: 'ignored' });
    expect(parse({ hello: 'world' })).toMatchObject({ kind: 'ignored' });
  });

  it('tells invalid JSON apart from JSON that is not an object, and refuses binary frames', () => {
    expect(parseClientFrame('{"threadId": ')).toEqual({ kind: 'invalid_json' });
    for (const text of ['[1,2]', '"threadId"', '5', 'null'])
      expect(parseClientFrame(text)).toMatchObject({ kind: 'refused' });
    expect(parseClientFrame(JSON.stringify(input), true)).toMatchObject({ kind: 'refused', reason: 'binary frame' });
  });
});
