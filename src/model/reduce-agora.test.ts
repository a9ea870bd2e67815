import { describe, expect, it } from 'vitest';
import { listToArray } from '../lib/persistent/persistent-list';
import { mapGet } from '../lib/persistent/persistent-map';
import { feed, logNotes, timelineIds } from '../testing/feed';
import { selectPendingApprovals } from './selectors';

const custom = (name: string, value: unknown) => ({ type: 'CUSTOM', name, value });
const request = (approvalId: string, riskLevel = 'high') =>
  custom('agora:tool_approval_request', {
    approvalId,
    toolName: 'generate_final_report',
    toolDescription: 'Rapport',
    parameters: { id: 1 },
    reasoning: 'Gevraagd',
    riskLevel,
  });

describe('approval requests', () => {
  it('queues pending approvals in arrival order, one per approvalId', () => {
    const state = feed([request('a'), request('b', 'critical'), request('a')]);
    expect(selectPendingApprovals(state).map((approval) => approval.approvalId)).toEqual(['a', 'b']);
    expect(logNotes(state)).toContain('approval-duplicate a');
    expect(mapGet(state.approvals, 'b')?.request.riskLevel).toBe('critical');
  });

  it('records a decision once and leaves the queue', () => {
    const pending = feed([request('a')]);
    const decided = feed(
      [{ type: 'local.approval_decision', approvalId: 'a', approved: false, feedback: 'Nog niet', at: 7 }],
      pending,
    );
    expect(mapGet(decided.approvals, 'a')).toMatchObject({
      status: 'rejected',
      feedback: 'Nog niet',
      decidedAt: 7,
      delivery: 'queued',
    });
    expect(selectPendingApprovals(decided)).toEqual([]);
    expect(feed([{ type: 'local.approval_decision', approvalId: 'a', approved: true, at: 8 }], decided)).toBe(decided);
    expect(feed([request('a')], decided).approvals).toBe(decided.approvals);
  });

  it('rejects a malformed request visibly instead of opening anything', () => {
    const state = feed([custom('agora:tool_approval_request', { toolName: 'x' })]);
    expect(selectPendingApprovals(state)).toEqual([]);
    expect(logNotes(state)[0]).toBe('invalid-value agora:tool_approval_request');
  });
});

describe('agora:error', () => {
  it('adds a notice and flags the user message that caused it during a run', () => {
    const state = feed([
      { type: 'local.user_message', clientId: 'u1', text: 'scheldwoord', at: 1 },
      { type: 'RUN_STARTED', threadId: 't', runId: 'r' },
      custom('agora:error', {
        errorCode: 'moderation_violation',
        message: 'Niet toegestaan',
        details: { reason: 'profanity' },
      }),
      { type: 'RUN_FINISHED', threadId: 't', runId: 'r' },
    ]);
    expect(mapGet(state.messages, 'u1')?.flaggedBy).toEqual({
      errorCode: 'moderation_violation',
      message: 'Niet toegestaan',
    });
    const noticeId = timelineIds(state)[1]!.slice('notice:'.length);
    expect(mapGet(state.notices, noticeId)).toMatchObject({
      kind: 'agora_error',
      code: 'moderation_violation',
      details: { reason: 'profanity' },
      causedBy: 'u1',
    });
    expect(state.run.status).toBe('finished');
  });

  it('outside a run flags nothing', () => {
    const state = feed([
      { type: 'local.user_message', clientId: 'u1', text: 'x', at: 1 },
      custom('agora:error', { errorCode: 'unknown_approval', message: 'Onbekend' }),
    ]);
    expect(mapGet(state.messages, 'u1')?.flaggedBy).toBeUndefined();
  });
});

describe('spoken text', () => {
  it('keeps a spoken stream beside the written one, even when it starts first', () => {
    const state = feed([
      custom('agora:spoken_text_content', { messageId: 'm', delta: 'Goede' }),
      custom('agora:spoken_text_start', { messageId: 'm', role: 'assistant' }),
      { type: 'TEXT_MESSAGE_START', messageId: 'm', role: 'assistant' },
      custom('agora:spoken_text_content', { messageId: 'm', delta: 'morgen.' }),
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm', delta: '**Goedemorgen**' },
      custom('agora:spoken_text_end', { messageId: 'm' }),
    ]);
    expect(mapGet(state.spoken, 'm')).toEqual({
      messageId: 'm',
      text: 'Goedemorgen.',
      status: 'complete',
      aheadOfText: true,
    });
    expect(listToArray(state.spokenOrder)).toEqual(['m']);
    expect(mapGet(state.messages, 'm')?.text).toBe('**Goedemorgen**');
  });

  it('ends a stream with its error and ignores what follows', () => {
    const state = feed([
      custom('agora:spoken_text_start', { messageId: 'm' }),
      custom('agora:spoken_text_error', { messageId: 'm', message: 'TTS offline' }),
      custom('agora:spoken_text_content', { messageId: 'm', delta: 'x' }),
    ]);
    expect(mapGet(state.spoken, 'm')).toMatchObject({ status: 'error', error: 'TTS offline', text: '' });
  });

  it('notes a spoken event with a bad value', () => {
    expect(logNotes(feed([custom('agora:spoken_text_content', { delta: 'x' })]))[0]).toBe(
      'invalid-value agora:spoken_text_content',
    );
  });
});
