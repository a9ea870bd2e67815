import type { ToolCallRecord } from '../../../model/session-state';

const numberFormats = new Map<string, Intl.NumberFormat>();

function number(value: number, language: string, digits: number): string {
  const key = `${language}|${digits}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(language, { maximumFractionDigits: digits })));
  return format.format(value);
}

/** 850 ms · 1.23 s · 12.3 s · 2 min 5 s, with the language's decimal sign (SI symbols in every language). */
export function formatDuration(ms: number, language: string): string {
  const value = Math.max(0, ms);
  if (value < 1000) return `${number(Math.round(value), language, 0)} ms`;
  if (value < 60_000) return `${number(value / 1000, language, value < 10_000 ? 2 : 1)} s`;
  const seconds = Math.round(value / 1000);
  return `${number(Math.floor(seconds / 60), language, 0)} min ${number(seconds % 60, language, 0)} s`;
}

type TimingStep = 'start' | 'argsEnd' | 'result';

export interface Timing {
  step: TimingStep;
  at?: number;
  /** Since the step before it. */
  took?: number;
}

/** Start → arguments complete → result, each with the time it took since the step before. */
export function timings(call: ToolCallRecord): Timing[] {
  const argsEnd: Timing = {
    step: 'argsEnd',
    at: call.argsEndedAt,
    took: call.argsEndedAt === undefined ? undefined : call.argsEndedAt - call.startedAt,
  };
  const from = call.argsEndedAt ?? call.startedAt;
  const result: Timing = {
    step: 'result',
    at: call.resultAt,
    took: call.resultAt === undefined ? undefined : call.resultAt - from,
  };
  return [{ step: 'start', at: call.startedAt }, argsEnd, result];
}
