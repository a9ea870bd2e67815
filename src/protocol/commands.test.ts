import { Ajv } from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import contractSchema from '../testing/fixtures/contract/messages.schema.json';
import ownSchema from './client-frames.schema.json';
import { buildApprovalResponse, buildRunInput } from './commands';

// v2.4.1 personas (`koen`) are not UUIDs; the v2.5.1 schema's `format: uuid` is for its users, so formats are not checked here.
const ajv = new Ajv({ allErrors: true, formats: { uuid: true, 'date-time': true } });
const sends = ajv.compile(ownSchema);
const contract = ajv.compile({ ...contractSchema, oneOf: undefined, $id: 'contract' });
const contractRunInput = ajv.getSchema('contract#/definitions/RunAgentInput')!;
const contractCustom = ajv.getSchema('contract#/definitions/CustomEvent')!;
const contractApproval = ajv.getSchema('contract#/definitions/ToolApprovalResponsePayload')!;

const id = fc.string({ minLength: 1, maxLength: 60 });
const text = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 400 });

describe('every frame the client can build', () => {
  it('is a RunAgentInput the contract and our own schema accept', () => {
    expect(contract).toBeTypeOf('function');
    fc.assert(
      fc.property(id, id, id, id, text, (threadId, runId, clientId, userId, content) => {
        const frame = buildRunInput({ threadId, runId, clientId, text: content, userId });
        expect(sends(frame), JSON.stringify(sends.errors)).toBe(true);
        expect(contractRunInput(frame), JSON.stringify(contractRunInput.errors)).toBe(true);
      }),
    );
  });

  it('is an approval answer the contract and our own schema accept', () => {
    fc.assert(
      fc.property(id, fc.boolean(), fc.option(text, { nil: undefined }), (approvalId, approved, feedback) => {
        const frame = buildApprovalResponse(approvalId, approved, feedback);
        expect(sends(frame), JSON.stringify(sends.errors)).toBe(true);
        expect(contractCustom(frame)).toBe(true);
        expect(contractApproval(frame.value), JSON.stringify(contractApproval.errors)).toBe(true);
      }),
    );
  });

  it('carries the new message, the userId and an object context, as the contract example does', () => {
    expect(buildRunInput({ threadId: 't', runId: 'r', clientId: 'c', text: 'Hallo', userId: 'koen' })).toEqual({
      threadId: 't',
      runId: 'r',
      userId: 'koen',
      messages: [{ id: 'c', role: 'user', content: 'Hallo' }],
      context: {},
    });
    expect(buildApprovalResponse('appr-1', true).value).toEqual({ approvalId: 'appr-1', approved: true });
  });

  it('would catch the frames a strict server refuses: AG-UI’s array context, no userId', () => {
    const frame = buildRunInput({ threadId: 't', runId: 'r', clientId: 'c', text: 'Hallo', userId: 'koen' });
    const { userId: _userId, ...withoutUser } = frame;
    for (const bad of [{ ...frame, context: [] }, withoutUser]) {
      expect(sends(bad)).toBe(false);
      expect(contractRunInput(bad)).toBe(false);
    }
  });
});
