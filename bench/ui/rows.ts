import { firstVisitBudget, initialJsBudget, totalJsBudget } from '../../scripts/bundle-budget';
import type { BudgetReport } from '../../scripts/bundle-budget';
import type { BaselineOutcome } from './baseline-page';
import type { ColdLoadOutcome, Visit } from './cold-load';
import type { HistoryOutcome } from './history';
import type { LoadMarks } from './load-probe';
import type { ManySessionsOutcome } from './many-sessions';
import { count, mb, ms, percentile, verdict } from './report';
import type { Row } from './report';
import type { SoakOutcome } from './soak';
import type { StreamOutcome } from './stream';

const targets = {
  lagP95Ms: 50,
  longTaskMs: 100,
  fps: 50,
  historyMs: 1_000,
  rows: 100,
  soakGrowthBytes: 8e6,
  manySessionsHeapRatio: 2,
  firstVisitComposerMs: 1_500,
  repeatVisitComposerMs: 500,
} as const;

export function streamRows(label: string, outcome: StreamOutcome): Row[] {
  const { result, deltas, rate, complete } = outcome;
  const lags = [...result.lags].sort((a, b) => a - b);
  const fromSend = [...result.sendLags].sort((a, b) => a - b);
  const p95 = percentile(lags, 95);
  const longest = Math.max(0, ...result.longTasks);
  const seconds = result.durationMs / 1000;
  const fps = result.frames / seconds;
  const paced = rate > 0;
  return [
    {
      metric: `${label}: deltas on screen`,
      value: `${count(result.shown)} / ${count(deltas)}`,
      target: 'all',
      result: verdict(complete && result.shown === deltas),
    },
    { metric: `${label}: lag p50`, value: ms(percentile(lags, 50)), target: '—', result: '—' },
    paced
      ? {
          metric: `${label}: lag p95`,
          value: ms(p95),
          target: `≤ ${targets.lagP95Ms} ms`,
          result: verdict(p95 <= targets.lagP95Ms),
        }
      : { metric: `${label}: lag p95`, value: ms(p95), target: '—', result: '—' },
    { metric: `${label}: lag max`, value: ms(lags.at(-1)), target: '—', result: '—' },
    {
      metric: `${label}: lag from server send p50 / p95 / max`,
      value: [50, 95, 100].map((p) => ms(percentile(fromSend, p))).join(' / '),
      target: '—',
      result: '—',
    },
    {
      metric: `${label}: long tasks (count, longest)`,
      value: `${result.longTasks.length}, ${ms(longest)}`,
      target: `none > ${targets.longTaskMs} ms`,
      result: verdict(longest <= targets.longTaskMs),
    },
    {
      metric: `${label}: frames per second`,
      value: fps.toFixed(1),
      target: `≥ ${targets.fps}`,
      result: verdict(fps >= targets.fps),
    },
    ...(paced
      ? []
      : [
          {
            metric: `${label}: deltas on screen per second`,
            value: count(Math.round(result.shown / seconds)),
            target: '—',
            result: '—' as const,
          },
        ]),
  ];
}

/** The blank page's runs: what frame rate the browser's own message handling leaves, before any app work. */
export function baselineRows(label: string, runs: readonly BaselineOutcome[]): Row[] {
  const sorted = (values: number[]) => values.sort((a, b) => a - b);
  const fps = sorted(runs.map((run) => run.fps));
  const rates = sorted(runs.map((run) => run.messages / (run.durationMs / 1000)));
  const spread = (values: number[], format: (value: number) => string) =>
    `${format(percentile(values, 50))} (${format(values[0] ?? 0)}–${format(values.at(-1) ?? 0)})`;
  return [
    {
      metric: `${label}: frames per second, median (range of ${runs.length})`,
      value: spread(fps, (value) => value.toFixed(1)),
      target: '—',
      result: '—',
    },
    {
      metric: `${label}: messages per second`,
      value: spread(rates, (value) => count(Math.round(value))),
      target: '—',
      result: '—',
    },
  ];
}

export function historyRows(label: string, outcome: HistoryOutcome): Row[] {
  const { visibleMs, rows } = outcome;
  return [
    {
      metric: `${label}: click → last message visible`,
      value: visibleMs === undefined ? 'never (30 s)' : ms(visibleMs),
      target: `≤ ${count(targets.historyMs)} ms`,
      result: verdict(visibleMs !== undefined && visibleMs <= targets.historyMs),
    },
    {
      metric: `${label}: DOM rows in transcript`,
      value: `${rows} (${outcome.articles} messages)`,
      target: `< ${targets.rows}`,
      result: verdict(rows > 0 && rows < targets.rows),
    },
  ];
}

export function soakRows(label: string, outcome: SoakOutcome): Row[] {
  const { samples } = outcome;
  const start = samples[0]?.bytes ?? 0;
  const mid = samples[Math.floor((samples.length - 1) / 2)]?.bytes ?? 0;
  const end = samples.at(-1)?.bytes ?? 0;
  const growth = end - mid;
  return [
    {
      metric: `${label}: JS heap after GC, start → mid → end`,
      value: `${mb(start)} → ${mb(mid)} → ${mb(end)}`,
      target: '—',
      result: '—',
    },
    {
      metric: `${label}: heap growth, second half`,
      value: `${growth >= 0 ? '+' : ''}${mb(growth)}`,
      target: `flat: ≤ ${mb(targets.soakGrowthBytes)}`,
      result: verdict(growth <= targets.soakGrowthBytes),
    },
    {
      metric: `${label}: time`,
      value: `${(outcome.durationMs / 1000).toFixed(1)} s (${count(Math.round(outcome.events / (outcome.durationMs / 1000)))} events/s)`,
      target: '—',
      result: '—',
    },
  ];
}

