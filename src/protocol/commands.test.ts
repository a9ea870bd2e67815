import { CustomEventSchema, RunAgentInputSchema } from '@ag-ui/core/schemas';
import { describe, expect, it } from 'vitest';
import { buildApprovalResponse, buildRunInput } from './commands';

describe('buildRunInput', () => {
  it('is a valid AG-UI RunAgentInput carrying only the new message and the userId', () => {
    const input = buildRunInput({ threadId: 't', runId: 'r', clientId: 'c', text: 'Hallo', userId: 'koen' });
    const parsed = RunAgentInputSchema.parse(input);
    expect(parsed.messages).toEqual([{ id: 'c', role: 'user', content: 'Hallo' }]);
    expect(parsed).toMatchObject({ threadId: 't', runId: 'r', userId: 'koen' });
  });
});

describe('buildApprovalResponse', () => {
  it('is a valid CUSTOM event in the contract’s shape', () => {
    const frame = buildApprovalResponse('appr-1', false, 'Nog niet');
    expect(CustomEventSchema.parse(frame)).toEqual({ type: 'CUSTOM', name: 'agora:tool_approval_response', value: { approvalId: 'appr-1', approved: false, feedback: 'Nog niet' } });
    expect(buildApprovalResponse('appr-1', true).value).toEqual({ approvalId: 'appr-1', approved: true });
  });
});
