import { fuzzApp } from './fuzz-app';
import { hasGc, heapMb, mb } from './fuzz-heap';
import { fuzzHostile } from './fuzz-hostile';
import { parseFuzzOptions, type FuzzStage } from './fuzz-options';
import { fuzzLongSequence, fuzzProperty } from './fuzz-reducer';
import { printFailures, type Failure } from './fuzz-report';

/*
 * `npm run fuzz`: the session reducer on random input sequences and on hostile text frames (deep, wide, huge,
 * malformed), then the rendered app under hostile runs for a fixed time. Options in scripts/fuzz-options.ts and the
 * README's "Fuzzing"; e.g. `npm run fuzz -- --seed 42 --app-seconds 120`, `--only hostile,app`.
 */

const options = parseFuzzOptions(process.argv.slice(2));
const stopping = new AbortController();
process.once('SIGINT', () => {
  stopping.abort();
  console.log('fuzz: stopping after this round…');
});

const began = performance.now();
const failures: Failure[] = [];
const seconds = () => ((performance.now() - began) / 1000).toFixed(1);

/** Runs one stage; a stage that throws is a failure, and the next stage still runs. */
async function stage(name: FuzzStage, title: string, run: () => Failure[] | Promise<Failure[]> | void) {
  if (!options.stages.has(name) || stopping.signal.aborted) return;
  console.log(`\n${title}`);
  try {
    failures.push(...((await run()) ?? []));
  } catch (error) {
    const what = error instanceof Error ? error.message : String(error);
    failures.push({ stage: name, what, reproduce: `npm run fuzz -- --only ${name} --seed ${options.seed}` });
  }
}

const start = heapMb();
console.log(`fuzz: seed ${options.seed}${hasGc() ? '' : ' (no --expose-gc: heap figures include garbage)'}`);
console.log(`heap at start: ${mb(start)}`);
await stage('reducer', `reducer: ${options.runs} sequences, then one of ${options.steps} inputs`, () => {
  fuzzProperty(options.runs, options.seed);
  fuzzLongSequence(options.steps, options.seed, start);
});
await stage('hostile', `reducer: ${options.hostileRuns} hostile runs per kind as text frames`, () =>
  fuzzHostile(options.hostileRuns, options.seed, options.kinds),
);
await stage(
  'app',
  `app: hostile runs for ${options.appSeconds} s on ports ${options.portBase}–${options.portBase + 1}`,
  () => fuzzApp(options, stopping.signal),
);

printFailures(failures, options.seed);
console.log(`\nfuzz: ${failures.length ? 'FAILED' : 'ok'} in ${seconds()} s (seed ${options.seed})`);
process.exit(failures.length ? 1 : 0);
