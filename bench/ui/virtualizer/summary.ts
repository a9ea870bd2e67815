import type { BudgetReport } from '../../../scripts/bundle-budget';
import type { Sample } from './rounds';

/** Median of the values, with their range. */
function spread(values: readonly number[]): { median: number; min: number; max: number } {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[middle]! : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
  return { median, min: sorted[0] ?? NaN, max: sorted.at(-1) ?? NaN };
}

const format = (value: number): string =>
  Number.isNaN(value) ? '—' : value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(1);

function cell(values: readonly number[]): string {
  const { median, min, max } = spread(values);
  return min === max ? format(median) : `${format(median)} (${format(min)}–${format(max)})`;
}

const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;

function table(rows: readonly string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  const line = (row: readonly string[]) => `| ${row.map((value, i) => value.padEnd(widths[i]!)).join(' | ')} |`;
  const rule = `|${widths.map((width, i) => (i === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n');
}

/** One row per metric: hand-written and tanstack as median (range); the gzip sizes of both builds last. */
export function summaryTable(
  samples: Record<'hand-written' | 'tanstack', Sample[]>,
  sizes: Record<string, BudgetReport>,
): string {
  const metrics = Object.keys(samples['hand-written'][0] ?? {});
  const rows = metrics.map((metric) => [
    metric,
    cell(samples['hand-written'].map((sample) => sample[metric] ?? NaN)),
    cell(samples.tanstack.map((sample) => sample[metric] ?? NaN)),
  ]);
  for (const key of ['initialJs', 'totalJs'] as const) {
    const own = sizes['hand-written']?.[key] ?? NaN;
    const tanstack = sizes.tanstack?.[key] ?? NaN;
    const difference = `${tanstack >= own ? '+' : ''}${kb(tanstack - own)}`;
    rows.push([`${key} (gzip)`, kb(own), `${kb(tanstack)} (${difference})`]);
  }
  return table([['metric', 'hand-written', '@tanstack/virtual-core (the app)'], ...rows]);
}
