import { describe, expect, it } from 'vitest';
import { feed, logNotes, messageText } from '../testing/feed';

/* A server that never sends RUN_STARTED: the run begins with its answer or its end, and its end is marked. */

const sent = (runId: string) => ({
  type: 'local.sent',
  clientId: `c-${runId}`,
  at: 1,
  size: 10,
  payload: { threadId: 'thread-1', runId, messages: [], tools: [], context: [], state: {}, forwardedProps: {} },
});
const text = (messageId: string, delta: string) => [
  { type: 'TEXT_MESSAGE_START', messageId, role: 'assistant' },
  { type: 'TEXT_MESSAGE_CONTENT', messageId, delta },
  { type: 'TEXT_MESSAGE_END', messageId },
];
const finish = (runId: string) => ({ type: 'RUN_FINISHED', threadId: 'thread-1', runId });

describe('a run without RUN_STARTED', () => {
  it('begins with its answer, answers the run awaited and is marked once, at its end', () => {
    const state = feed([sent('r1'), ...text('m1', 'Antwoord'), finish('r1')]);
    expect(messageText(state, 'm1')).toBe('Antwoord');
    expect(state.run).toMatchObject({ status: 'finished', runId: 'r1', startMissing: { answers: 'r1' } });
    expect(logNotes(state)).toEqual(['end-without-start r1']);
  });

  it('a second run without a start is no late end of the first: it finishes too, marked, no after-run-end', () => {
    const first = feed([sent('r1'), ...text('m1', 'Een'), finish('r1')]);
    const state = feed([sent('r2'), ...text('m2', 'Twee'), finish('r2')], first);
    expect(messageText(state, 'm2')).toBe('Twee');
    expect(state.run).toMatchObject({ status: 'finished', runId: 'r2', startMissing: { answers: 'r2' } });
    expect(logNotes(state)).toEqual(['end-without-start r1', 'end-without-start r2']);
  });

  it('a bare RUN_FINISHED (any runId) begins and ends the awaited run; RUN_ERROR does too', () => {
    const ended = feed([sent('r1'), finish('server-7')]);
    expect(ended.run).toMatchObject({ status: 'finished', runId: 'server-7', startMissing: { answers: 'r1' } });
    expect(logNotes(ended)).toEqual(['end-without-start server-7']);
    const failed = feed([sent('r2'), { type: 'RUN_ERROR', message: 'kapot' }], ended);
    expect(failed.run).toMatchObject({ status: 'error', startMissing: { answers: 'r2' } });
    expect(logNotes(failed).at(-1)).toBe('end-without-start r2');
  });

  it('with RUN_STARTED nothing changes: no mark, no startMissing', () => {
    const state = feed([
      sent('r1'),
      { type: 'RUN_STARTED', threadId: 'thread-1', runId: 'r1' },
      ...text('m1', 'Antwoord'),
      finish('r1'),
    ]);
    expect(state.run.startMissing).toBeUndefined();
    expect(logNotes(state)).toEqual([]);
  });

  it('nothing awaited: a late RUN_FINISHED for another run still changes nothing (noted)', () => {
    const first = feed([sent('r1'), { type: 'RUN_STARTED', threadId: 'thread-1', runId: 'r1' }, finish('r1')]);
    const state = feed([finish('r0')], first);
    expect(state.run).toMatchObject({ status: 'finished', runId: 'r1' });
    expect(logNotes(state)).toEqual(['run-not-current r0', 'after-run-end']);
  });

  it("after Stop the stopped run's leftovers stay hidden; an end naming the awaited run begins and ends it", () => {
    const running = feed([sent('r1'), { type: 'RUN_STARTED', threadId: 'thread-1', runId: 'r1' }, ...text('m1', 'a')]);
    const stopped = feed([{ type: 'local.stop', at: 2 }, sent('r2')], running);
    const leftovers = feed([{ type: 'TEXT_MESSAGE_CONTENT', messageId: 'm1', delta: 'rest' }], stopped);
    expect(leftovers.run).toMatchObject({ status: 'interrupted', runId: 'r1', awaiting: 'r2' });
    const state = feed([finish('r2')], leftovers);
    expect(state.run).toMatchObject({ status: 'finished', runId: 'r2', startMissing: { answers: 'r2' } });
    expect(logNotes(state).at(-1)).toBe('end-without-start r2');
  });
});
