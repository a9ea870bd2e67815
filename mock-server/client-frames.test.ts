import { describe, expect, it } from 'vitest';
import { parseClientFrame } from './client-frames';

describe('parseClientFrame', () => {
  it('takes the last user message of a RunAgentInput, with the AGORA userId', () => {
    const frame = JSON.stringify({
      threadId: 't',
      runId: 'r',
      userId: 'sanne',
      messages: [
        { role: 'user', content: 'eerste' },
        { role: 'assistant', content: 'antwoord' },
        { role: 'user', content: [{ type: 'text', text: 'tweede ' }, { type: 'image', url: 'x' }, { type: 'text', text: 'vraag' }] },
      ],
      tools: [],
      context: [],
      state: {},
      forwardedProps: {},
    });
    expect(parseClientFrame(frame)).toEqual({ kind: 'run', threadId: 't', runId: 'r', userId: 'sanne', userText: 'tweede vraag' });
  });

  it('reads an approval answer', () => {
    const frame = JSON.stringify({ type: 'CUSTOM', name: 'agora:tool_approval_response', value: { approvalId: 'a', approved: false, feedback: 'nee' } });
    expect(parseClientFrame(frame)).toEqual({ kind: 'approval', response: { approvalId: 'a', approved: false, feedback: 'nee' } });
  });

  it('explains what is wrong with a RunAgentInput', () => {
    const frame = parseClientFrame(JSON.stringify({ threadId: '', messages: [] }));
    expect(frame).toMatchObject({ kind: 'invalid', details: { issues: [{ path: 'threadId' }, { path: 'messages' }] } });
  });
});
