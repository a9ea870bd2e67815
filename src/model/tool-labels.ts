import type { Language } from '../lib/locale';
import { stringField } from '../lib/record';
import type { ToolApprovalRequest } from '../protocol/agora-events';
import type { ToolCallRecord } from './session-state';
import { catalogToolName, chooseToolLabel, fittingLabel, readableToolName } from './tool-catalog';

/** Keywords of AGORA's agents in the names the agent SDK gives its handoff tools (`transfer_to_<agent name>`). */
const agentKeywords: [RegExp, string][] = [
  [/history|company/, 'history-agent'],
  [/regulation/, 'regulation-agent'],
  [/report|hap/, 'reporting-agent'],
  [/general|triage|nvwa/, 'general-agent'],
];

const handoffName = /^transfer_to_(.+)$/i;

/** AGORA's generic handoff tool (`transfer_to_agent`) names its target in its arguments (`agent_id`), not its name. */
const genericTargets = new Set(['agent', 'specialist']);

/** Whether a tool hands the conversation over to another agent (`transfer_to_…`). */
export function isHandoffTool(toolName: string): boolean {
  return handoffName.test(toolName.trim());
}

/**
 * The agent a handoff tool's name hands over to (`transfer_to_regulation_analysis_expert` →
 * `regulation-agent`), or undefined for an ordinary tool and for the generic `transfer_to_agent`.
 * A target the client does not know comes back as the rest of the name (`transfer_to_planning_agent` → `planning_agent`).
 */
export function handoffTarget(toolName: string): string | undefined {
  const match = handoffName.exec(toolName.trim());
  if (!match?.[1]) return undefined;
  const rest = match[1].toLowerCase();
  if (genericTargets.has(rest)) return undefined;
  return agentKeywords.find(([pattern]) => pattern.test(rest))?.[1] ?? rest;
}

export { readableToolName };

/**
 * What a tool call is called on screen: a handoff (the server's label for it, when one suits the UI's language; the
 * agent it goes to, when known), or a label.
 */
export type ToolTitle =
  | { kind: 'handoff'; label?: string; agent?: string }
  /** `fromName`: only the technical name made readable, so it is not shown beside it again. */
  | { kind: 'label'; text: string; fromName: boolean };

export type ToolNaming = Pick<ToolCallRecord, 'name' | 'displayName' | 'spokenName'> & { argsText?: string };

/** The `agent_id` argument of a (generic) handoff call, when its arguments are JSON. */
function argumentAgent(argsText: string | undefined): string | undefined {
  if (!argsText?.trim()) return undefined;
  try {
    const parsed: unknown = JSON.parse(argsText);
    return stringField(parsed, 'agent_id')?.trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * How to name a tool call (or the tool of an approval request) in `language`. The server's labels (its display name,
 * else one seen this session, else its spoken name) against the catalog's, as `chooseToolLabel` rules; no label:
 * the technical name made readable. A handoff: the server's label when it fits the language (else the client's own,
 * chosen by the caller) beside the agent its arguments name (when `findAgent` knows it), else the agent its name
 * maps to, else the target its arguments or its name give. `spoken`: what is read aloud, so the spoken name comes first.
 */
export function toolTitle(
  call: ToolNaming,
  known: ReadonlyMap<string, string>,
  findAgent: (named: string) => string | undefined,
  language: Language = 'nl',
  spoken = false,
): ToolTitle {
  const shown = [call.displayName, known.get(call.name)];
  const server = (spoken ? [call.spokenName, ...shown] : [...shown, call.spokenName]).filter(
    (label) => label !== call.name,
  );
  if (isHandoffTool(call.name)) {
    const named = argumentAgent(call.argsText);
    const agent = (named === undefined ? undefined : findAgent(named)) ?? handoffTarget(call.name) ?? named;
    const label = fittingLabel(server.slice(0, 2), language);
    return { kind: 'handoff', ...(label === undefined ? {} : { label }), ...(agent === undefined ? {} : { agent }) };
  }
  const label = chooseToolLabel(server, catalogToolName(call.name, language), language);
  return label
    ? { kind: 'label', text: label, fromName: false }
    : { kind: 'label', text: readableToolName(call.name), fromName: true };
}

/** A tool approval request as a call to name: what it asks to run, with its own display name if it has one. */
export function approvalNaming(request: ToolApprovalRequest): ToolNaming {
  const own = stringField(request, 'toolDisplayName');
  return {
    name: request.toolName,
    ...(own?.trim() ? { displayName: own } : {}),
    argsText: request.parameters ? JSON.stringify(request.parameters) : undefined,
  };
}

/** The tool an approval request is about, for people (spoken by hands-free): as `toolTitle` names an ordinary tool. */
export function approvalToolLabel(
  request: ToolApprovalRequest,
  known: ReadonlyMap<string, string>,
  language: Language = 'nl',
): string {
  const title = toolTitle(approvalNaming(request), known, () => undefined, language);
  return title.kind === 'label' ? title.text : (title.label ?? readableToolName(request.toolName));
}
