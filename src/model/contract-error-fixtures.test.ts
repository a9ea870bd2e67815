import { describe, expect, it } from 'vitest';
import { listToArray } from '../lib/persistent/persistent-list';
import { mapGet } from '../lib/persistent/persistent-map';
import { replay } from '../testing/contract-replay';
import { feed, logNotes, timelineIds } from '../testing/feed';
import { contractFixtures } from '../testing/fixtures/contract-fixtures';

const { runError, moderation } = contractFixtures;

describe('run error', () => {
  const message = 'Error processing message: LLM rate limit exceeded';

  it('keeps the error (message and code) and the error status after RUN_FINISHED', () => {
    const state = replay(runError);
    expect(state.run).toMatchObject({
      status: 'error',
      runId: 'run-error-001',
      error: { message, code: 'processing_error' },
      finishedAt: 1705318200600,
    });
    expect(state.run.step).toBeUndefined();
    expect(state.currentAgent).toBe('general-agent');
    const [user, notice, ...rest] = listToArray(state.timeline);
    expect(rest).toEqual([]);
    expect(user).toEqual({ kind: 'message', id: 'user-1' });
    expect(notice?.kind).toBe('notice');
    expect(mapGet(state.notices, notice?.id ?? '')).toMatchObject({
      kind: 'run_error',
      message,
      code: 'processing_error',
      at: 1705318200500,
      causedBy: 'user-1',
    });
  });

  it('does not flag the RUN_FINISHED the contract always sends after RUN_ERROR', () => {
    expect(logNotes(feed(runError.serverEvents))).toEqual([]);
  });
});

describe('moderation', () => {
  const message = 'Your message contains prohibited content and cannot be processed';
  const details = { reason: 'content_policy_violation', category: 'inappropriate_language' };

  it('shows the agora:error as a notice, without failing the run', () => {
    const state = feed(moderation.serverEvents);
    const [notice, ...rest] = listToArray(state.timeline);
    expect(rest).toEqual([]);
    expect(mapGet(state.notices, notice?.id ?? '')).toEqual({
      id: notice?.id,
      kind: 'agora_error',
      code: 'moderation_violation',
      message,
      details,
      at: 1,
      causedBy: undefined,
    });
    expect(state.run).toMatchObject({ status: 'finished', runId: 'run-mod-001' });
    expect(state.run.error).toBeUndefined();
    expect(logNotes(state)).toEqual([]);
  });

  it('flags the message the inspector typed', () => {
    const state = replay(moderation);
    const [user, notice] = listToArray(state.timeline);
    expect(timelineIds(state)).toHaveLength(2);
    expect(user).toEqual({ kind: 'message', id: 'user-1' });
    expect(mapGet(state.messages, 'user-1')).toMatchObject({
      text: '[inappropriate content]',
      delivery: 'sent',
      flaggedBy: { errorCode: 'moderation_violation', message },
    });
    expect(mapGet(state.notices, notice?.id ?? '')).toMatchObject({
      kind: 'agora_error',
      code: 'moderation_violation',
      details,
      causedBy: 'user-1',
      at: 1705318200100,
    });
  });
});
