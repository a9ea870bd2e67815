import os from 'node:os';
import { best, buildContext, timeBaseline, timeOurs, type Pipeline } from './measure';
import { afterHistoryStream, stateStream, textStream, toolArgsStream, type Stream } from './streams';
import { renderTable, usPerEvent, type Row } from './table';

interface Scenario {
  id: string;
  title: string;
  label: string;
  make: (size: number) => Stream;
  baselineSizes: readonly [number, number];
  /** How @ag-ui/client's run time grows with size, for predicting whether the larger size fits the budget. */
  growth: number;
  warmup: number;
}

const scenarios: Scenario[] = [
  {
    id: 'a',
    title: 'one assistant message of N ~8-char TEXT_MESSAGE_CONTENT deltas',
    label: 'N',
    make: textStream,
    baselineSizes: [10_000, 30_000],
    growth: 2.5,
    warmup: 1_000,
  },
  {
    id: 'b',
    title: '1,000 deltas into a new message after M complete messages',
    label: 'M',
    make: (m) => afterHistoryStream(m),
    baselineSizes: [1_000, 10_000],
    growth: 1,
    warmup: 100,
  },
  {
    id: 'c',
    title: '1,000 STATE_DELTA replace patches on a state of K keys',
    label: 'K',
    make: (k) => stateStream(k),
    baselineSizes: [100, 1_000],
    growth: 1,
    warmup: 50,
  },
  {
    id: 'd',
    title: 'one tool call of F TOOL_CALL_ARGS fragments',
    label: 'F',
    make: toolArgsStream,
    baselineSizes: [10_000, 30_000],
    growth: 2.5,
    warmup: 500,
  },
];

/** Baseline sizes are cut back when a run is predicted to take longer than this (wall clock, all reps). */
const baselineBudgetMs = 12_000;
/** Our context (e.g. M prior messages) is built untimed, but not beyond this. */
const contextBudgetMs = 15_000;
/** Ours repeats until `untilMs` of measured time (short runs are noisy), within these bounds. */
const oursReps = { min: 2, max: 9, untilMs: 1_000 };

const fmt = (n: number) => n.toLocaleString('en-US');
const wall = () => performance.now();

async function baselineReps(stream: Stream): Promise<{ ms: number; reps: number; wallMs: number }> {
  const start = wall();
  const first = await timeBaseline(stream, 1);
  const once = wall() - start;
  const reps = once > 2_000 ? 1 : once > 700 ? 2 : 3;
  const ms = reps === 1 ? first : Math.min(first, await timeBaseline(stream, reps - 1));
  return { ms, reps, wallMs: wall() - start };
}

function niceFloor(value: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(value));
  return Math.floor(value / magnitude) * magnitude;
}

