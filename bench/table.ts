export interface Row {
  scenario: string;
  size: string;
  pipeline: string;
  events: number;
  ms: number;
  /** Baseline time ÷ this row's time at the same size, when there is a baseline. */
  ratio?: number;
}

const headers = ['scenario', 'size', 'pipeline', 'events', 'time ms', 'events/s', 'µs/event', 'baseline ÷ this'];
const rightAligned = new Set([1, 3, 4, 5, 6, 7]);

export const usPerEvent = (row: Row): number => (row.ms * 1000) / row.events;

function fixed(value: number, digits: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

function cells(row: Row): string[] {
  const us = usPerEvent(row);
  return [
    row.scenario,
    row.size,
    row.pipeline,
    row.events.toLocaleString('en-US'),
    fixed(row.ms, row.ms < 10 ? 2 : 1),
    fixed(row.events / (row.ms / 1000), 0),
    fixed(us, us < 10 ? 3 : 1),
    row.ratio === undefined ? '—' : `${fixed(row.ratio, row.ratio < 10 ? 2 : 1)}×`,
  ];
}

export function renderTable(rows: readonly Row[]): string {
  const body = rows.map(cells);
  const widths = headers.map((header, i) => Math.max(header.length, ...body.map((line) => line[i]!.length)));
  const line = (values: readonly string[]) =>
    `| ${values.map((value, i) => (rightAligned.has(i) ? value.padStart(widths[i]!) : value.padEnd(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((width, i) => (rightAligned.has(i) ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`;
  return [line(headers), rule, ...body.map(line)].join('\n');
}
