import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapGet } from '../lib/persistent/persistent-map';
import { steps, toSessionInputs } from '../testing/arbitraries';
import { feed, timelineIds } from '../testing/feed';
import { isJson, runChecked } from '../testing/invariants';
import { selectAgentState } from './selectors';

// Bounded for `npm test` (a new seed every run); `npm run fuzz` and FUZZ_RUNS run it longer.
const numRuns = Number(process.env.FUZZ_RUNS) || 4_000;
/** Most sequences are short (cheap, and most bugs need few steps); the rest are long enough to fill a cap-4 log. */
const longRuns = Math.ceil(numRuns * 0.25);
const shortRuns = numRuns - longRuns;
const cap = fc.constantFrom(4, 5000);

describe('reduceSession on arbitrary input sequences', () => {
  for (const [runs, length, msPerRun] of [
    [shortRuns, 12, 5],
    [longRuns, 60, 20],
  ] as const) {
    it(
      `keeps every invariant after every step (${runs} sequences of up to ${length} steps)`,
      () => {
        const property = fc.property(
          cap,
          steps(length),
          (c, generated) => void runChecked(toSessionInputs(generated), { cap: c }),
        );
        fc.assert(property, { numRuns: runs });
      },
      // A cap for a hung run, not a speed check: beside the journeys on two cores it once took 15 times its usual time.
      Math.max(60_000, runs * msPerRun * 12),
    );
  }
});

describe('reducer bugs the property found (shrunk by fast-check), now fixed', () => {
  const user = { type: 'local.user_message', clientId: 'c1', text: 'hoi', at: 1 };
  const call = (id: string) => ({ id, type: 'function', function: { name: 'search', arguments: '{}' } });

  it('a MESSAGES_SNAPSHOT echoing a queued message lists it once', () => {
    const state = feed([user, { type: 'MESSAGES_SNAPSHOT', messages: [{ id: 'c1', role: 'user', content: 'hoi' }] }]);
    expect(timelineIds(state)).toEqual(['message:c1']);
  });

  it('a MESSAGES_SNAPSHOT repeating a message id lists it once', () => {
    const state = feed([
      {
        type: 'MESSAGES_SNAPSHOT',
        messages: [
          { id: 'm3', role: 'activity', activityType: 'plan', content: {} },
          { id: 'm3', role: 'reasoning', content: '' },
        ],
      },
    ]);
    expect(timelineIds(state)).toEqual(['message:m3']);
  });

  it('a MESSAGES_SNAPSHOT naming a tool call in two messages lists it once', () => {
    const state = feed([
      {
        type: 'MESSAGES_SNAPSHOT',
        messages: [
          { id: 'm1', role: 'assistant', toolCalls: [call('t1')] },
          { id: 'm2', role: 'assistant', toolCalls: [call('t1')] },
        ],
      },
    ]);
    expect(timelineIds(state).filter((id) => id === 'toolCall:t1')).toHaveLength(1);
  });

  it('REST history naming a tool call twice lists it once', () => {
    const entry = { role: 'tool_call', tool_call_id: 't1', tool_name: 'search', content: '{}' };
    expect(timelineIds(feed([{ type: 'local.history', entries: [entry, entry], at: 1 }]))).toEqual(['toolCall:t1']);
  });

  it('REST history giving a result before its call lists the call once', () => {
    const entries = [
      { role: 'tool', tool_call_id: 't1', content: 'ok' },
      { role: 'tool_call', tool_call_id: 't1', tool_name: 'search', content: '{}' },
    ];
    expect(timelineIds(feed([{ type: 'local.history', entries, at: 1 }]))).toEqual(['toolCall:t1']);
  });

  it('re-queuing an id the session does not hold queues nothing', () => {
    const state = feed([{ type: 'local.requeued', clientId: 'c1', at: 1 }, user]);
    expect(state.queuedIds).toEqual(['c1']);
  });

  it('a STATE_DELTA copy neither writes into the previous state nor gets lost', () => {
    const before = feed([{ type: 'STATE_SNAPSHOT', snapshot: { a: { x: 1 } } }]);
    const after = feed([{ type: 'STATE_DELTA', delta: [{ op: 'copy', from: '/a', path: '/b' }] }], before);
    expect(selectAgentState(before)).toEqual({ a: { x: 1 } });
    expect(selectAgentState(after)).toEqual({ a: { x: 1 }, b: { x: 1 } });
  });

  it('an ACTIVITY_DELTA copy does not write into the previous content', () => {
    const before = feed([{ type: 'ACTIVITY_SNAPSHOT', messageId: 'p', activityType: 'plan', content: { a: 1 } }]);
    feed(
      [
        {
          type: 'ACTIVITY_DELTA',
          messageId: 'p',
          activityType: 'plan',
          patch: [{ op: 'copy', from: '/a', path: '/b' }],
        },
      ],
      before,
    );
    expect(mapGet(before.messages, 'p')?.content).toEqual({ a: 1 });
  });

  it('a STATE_DELTA moving the root into itself fails (RFC 6902 §4.4) instead of making the state cyclic', () => {
    const state = feed([{ type: 'STATE_DELTA', delta: [{ op: 'move', from: '', path: '/list' }] }]);
    expect(isJson(selectAgentState(state))).toBe(true);
    expect(state.stateDiverged).toBeDefined();
  });
});