async function runScenario(scenario: Scenario): Promise<void> {
  const notes: string[] = [];
  const warm = scenario.make(scenario.warmup);
  const warmContext = buildContext(warm)!;
  const warmState = timeOurs(warm, warmContext, false).state;
  timeOurs(warm, warmContext, true);
  await timeBaseline(warm, 1);
  if (scenario.id === 'd' && !JSON.stringify({ ...warmState, eventLog: null }).includes('call-1')) {
    notes.push('ours keeps no tool calls yet: TOOL_CALL_* events are only appended to the event log.');
  }

  const baseline = new Map<number, number>();
  const [small, plannedLarge] = scenario.baselineSizes;
  let large = plannedLarge;
  const first = await baselineReps(scenario.make(small));
  baseline.set(small, first.ms);
  const perRunWall = first.wallMs / first.reps;
  const predicted = perRunWall * (plannedLarge / small) ** scenario.growth;
  if (predicted > baselineBudgetMs) {
    large = Math.max(small, niceFloor(small * (baselineBudgetMs / perRunWall) ** (1 / scenario.growth)));
    notes.push(
      `@ag-ui/client at ${scenario.label} = ${fmt(plannedLarge)} would take ~${(predicted / 1000).toFixed(0)} s (extrapolated); largest size run is ${fmt(large)}.`,
    );
  }
  const reps = new Map<number, number>([[small, first.reps]]);
  if (large !== small) {
    const second = await baselineReps(scenario.make(large));
    baseline.set(large, second.ms);
    reps.set(large, second.reps);
  }

  const rows: Row[] = [];
  const oursSizes = [...new Set([small, large, large * 10])];
  for (const size of oursSizes) {
    const stream = scenario.make(size);
    const contextStart = wall();
    const context = buildContext(stream, contextStart + contextBudgetMs);
    if (context === undefined) {
      notes.push(
        `ours at ${scenario.label} = ${fmt(size)} skipped: replaying its ${fmt(stream.history.length)} context events took over ${contextBudgetMs / 1000} s.`,
      );
      continue;
    }
    if (stream.history.length > 0)
      notes.push(
        `ours at ${scenario.label} = ${fmt(size)}: context of ${fmt(stream.history.length)} events built untimed in ${fmt(Math.round(wall() - contextStart))} ms.`,
      );
    const base = baseline.get(size);
    const sizeLabel = `${scenario.label}=${fmt(size)}`;
    const add = (pipeline: Pipeline, ms: number) =>
      rows.push({
        scenario: scenario.id,
        size: sizeLabel,
        pipeline,
        events: stream.measured.length,
        ms,
        ratio: base === undefined || pipeline === '@ag-ui/client' ? undefined : base / ms,
      });
    for (const parse of [false, true]) {
      const times: number[] = [];
      while (
        times.length < oursReps.min ||
        (times.length < oursReps.max && times.reduce((a, b) => a + b, 0) < oursReps.untilMs)
      ) {
        times.push(timeOurs(stream, context, parse).ms);
      }
      add(parse ? 'ours+parse' : 'ours', best(times));
    }
    if (base !== undefined) add('@ag-ui/client', base);
  }

  console.log(`\n(${scenario.id}) ${scenario.title}`);
  console.log(renderTable(rows));
  const scaling = (['ours', 'ours+parse', '@ag-ui/client'] as const).map((pipeline) => {
    const own = rows.filter((row) => row.pipeline === pipeline);
    const us = own.map((row) => usPerEvent(row).toFixed(usPerEvent(row) < 10 ? 3 : 1));
    const growth = own.length > 1 ? usPerEvent(own[own.length - 1]!) / usPerEvent(own[0]!) : 1;
    return `${pipeline} ${us.join(' → ')} (largest ÷ smallest ×${growth.toFixed(1)})`;
  });
  console.log(
    `scaling (${scenario.id}), µs/event at ${oursSizes.map((size) => `${scenario.label}=${fmt(size)}`).join(' → ')}: ${scaling.join('; ')}`,
  );
  const repNote = [...reps].map(([size, n]) => `${scenario.label}=${fmt(size)} best of ${n}`).join(', ');
  notes.push(
    `times are the best run: ours of ${oursReps.min}–${oursReps.max} runs (until ${oursReps.untilMs / 1000} s measured); @ag-ui/client ${repNote}.`,
  );
  for (const note of notes) console.log(`  note: ${note}`);
}

const cpus = os.cpus();
console.log(`HAI client reducer vs @ag-ui/client 1.0.0 runAgent() pipeline — ${new Date().toISOString()}`);
console.log(
  `node ${process.version}, ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores, ${os.platform()} ${os.arch()}, NODE_ENV=${process.env.NODE_ENV ?? '(unset)'}`,
);
console.log('ours = reduceSession on pre-parsed frames; ours+parse = parseEvent (zod) + reduceSession per frame;');
console.log(
  '@ag-ui/client = AbstractAgent.runAgent() on a replayed rxjs Observable (enforce/zod, verify, defaultApplyEvents, message/state updates).',
);
console.log(
  'events = measured events only (context such as prior messages or the state snapshot is untimed or subtracted).',
);
console.log(
  '@ag-ui/client validates every event with zod too, so ours+parse is the like-for-like row. With NODE_ENV unset it skips its dev-only clone+freeze.',
);
const started = wall();
for (const scenario of scenarios) await runScenario(scenario);
console.log(`\ntotal ${((wall() - started) / 1000).toFixed(1)} s`);
