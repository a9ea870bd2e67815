import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

// `npm test`: every check, in stages that keep both cores busy. The single-threaded checks and the one production
// build run beside the unit tests; the bundle check then measures that build, and the journeys run on it last.
// A stage runs all its tasks to the end, so every failure in it is shown; a failed stage stops the run.

interface Task {
  name: string;
  command: string[];
  /** Streamed as it comes (long stages); otherwise printed whole when the task ends, so outputs never mix. */
  stream?: boolean;
}

const npm = (script: string): Task => ({ name: script, command: ['npm', 'run', '--silent', script] });
const stages: Task[][] = [
  [
    { ...npm('test:unit'), stream: true },
    npm('lint:eslint'),
    npm('typecheck'),
    npm('lint:prettier'),
    npm('lint:waits'),
    npm('build:e2e'),
    { name: 'browser', command: ['node_modules/.bin/tsx', 'scripts/ensure-browser.ts'] },
  ],
  [{ name: 'bundle budget', command: ['node_modules/.bin/tsx', 'scripts/bundle-budget.ts', 'dist-e2e'] }],
  [{ name: 'e2e', command: ['node_modules/.bin/playwright', 'test'], stream: true }],
];

interface Outcome {
  name: string;
  code: number;
  seconds: number;
}

function run(task: Task): Promise<Outcome> {
  const started = performance.now();
  const [command, ...args] = task.command;
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

const outcomes: Outcome[] = [];
const began = performance.now();
for (const stage of stages) {
  const results = await Promise.all(stage.map(run));
  outcomes.push(...results);
  if (results.some((result) => result.code !== 0)) break;
}
const failed = outcomes.filter((outcome) => outcome.code !== 0);
console.log(
  `\nnpm test: ${((performance.now() - began) / 1000).toFixed(0)} s — ${outcomes
    .map((o) => `${o.name} ${o.seconds.toFixed(0)} s${o.code ? ' FAILED' : ''}`)
    .join(', ')}`,
);
process.exit(failed.length ? 1 : 0);
