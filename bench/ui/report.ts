import os from 'node:os';

export type Verdict = 'pass' | 'fail' | '—';

export interface Row {
  metric: string;
  value: string;
  target: string;
  result: Verdict;
}

export const verdict = (ok: boolean): Verdict => (ok ? 'pass' : 'fail');

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

export const ms = (value: number | undefined): string =>
  value === undefined || Number.isNaN(value) ? '—' : `${value.toFixed(value < 10 ? 1 : 0)} ms`;
export const mb = (bytes: number): string => `${(bytes / 1e6).toFixed(1)} MB`;
export const count = (n: number): string => n.toLocaleString('en-US');

export function machine(browserVersion: string): string {
  const cpus = os.cpus();
  return `${os.type()} ${os.release()} (${os.arch()}), ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores, ${mb(os.totalmem())} RAM, Node ${process.versions.node}, Chromium ${browserVersion}`;
}

export function renderTable(rows: readonly Row[]): string {
  const headers = ['metric', 'value', 'target', 'result'];
  const body = rows.map((row) => [row.metric, row.value, row.target, row.result]);
  const widths = headers.map((header, i) => Math.max(header.length, ...body.map((line) => (line[i] ?? '').length)));
  const line = (values: readonly string[]): string =>
    `| ${values.map((value, i) => (i === 1 ? value.padStart(widths[i] ?? 0) : value.padEnd(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((width, i) => (i === 1 ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`;
  return [line(headers), rule, ...body.map(line)].join('\n');
}
