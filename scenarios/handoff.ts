import { Agents } from './demo-state';
import { agentSnapshot } from './script';
import type { ScriptStep, TurnInfo } from './script';
import { toolCall } from './tool-call';

export type AgentId = (typeof Agents)[keyof typeof Agents];

/** The OpenAI Agents SDK names a hand-off tool `transfer_to_<target agent's name in snake_case>`. */
export const handoffToolNames: Readonly<Record<AgentId, string>> = {
  [Agents.general]: 'transfer_to_nvwa_general_assistant',
  [Agents.history]: 'transfer_to_company_and_inspection_history_specialist',
  [Agents.regulation]: 'transfer_to_regulation_analysis_expert',
  [Agents.reporting]: 'transfer_to_hap_inspection_report_specialist',
};

export interface HandoffSpec {
  to: AgentId;
  toolCallId: string;
  /** The run's answer message, which may start only later. */
  parentMessageId: string;
}

/**
 * An agent hand-off as AGORA streams it: the transfer tool call (no label, no arguments) with the
 * result `Transferred to <agent>`, then a STATE_SNAPSHOT naming the new agent.
 */
export function handoff(turn: Pick<TurnInfo, 'threadId' | 'runId' | 'state'>, spec: HandoffSpec): ScriptStep[] {
  const call = toolCall({
    id: spec.toolCallId,
    name: handoffToolNames[spec.to],
    args: {},
    result: `Transferred to ${spec.to}`,
    parentMessageId: spec.parentMessageId,
    durationMs: 300,
  });
  return [...call, agentSnapshot(turn, spec.to, 'processing')];
}
