import { describe, expect, it } from 'vitest';
import { feed } from '../testing/feed';
import { logEntries } from './event-log';

describe('local.rest_failed', () => {
  it('writes the technical cause of a failed REST call to the event log, as a client fact', () => {
    const state = feed([
      {
        type: 'local.rest_failed',
        request: 'PUT /sessions/a',
        kind: 'network',
        cause: 'Server unreachable: Failed to fetch',
        at: 7,
      },
    ]);
    expect(logEntries(state.eventLog).at(-1)).toMatchObject({
      direction: 'client',
      type: 'CLIENT:rest_failed',
      at: 7,
      payload: { request: 'PUT /sessions/a', kind: 'network', cause: 'Server unreachable: Failed to fetch' },
      note: 'PUT /sessions/a: Server unreachable: Failed to fetch',
    });
  });
});
