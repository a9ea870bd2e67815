import { mapValues } from '../lib/persistent/persistent-map';
import type { ToolApprovalRequest } from '../protocol/agora-events';
import type { SessionState, ToolCallRecord } from './session-state';

/** Keywords of AGORA's agents in the names the agent SDK gives its handoff tools (`transfer_to_<agent name>`). */
const agentKeywords: [RegExp, string][] = [
  [/history|company/, 'history-agent'],
  [/regulation/, 'regulation-agent'],
  [/report|hap/, 'reporting-agent'],
  [/general|triage|nvwa/, 'general-agent'],
];

/**
 * The agent a handoff tool call hands over to (`transfer_to_regulation_analysis_expert` →
 * `regulation-agent`), or undefined when the call is an ordinary tool. A target the client does
 * not know comes back as the rest of the name (`transfer_to_planning_agent` → `planning_agent`).
 */
export function handoffTarget(toolName: string): string | undefined {
  const match = /^transfer_to_(.+)$/i.exec(toolName.trim());
  if (!match?.[1]) return undefined;
  const rest = match[1].toLowerCase();
  return agentKeywords.find(([pattern]) => pattern.test(rest))?.[1] ?? rest;
}

/** What to call a tool on screen: the server's display name, else its spoken name, else its technical name. */
export function toolLabel(call: Pick<ToolCallRecord, 'name' | 'displayName' | 'spokenName'>): string {
  return call.displayName ?? call.spokenName ?? call.name;
}

const labelCache = new WeakMap<object, ReadonlyMap<string, string>>();

/**
 * Display names the server gave tools in this session, by technical name (cached per tool-call
 * map). An approval request names only the tool, and comes before that tool's call starts.
 */
export function selectToolDisplayNames(state: SessionState): ReadonlyMap<string, string> {
  const cached = labelCache.get(state.toolCalls);
  if (cached) return cached;
  const names = new Map<string, string>();
  for (const call of mapValues(state.toolCalls)) if (call.displayName) names.set(call.name, call.displayName);
  labelCache.set(state.toolCalls, names);
  return names;
}

/** Turns `generate_final_report` into "Generate final report" for people. */
export function readableToolName(toolName: string): string {
  const words = toolName.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The tool an approval request is about, for people: its own display name, one seen this session, or the name made readable. */
export function approvalToolLabel(request: ToolApprovalRequest, known: ReadonlyMap<string, string>): string {
  const own = (request as { toolDisplayName?: unknown }).toolDisplayName;
  if (typeof own === 'string' && own.trim()) return own;
  return known.get(request.toolName) ?? readableToolName(request.toolName);
}
