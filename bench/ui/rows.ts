import { initialJsBudget, totalJsBudget } from '../../scripts/bundle-budget';
import type { BudgetReport } from '../../scripts/bundle-budget';
import type { BaselineOutcome } from './baseline-page';
import type { HistoryOutcome } from './history';
import type { ManySessionsOutcome } from './many-sessions';
import { count, mb, ms, percentile, verdict } from './report';
import type { Row } from './report';
import type { SoakOutcome } from './soak';
import type { StreamOutcome } from './stream';

export const targets = {
  lagP95Ms: 50,
  longTaskMs: 100,
  fps: 50,
  historyMs: 1_000,
  rows: 100,
  soakGrowthBytes: 8e6,
  manySessionsHeapRatio: 2,
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
      metric: 'bundle: total JS (gzip)',
      value: kb(report.totalJs),
      target: `≤ ${kb(totalJsBudget)}`,
      result: verdict(report.totalJs <= totalJsBudget),
    },
    { metric: 'bundle: CSS (gzip)', value: kb(report.totalCss), target: '—', result: '—' },
  ];
}
