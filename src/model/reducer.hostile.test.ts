import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listToArray } from '../lib/persistent/persistent-list';
import { hostileKinds, hostileRun, smallSizes, type HostileFrame } from '../testing/hostile-frames';
import { deepJsonText } from '../testing/hostile-json';
import { runHostile } from '../testing/hostile-run';

// Bounded for `npm test`: small values of every shape; `npm run fuzz` sends issue 34's sizes (100,000 deep, wide, MBs).
const ids = { threadId: 'thread-1', runId: 'r1' };
const runsPerKind = Number(process.env.FUZZ_RUNS) ? Math.ceil(Number(process.env.FUZZ_RUNS) / 40) : 40;

describe('hostile text frames through parseFrame and reduceSession', () => {
  it.each(hostileKinds)('%s frames: nothing throws and every invariant holds after every frame', (kind) => {
    fc.assert(
      fc.property(hostileRun(smallSizes, ids, { kinds: [kind] }), (frames) => void runHostile(frames)),
      { numRuns: runsPerKind },
    );
  });

  it('all kinds mixed in one run', () => {
    fc.assert(
      fc.property(hostileRun(smallSizes, ids, { maxPieces: 12 }), (frames) => void runHostile(frames)),
      { numRuns: runsPerKind },
    );
  });

  it('a state 100,000 levels deep, then a patch: the run goes on to its text and its end', () => {
    const frame = (kind: HostileFrame['kind'], text: string): HostileFrame => ({ kind, label: 'deep state', text });
    const state = runHostile([
      frame('lifecycle', JSON.stringify({ type: 'RUN_STARTED', ...ids })),
      frame('deep', `{"type":"STATE_SNAPSHOT","snapshot":{"deep":${deepJsonText(100_000, 'mixed')}}}`),
      frame('deep', '{"type":"STATE_DELTA","delta":[{"op":"add","path":"/after","value":1}]}'),
      frame('context', '{"type":"TEXT_MESSAGE_START","messageId":"m1","role":"assistant"}'),
      frame('context', '{"type":"TEXT_MESSAGE_CONTENT","messageId":"m1","delta":"verder"}'),
      frame('context', '{"type":"TEXT_MESSAGE_END","messageId":"m1"}'),
      frame('lifecycle', JSON.stringify({ type: 'RUN_FINISHED', ...ids })),
    ]);
    expect(state.run.status).toBe('finished');
    expect(listToArray(state.timeline).some((item) => item.id === 'm1')).toBe(true);
  });
});
