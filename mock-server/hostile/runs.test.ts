import { describe, expect, it } from 'vitest';
import { sequentialIds } from '../../scenarios/script';
import { hostileScenario } from './registry';
import { FLOOD_DELTAS, floodEnd, floodText } from './runs';
import { survivedText } from './scenario';

const turn = () => ({ threadId: 'thread-h', runId: 'run-h', ids: sequentialIds() });
const eventsOf = (name: string) =>
  (hostileScenario(name).run?.(turn()) ?? []).map(
    (frame) => JSON.parse(frame.kind === 'text' ? frame.text : '{}') as Record<string, unknown>,
  );

describe('the run attacks', () => {
  it('run-finished-without-start: the answer and RUN_FINISHED with the run asked for, never RUN_STARTED', () => {
    const events = eventsOf('run-finished-without-start');
    expect(events.map((event) => event.type)).not.toContain('RUN_STARTED');
    expect(events.at(-1)).toMatchObject({ type: 'RUN_FINISHED', runId: 'run-h' });
    expect(events.filter((event) => event.delta === survivedText('run-finished-without-start'))).toHaveLength(1);
  });

  it(`delta-flood: ${FLOOD_DELTAS} one-character deltas of one message, ending on its mark`, () => {
    const events = eventsOf('delta-flood');
    const flood = events.filter((event) => event.type === 'TEXT_MESSAGE_CONTENT' && event.messageId === 'msg-1');
    expect(flood).toHaveLength(FLOOD_DELTAS);
    expect(flood.every((event) => String(event.delta).length === 1)).toBe(true);
    expect(flood.map((event) => event.delta).join('')).toBe(floodText());
    expect(floodText().endsWith(floodEnd)).toBe(true);
    expect(floodText(30)).toHaveLength(30);
    const once = eventsOf('delta-flood-one-delta').filter((event) => event.type === 'TEXT_MESSAGE_CONTENT');
    expect(once.map((event) => event.delta)).toEqual([floodText(), survivedText('delta-flood-one-delta')]);
  });
});
