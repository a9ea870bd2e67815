import { RunAgentInputSchema } from '@ag-ui/core/schemas';
import { describe, expect, it } from 'vitest';
import { buildRunInput } from './commands';

describe('buildRunInput', () => {
  it('is a valid AG-UI RunAgentInput carrying only the new message and the userId', () => {
    const input = buildRunInput({ threadId: 't', runId: 'r', clientId: 'c', text: 'Hallo', userId: 'koen' });
    const parsed = RunAgentInputSchema.parse(input);
    expect(parsed.messages).toEqual([{ id: 'c', role: 'user', content: 'Hallo' }]);
    expect(parsed).toMatchObject({ threadId: 't', runId: 'r', userId: 'koen' });
  });
});
