import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

// `npm test`: every check, in two chains side by side. The journeys wait on the app, the mock's pauses and the
// browser far more than they compute, so the static checks and the unit tests run beside them at a lower CPU
// priority and fill the idle time; the journeys keep the cores they need. A chain runs each step's tasks to the end,
// so every failure in it is shown; a failed step stops its own chain, never the other.

interface Task {
  name: string;
  command: string[];
  /** Streamed as it comes (the journeys); otherwise printed whole when the task ends, so outputs never mix. */
  stream?: boolean;
  /** Run at the lowest CPU priority: work that can wait for idle cores. */
  background?: boolean;
}

const npm = (script: string, background = true): Task => ({
  name: script,
  command: ['npm', 'run', '--silent', script],
  background,
});
const tsx = (name: string, script: string, ...args: string[]): Task => ({
  name,
  command: ['node_modules/.bin/tsx', script, ...args],
});

const journeys: Task[][] = [
  [npm('build:e2e', false), tsx('browser', 'scripts/ensure-browser.ts')],
  [tsx('bundle budget', 'scripts/bundle-budget.ts', 'dist-e2e')],
  [{ name: 'e2e', command: ['node_modules/.bin/playwright', 'test'], stream: true }],
];
const checks: Task[][] = [
  [npm('test:unit'), npm('lint:eslint'), npm('typecheck'), npm('lint:prettier'), npm('lint:waits')],
];

interface Outcome {
  name: string;
  code: number;
  seconds: number;
}

function run(task: Task): Promise<Outcome> {
  const started = performance.now();
  const [command, ...args] = task.background ? ['nice', '-n', '19', ...task.command] : task.command;
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
const outcomes = (await Promise.all([chain(journeys), chain(checks)])).flat();
const failed = outcomes.filter((outcome) => outcome.code !== 0);
console.log(
  `\nnpm test: ${((performance.now() - began) / 1000).toFixed(0)} s — ${outcomes
    .map((o) => `${o.name} ${o.seconds.toFixed(0)} s${o.code ? ' FAILED' : ''}`)
    .join(', ')}`,
);
process.exit(failed.length ? 1 : 0);
