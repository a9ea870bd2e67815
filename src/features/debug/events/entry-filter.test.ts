import type { AGUIEvent } from '@ag-ui/core';
import { describe, expect, it } from 'vitest';
import type { Direction, EventLogEntry } from '../../../model/event-log';
import { buildRunInput } from '../../../protocol/commands';
import { createMatcher, isFiltering, noFilter, searchText, typesPresent } from './entry-filter';

type Over = Partial<Pick<EventLogEntry, 'type' | 'annotations'>> & {
  direction?: Direction;
  payload?: unknown;
  rejection?: string;
};

/** An entry of the kind its fields say: rejected with a rejection, sent going out, else an event (any payload). */
const entry = ({ direction = 'in', payload = {}, rejection, ...over }: Over): EventLogEntry => {
  const base = { seq: 1, at: 0, type: 'RUN_STARTED', size: 1, ...over };
  if (rejection !== undefined) return { ...base, direction: 'in', kind: 'rejected', payload, rejection };
  if (direction === 'out') {
    const run = buildRunInput({ threadId: 't', runId: 'r1', clientId: 'c1', text: 'hoi', userId: 'u' });
    return { ...base, direction, kind: 'sent', payload: run };
  }
  // The filter reads any payload as JSON; these tests give it shapes no validated event has.
  return { ...base, direction: 'in', kind: 'event', payload: payload as AGUIEvent };
};

describe('createMatcher', () => {
  const started = entry({ payload: { type: 'RUN_STARTED', runId: 'Run-42' } });
  const rejected = entry({ type: 'REJECTED', payload: { type: 'NOPE' }, rejection: 'unknown event type "NOPE"' });
  const noted = entry({ type: 'TOOL_CALL_END', annotations: [{ rule: 'end-without-start', subject: 't9' }] });
  const sent = entry({ direction: 'out', type: 'RunAgentInput' });

  it('matches everything without a filter', () => {
    const all = createMatcher(noFilter);
    expect([started, rejected, noted, sent].every(all)).toBe(true);
    expect(isFiltering(noFilter)).toBe(false);
  });

  it('filters by type and direction', () => {
    expect([started, rejected, noted, sent].filter(createMatcher({ ...noFilter, type: 'REJECTED' }))).toEqual([
      rejected,
    ]);
    expect([started, rejected, noted, sent].filter(createMatcher({ ...noFilter, direction: 'out' }))).toEqual([sent]);
  });

  it('keeps only rejected frames and broken rules, not notes, with "only problems"', () => {
    const info = entry({ annotations: [{ rule: 'custom-unhandled', subject: 'x' }] });
    const problems = createMatcher({ ...noFilter, problems: true });
    expect([started, rejected, noted, sent, info].filter(problems)).toEqual([rejected, noted]);
    expect(isFiltering({ ...noFilter, problems: true })).toBe(true);
  });

  it('searches type, note, rejection and payload, ignoring case', () => {
    const search = (query: string) => [started, rejected, noted, sent].filter(createMatcher({ ...noFilter, query }));
    expect(search('run-42')).toEqual([started]);
    expect(search('unknown event')).toEqual([rejected]);
    expect(search('END-WITHOUT-START t9')).toEqual([noted]);
    expect(search('agentinput')).toEqual([sent]);
    expect(search('   ')).toHaveLength(4);
  });

  it('builds an entry’s search text once', () => {
    let serialized = 0;
    const big = entry({ payload: { toJSON: () => (serialized++, 'Payload') } });
    expect(searchText(big)).toContain('"payload"');
    searchText(big);
    expect(serialized).toBe(1);
  });
});

describe('typesPresent', () => {
  it('lists each type once, sorted', () => {
    expect(
      typesPresent([entry({ type: 'B' }), entry({ type: 'REJECTED' }), entry({ type: 'B' }), entry({ type: 'A' })]),
    ).toEqual(['A', 'B', 'REJECTED']);
  });
});