export function manySessionsRows(label: string, outcome: ManySessionsOutcome): Row[] {
  const { heapAfterFirst, heapAfterLast, sessions, openMs } = outcome;
  const ratio = heapAfterLast / heapAfterFirst;
  const sorted = [...openMs].sort((a, b) => a - b);
  return [
    {
      metric: `${label}: JS heap after GC, after 1 → after ${count(sessions)}`,
      value: `${mb(heapAfterFirst)} → ${mb(heapAfterLast)}`,
      target: '—',
      result: '—',
    },
    {
      metric: `${label}: heap after ${count(sessions)} / after 1`,
      value: `${ratio.toFixed(2)}×`,
      target: `≤ ${targets.manySessionsHeapRatio}×`,
      result: verdict(ratio <= targets.manySessionsHeapRatio),
    },
    {
      metric: `${label}: total time (per session p50 / max)`,
      value: `${(outcome.totalMs / 1000).toFixed(1)} s (${ms(percentile(sorted, 50))} / ${ms(sorted.at(-1))})`,
      target: '—',
      result: '—',
    },
  ];
}

/** Sizes and budgets from scripts/bundle-budget.ts (gzip at the default level, 1 KB = 1000 bytes). */
export function bundleRows(report: BudgetReport): Row[] {
  const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;
  return [
    {
      metric: 'bundle: initial JS (gzip)',
      value: kb(report.initialJs),
      target: `≤ ${kb(initialJsBudget)}`,
      result: verdict(report.initialJs <= initialJsBudget),
    },
    {
      metric: 'bundle: first visit JS (gzip, with the low-priority preloads)',
      value: kb(report.firstVisitJs),
      target: `≤ ${kb(firstVisitBudget)}`,
      result: verdict(report.firstVisitJs <= firstVisitBudget),
    },
    {
      metric: 'bundle: total JS (gzip)',
      value: kb(report.totalJs),
      target: `≤ ${kb(totalJsBudget)}`,
      result: verdict(report.totalJs <= totalJsBudget),
    },
    { metric: 'bundle: CSS (gzip)', value: kb(report.totalCss), target: '—', result: '—' },
  ];
}

const median = (values: readonly number[]): number =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const kilobytes = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;
const never = (values: readonly (number | undefined)[]) => values.filter((value) => value === undefined).length;
const rounded = (value: number | undefined): string => count(Math.round(value ?? Number.NaN));

/** `1,234 ms (1,100–1,400)`: the median and the range of the runs; `never in n` when n runs did not get there. */
function medianRange(values: readonly (number | undefined)[]): string {
  if (never(values) > 0) return `never in ${never(values)}`;
  const sorted = (values as number[]).toSorted((a, b) => a - b);
  return `${rounded(median(sorted))} ms (${rounded(sorted[0])}–${rounded(sorted.at(-1))})`;
}

/** `1,296 / 2,588 ms`: the medians of several marks. */
function medians(visits: readonly Visit[], keys: readonly (keyof LoadMarks)[]): string {
  const of = (key: keyof LoadMarks) => visits.map((visit) => visit.marks[key] as number | undefined);
  return `${keys.map((key) => (never(of(key)) > 0 ? 'never' : rounded(median(of(key) as number[])))).join(' / ')} ms`;
}

function transferredRow(label: string, visits: readonly Visit[]): Row {
  const of = (pick: (visit: Visit) => number) => median(visits.map(pick));
  const cached = of((visit) => visit.transferred.cached);
  const worker = of((visit) => visit.transferred.serviceWorker.bytes);
  return {
    metric: `${label}: transferred, median`,
    value:
      `${kilobytes(of((visit) => visit.transferred.bytes))} in ${of((visit) => visit.transferred.requests)} requests` +
      (cached > 0 ? `, ${cached} from a cache or 304` : '') +
      (worker > 0 ? ` (+ ${kilobytes(worker)} fetched by the service worker)` : ''),
    target: '—',
    result: '—',
  };
}

function appVisitRows(label: string, visits: readonly Visit[], targetMs: number): Row[] {
  const composer = visits.map((visit) => visit.marks.composer);
  const ok = never(composer) === 0 && median(composer as number[]) <= targetMs && visits.every((visit) => visit.typed);
  return [
    {
      metric: `${label}: composer usable, median (range of ${visits.length})`,
      value: medianRange(composer),
      target: `≤ ${count(targetMs)} ms`,
      result: verdict(ok),
    },
    {
      metric: `${label}: FCP / LCP / the app's own composer / session list shown`,
      value: medians(visits, ['fcp', 'lcp', 'engine', 'sessions']),
      target: '—',
      result: '—',
    },
    transferredRow(label, visits),
  ];
}

function blankVisitRows(label: string, visits: readonly Visit[]): Row[] {
  return [
    {
      metric: `${label}: composer usable / FCP / LCP`,
      value: medians(visits, ['composer', 'fcp', 'lcp']),
      target: '—',
      result: '—',
    },
    transferredRow(label, visits),
  ];
}

/** The app's first and repeat visits against their targets, each followed by the blank page's for comparison. */
export function coldLoadRows(outcome: ColdLoadOutcome): Row[] {
  const { app, blank } = outcome;
  return [
    ...appVisitRows('cold load, first visit', app.first, targets.firstVisitComposerMs),
    ...blankVisitRows('cold load, first visit, blank page', blank.first),
    ...appVisitRows('cold load, repeat visit', app.repeat, targets.repeatVisitComposerMs),
    ...blankVisitRows('cold load, repeat visit, blank page', blank.repeat),
  ];
}
