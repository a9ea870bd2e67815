import { Session } from 'node:inspector/promises';
import { afterAll } from 'vitest';

let session: Session | undefined;

/**
 * Starts counting: await it at the top of a test file, before any test calls the code it measures. V8 puts its
 * block counters into a function when it first compiles it (lazily, on its first call), so code that already ran
 * is counted by its calls only. One session for the whole file: stopping would drop the counters.
 */
export async function startCountingWork(): Promise<Session> {
  if (session) return session;
  session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: true });
  const counting = session;
  // Counters slow every function down: the next test file in this worker runs without them.
  afterAll(async () => {
    await counting.post('Profiler.stopPreciseCoverage');
    counting.disconnect();
    session = undefined;
  });
  return session;
}

/**
 * How much JavaScript `run` executes, counted rather than timed: V8's precise block coverage counts every
 * function call and every block executed in the scripts whose URL matches `scripts` (test files never count),
 * and their sum is the work done. Deterministic, so a test can compare two input sizes without a clock (a busy
 * machine changes nothing).
 * Work done inside built-ins (a regex, `indexOf`) counts as the one call that started it.
 */
async function countWork(run: () => unknown, scripts: RegExp): Promise<number> {
  const profiler = await startCountingWork();
  await profiler.post('Profiler.takePreciseCoverage'); // resets the counters
  run();
  const { result } = await profiler.post('Profiler.takePreciseCoverage');
  let work = 0;
  for (const script of result) {
    if (!scripts.test(script.url) || /\.test\.tsx?$/.test(script.url)) continue;
    for (const fn of script.functions) for (const range of fn.ranges) work += range.count;
  }
  return work;
}

/**
 * How many times the work grows when the size grows `factor` times: about `factor` for linear work, its square
 * for quadratic. `run(size)` does the work for one size.
 * V8 adds block counters to a function only when it compiles it (its first call, or again after a collection
 * flushed its bytecode), so a function first run before counting began may gain them between two counts. A
 * growth is trusted only when the small size counts the same just before and just after the large one.
 */
export async function workGrowth(
  run: (size: number) => unknown,
  options: { size: number; factor: number; scripts: RegExp },
): Promise<number> {
  const count = (size: number) => countWork(() => run(size), options.scripts);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const before = await count(options.size);
    const large = await count(options.size * options.factor);
    const after = await count(options.size);
    // Nothing counted means the counters missed the code (a wrong `scripts`), not that it is free.
    if (before === 0 || large === 0) throw new Error(`no work counted in scripts matching ${options.scripts}`);
    if (before === after) return large / after;
  }
  throw new Error('the work counts did not settle: is the measured code deterministic?');
}
