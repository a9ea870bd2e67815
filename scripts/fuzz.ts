import fc from 'fast-check';
import { logEntries } from '../src/model/event-log';
import type { SessionInput } from '../src/model/session-input';
import { step, steps, toSessionInputs } from '../src/testing/arbitraries';
import { runChecked } from '../src/testing/invariants';

/* Long fuzzing of the session reducer: `npm run fuzz -- --runs 500000 --seed 42`. */

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at < 0 ? fallback : Number(process.argv[at + 1]);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`--${name} needs a whole number`);
  return value;
}

const runs = option('runs', 200_000);
const seed = option('seed', Date.now() % 2 ** 31);
const longSteps = option('steps', 100_000);
const longCap = 1_000;
const heapBoundMb = 64;

const gc = (globalThis as { gc?: () => void }).gc;
function heapMb(): number {
  gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
}
const mb = (value: number) => `${value.toFixed(1)} MB`;

/** One sequence of `count` inputs, generated lazily so only the reducer's state stays alive. */
function* longSequence(count: number, from: number): Generator<SessionInput> {
  const batch = 1_000;
  for (let done = 0, n = 0; done < count; done += batch, n += 1) {
    const generated = fc.sample(step, { numRuns: Math.min(batch, count - done), seed: from + n });
    yield* toSessionInputs(generated).map((input, i) => ({ ...input, at: done + i + 1 }));
  }
}

const start = heapMb();
console.log(`fuzz: ${runs} sequences, seed ${seed}${gc ? '' : ' (no --expose-gc: heap figures include garbage)'}`);
console.log(`heap at start: ${mb(start)}`);

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

const beforeLong = heapMb();
const state = runChecked(longSequence(longSteps, seed), { cap: longCap, fullEvery: 100 });
const logged = logEntries(state.eventLog).length;
const end = heapMb();
console.log(
  `one sequence of ${longSteps} inputs: log holds ${logged} entries (cap ${longCap}), ${state.eventLog.dropped} dropped`,
);
console.log(`heap at end: ${mb(end)} (before the long sequence ${mb(beforeLong)})`);

if (logged > longCap) throw new Error(`the event log grew past its cap: ${logged} > ${longCap}`);
if (gc && end - start > heapBoundMb) throw new Error(`heap grew by ${mb(end - start)}, over ${heapBoundMb} MB`);
console.log(`fuzz: ok in ${((performance.now() - began) / 1000).toFixed(1)} s`);
