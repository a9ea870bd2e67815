import fc from 'fast-check';
import { fuzzSizes, hostileKinds, hostileRun, type HostileKind } from '../src/testing/hostile-frames';
import { HostileFailure, runHostile } from '../src/testing/hostile-run';
import { keepFrames, listFrames, type Failure } from './fuzz-report';

/*
 * Hostile text frames of issue 34's sizes through parseFrame and reduceSession. Each kind's runs all play: a failure
 * is kept once per distinct reason (where it was thrown), so one known bug does not hide the next.
 */

const ids = { threadId: 'thread-1', runId: 'r1' };
/** A frame that takes longer than this to reduce would freeze the tab. */
const maxStepMs = 5_000;
/** One kind's runs stop after this. */
const kindLimitMs = 180_000;

/** The same reason thrown in the same file counts once, whatever the numbers (a depth, a line, a duration). */
const reasonKey = (failure: HostileFailure): string =>
  failure.reason.replace(/\(at .*?([\w.-]+\.tsx?):\d+:\d+\)+$/, '($1)').replace(/\d+/g, 'N');

type Found = Map<string, Failure>;

function fuzzKind(name: string, kinds: readonly HostileKind[], runs: number, seed: number, found: Found): void {
  const arbitrary = hostileRun(fuzzSizes, ids, { kinds });
  const before = found.size;
  const began = performance.now();
  let played = 0;
  for (; played < runs && performance.now() - began < kindLimitMs; played++) {
    const frames = fc.sample(arbitrary, { numRuns: 1, seed: seed + played })[0] ?? [];
    try {
      runHostile(frames, { maxStepMs });
    } catch (error) {
      if (!(error instanceof HostileFailure)) throw error;
      if (found.has(reasonKey(error))) continue;
      const file = keepFrames(`reducer-${name}-${seed}-run-${played}`, frames);
      found.set(reasonKey(error), {
        stage: 'reducer, hostile frames',
        what: `${name}, run ${played}, frame ${error.index + 1}: ${error.reason.slice(0, 1_000)}\n  the run:\n${listFrames(frames, error.index)}\n  all frames: ${file}`,
        reproduce: `npm run fuzz -- --only hostile --seed ${seed} --hostile-runs ${played + 1} --kinds ${kinds.join()}`,
      });
    }
  }
  const seconds = ((performance.now() - began) / 1000).toFixed(1);
  const news = found.size - before;
  console.log(
    `  ${name}: ${played} runs in ${seconds} s, ${news ? `${news} new distinct failure(s)` : 'no new failure'}`,
  );
}

export function fuzzHostile(runs: number, seed: number, kinds: readonly HostileKind[] = hostileKinds): Failure[] {
  const found: Found = new Map();
  for (const kind of kinds) fuzzKind(kind, [kind], runs, seed, found);
  if (kinds.length > 1) fuzzKind('mixed', kinds, runs, seed, found);
  return [...found.values()];
}
