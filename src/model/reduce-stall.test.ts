import { describe, expect, it } from 'vitest';
import { feed } from '../testing/feed';

const running = [
  { type: 'local.connection', status: 'open', at: 1 },
  { type: 'RUN_STARTED', threadId: 'thread-1', runId: 'r1' },
];
const stalled = { type: 'local.stalled', since: 5, at: 9 };

describe('local.stalled', () => {
  it('marks a running, connected run as silent since the given time', () => {
    expect(feed([...running, stalled]).stalledSince).toBe(5);
  });

  it('is ignored when no run is going or the socket is not open', () => {
    expect(feed([stalled]).stalledSince).toBeUndefined();
    expect(feed([running[1], stalled]).stalledSince).toBeUndefined();
  });

  it('is cleared by the next frame, even a rejected one, and by a connection change', () => {
    expect(
      feed([...running, stalled, { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm', delta: 'x' }]).stalledSince,
    ).toBeUndefined();
    expect(feed([...running, stalled, { type: 'NOT_AN_EVENT' }]).stalledSince).toBeUndefined();
    expect(
      feed([...running, stalled, { type: 'local.connection', status: 'reconnecting', at: 10 }]).stalledSince,
    ).toBeUndefined();
  });
});
