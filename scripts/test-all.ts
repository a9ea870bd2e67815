import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

// `npm test`: every check, in two chains side by side. The journeys wait on the app, the mock's pauses and the
// browser far more than they compute, so the static checks and the unit tests run beside them at a lower CPU
// priority and fill the idle time; the journeys keep most of the cores they need. A chain runs each step's tasks to the end,
// so every failure in it is shown; a failed step stops its own chain, never the other.

interface Task {
  name: string;
  command: string[];
  /** Streamed as it comes (the journeys); otherwise printed whole when the task ends, so outputs never mix. */
  stream?: boolean;
  /**
   * A lower CPU priority (`nice`): 19 for work with no clock (lint, types), which can wait for idle cores; less for
   * the unit tests, whose waits and caps would starve beside the journeys at 19 (a 0.8 s test hit its 30 s cap).
   */
  nice?: number;
}

const npm = (script: string, nice?: number): Task => ({
  name: script,
  command: ['npm', 'run', '--silent', script],
  ...(nice === undefined ? {} : { nice }),
});
const tsx = (name: string, script: string, ...args: string[]): Task => ({
  name,
  command: ['node_modules/.bin/tsx', script, ...args],
});

const journeys: Task[][] = [
  [npm('build:e2e'), tsx('browser', 'scripts/ensure-browser.ts')],
  [tsx('bundle budget', 'scripts/bundle-budget.ts', 'dist-e2e')],
  [{ name: 'e2e', command: ['node_modules/.bin/playwright', 'test'], stream: true }],
];
const checks: Task[][] = [
  [
    npm('test:unit', 5),
    npm('lint:eslint', 19),
    npm('typecheck', 19),
    npm('lint:prettier', 19),
    npm('lint:waits', 19),
    npm('lint:exports', 19),
    npm('lint:cycles', 19),
  ],
];

interface Outcome {
  name: string;
  code: number;
  seconds: number;
}

function run(task: Task): Promise<Outcome> {
  const started = performance.now();
  const [command, ...args] =
    task.nice === undefined ? task.command : ['nice', '-n', String(task.nice), ...task.command];
  const child = spawn(command!, args, { stdio: task.stream ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.once('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.once('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      const text = Buffer.concat(output).toString().trimEnd();
      if (!task.stream) console.log(`\n── ${task.name} (${seconds.toFixed(1)} s)${text ? `\n${text}` : ''}`);
      resolve({ name: task.name, code: code ?? (signal ? 1 : 0), seconds });
    });
  });
}

async function chain(steps: Task[][]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const step of steps) {
    const results = await Promise.all(step.map(run));
    outcomes.push(...results);
    if (results.some((result) => result.code !== 0)) break;
  }
  return outcomes;
}

const began = performance.now();
// The checks start once the app is built: the build is on the journeys' path, which ends last, while the checks
// ended 40 s before the journeys when they took CPU from the build too (measured).
const [build, ...afterBuild] = journeys;
const built = chain([build!]);
const outcomes = (
  await Promise.all([
    built.then(async (done) =>
      done.some((outcome) => outcome.code !== 0) ? done : [...done, ...(await chain(afterBuild))],
    ),
    built.then(() => chain(checks)),
  ])
).flat();
const failed = outcomes.filter((outcome) => outcome.code !== 0);
console.log(
  `\nnpm test: ${((performance.now() - began) / 1000).toFixed(0)} s — ${outcomes
    .map((o) => `${o.name} ${o.seconds.toFixed(0)} s${o.code ? ' FAILED' : ''}`)
    .join(', ')}`,
);
process.exit(failed.length ? 1 : 0);
