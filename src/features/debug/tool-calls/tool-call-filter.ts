import type { ToolCallRecord, ToolCallStatus } from '../../../model/session-state';

export type StatusFilter = 'all' | 'running' | 'completed' | 'failed' | 'interrupted';
export const statusFilters: readonly StatusFilter[] = ['all', 'running', 'completed', 'failed', 'interrupted'];

/** `name`/`agent` undefined means any; `agent: ''` means calls without a known agent. */
export interface ToolCallFilter {
  status: StatusFilter;
  name?: string;
  agent?: string;
}

export const anyCall: ToolCallFilter = { status: 'all' };

export const isRunning = (status: ToolCallStatus) => status === 'streaming_args' || status === 'awaiting_result';

export function matchesFilter(call: ToolCallRecord, filter: ToolCallFilter): boolean {
  if (filter.status === 'running' ? !isRunning(call.status) : filter.status !== 'all' && call.status !== filter.status)
    return false;
  if (filter.name !== undefined && call.name !== filter.name) return false;
  return filter.agent === undefined || (call.agentId ?? '') === filter.agent;
}

export function filterToolCalls(calls: readonly ToolCallRecord[], filter: ToolCallFilter): readonly ToolCallRecord[] {
  return filter === anyCall ? calls : calls.filter((call) => matchesFilter(call, filter));
}

/** The distinct values present, sorted, always including the one selected (so a select can show it). */
export function presentValues(
  calls: readonly ToolCallRecord[],
  pick: (call: ToolCallRecord) => string,
  selected?: string,
): string[] {
  const values = new Set(calls.map(pick));
  if (selected !== undefined) values.add(selected);
  return [...values].sort((a, b) => a.localeCompare(b));
}

/** The newest call still running live (restored calls never run), the one shown open by default. */
export function newestRunning(calls: readonly ToolCallRecord[]): string | undefined {
  for (let index = calls.length - 1; index >= 0; index -= 1) {
    const call = calls[index]!;
    if (isRunning(call.status) && !call.restored) return call.id;
  }
  return undefined;
}
