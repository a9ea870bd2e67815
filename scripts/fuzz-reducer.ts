import fc from 'fast-check';
import { logEntries } from '../src/model/event-log';
import type { SessionInput } from '../src/model/session-input';
import { step, steps, toSessionInputs } from '../src/testing/arbitraries';
import { runChecked } from '../src/testing/invariants';
import { hasGc, heapMb, mb } from './fuzz-heap';

/* The reducer property run long, then one sequence of `steps` inputs with the event log's cap and the heap checked. */

const longCap = 1_000;
const heapBoundMb = 64;

/** One sequence of `count` inputs, generated lazily so only the reducer's state stays alive. */
function* longSequence(count: number, from: number): Generator<SessionInput> {
  const batch = 1_000;
  for (let done = 0, n = 0; done < count; done += batch, n += 1) {
    const generated = fc.sample(step, { numRuns: Math.min(batch, count - done), seed: from + n });
    yield* toSessionInputs(generated).map((input, i) => ({ ...input, at: done + i + 1 }));
  }
}

export function fuzzProperty(runs: number, seed: number): void {
  const began = performance.now();
  let done = 0;
  const every = Math.max(1, Math.floor(runs / 20));
  fc.assert(
    fc.property(fc.constantFrom(4, 5000), steps(60), (cap, generated) => {
      runChecked(toSessionInputs(generated), { cap });
      done += 1;
      if (done % every === 0)
        console.log(
          `  ${done}/${runs} sequences, ${((performance.now() - began) / 1000).toFixed(0)} s, heap ${mb(process.memoryUsage().heapUsed / 2 ** 20)}`,
        );
    }),
    { numRuns: runs, seed },
  );
}

/** Throws when the event log outgrows its cap or the heap (after gc) grew by more than the bound since `start`. */
export function fuzzLongSequence(steps: number, seed: number, start: number): void {
  const beforeLong = heapMb();
  const state = runChecked(longSequence(steps, seed), { cap: longCap, fullEvery: 100 });
  const logged = logEntries(state.eventLog).length;
  const end = heapMb();
  console.log(
    `one sequence of ${steps} inputs: log holds ${logged} entries (cap ${longCap}), ${state.eventLog.dropped} dropped`,
  );
  console.log(`heap at end: ${mb(end)} (before the long sequence ${mb(beforeLong)})`);
  if (logged > longCap) throw new Error(`the event log grew past its cap: ${logged} > ${longCap}`);
  if (hasGc() && end - start > heapBoundMb) throw new Error(`heap grew by ${mb(end - start)}, over ${heapBoundMb} MB`);
}
