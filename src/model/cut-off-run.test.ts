import { describe, expect, it } from 'vitest';
import { mapGet } from '../lib/persistent/persistent-map';
import { feed } from '../testing/feed';
import type { HistoryEntryLike } from './history';

const cutOffRun = [
  { type: 'local.user_message', clientId: 'q', text: 'Wat kun je allemaal?', at: 1 },
  { type: 'local.sent', clientId: 'q', payload: {}, at: 2, size: 2 },
  { type: 'RUN_STARTED', threadId: 'thread-1', runId: 'r1' },
  { type: 'STEP_STARTED', stepName: 'routing' },
  { type: 'local.connection', status: 'reconnecting', at: 3 },
  { type: 'local.connection', status: 'open', at: 4 },
];
const history = (entries: HistoryEntryLike[]) => ({ type: 'local.history', entries, at: 5 });

describe('a run the connection cut off, reconciled from the history', () => {
  it('before the history is in, the run reads as interrupted', () => {
    expect(feed(cutOffRun).run.status).toBe('interrupted');
  });

  it('with no answer in the history: the question is marked as having lost its answer, and the run is over', () => {
    const state = feed([...cutOffRun, history([{ role: 'user', content: 'Wat kun je allemaal?' }])]);
    expect(state.run.status).toBe('idle');
    expect(mapGet(state.messages, 'thread-1-h0')).toMatchObject({ text: 'Wat kun je allemaal?', answerLost: true });
  });

  it('when the history cannot be read, the run is over all the same and a question without an answer is marked', () => {
    const failed = { type: 'local.history_failed', message: 'Failed to fetch', kind: 'network', at: 5 };
    const state = feed([...cutOffRun, failed]);
    expect(state.run.status).toBe('idle');
    expect(mapGet(state.messages, 'q')).toMatchObject({ answerLost: true });
    const answered = feed([
      ...cutOffRun.slice(0, 4),
      { type: 'TEXT_MESSAGE_START', messageId: 'a', role: 'assistant' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'a', delta: 'Ik kan' },
      ...cutOffRun.slice(4),
      failed,
    ]);
    expect(answered.run.status).toBe('idle');
    expect(mapGet(answered.messages, 'q')?.answerLost).toBeUndefined();
  });

  it('when the server did not even store the question, it stays (not stored) and is marked too', () => {
    const state = feed([...cutOffRun, history([])]);
    expect(mapGet(state.messages, 'q')).toMatchObject({ unconfirmed: true, answerLost: true });
  });

  it('with an answer in the history: no mark, and the run is over', () => {
    const state = feed([
      ...cutOffRun,
      history([
        { role: 'user', content: 'Wat kun je allemaal?' },
        { role: 'assistant', content: 'Ik heb je vraag ontvangen.' },
      ]),
    ]);
    expect(state.run.status).toBe('idle');
    expect(mapGet(state.messages, 'thread-1-h0')?.answerLost).toBeUndefined();
  });

  it('a history loaded without a cut-off run marks nothing', () => {
    const state = feed([history([{ role: 'user', content: 'Wat kun je allemaal?' }])]);
    expect(mapGet(state.messages, 'thread-1-h0')?.answerLost).toBeUndefined();
    expect(state.run.status).toBe('idle');
  });

  it('asking again takes the mark away, once', () => {
    const lost = feed([...cutOffRun, history([{ role: 'user', content: 'Wat kun je allemaal?' }])]);
    const asked = feed([{ type: 'local.asked_again', messageId: 'thread-1-h0', at: 6 }], lost);
    expect(mapGet(asked.messages, 'thread-1-h0')?.answerLost).toBeUndefined();
    expect(feed([{ type: 'local.asked_again', messageId: 'thread-1-h0', at: 7 }], asked)).toBe(asked);
  });
});
