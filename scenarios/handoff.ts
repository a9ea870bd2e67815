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

/** Why the generic hand-off goes to an agent (its `reason` argument). */
const handoffReasons: Readonly<Record<AgentId, string>> = {
  [Agents.general]: 'Algemene vraag',
  [Agents.history]: 'Bedrijfsgegevens en eerdere inspecties opzoeken',
  [Agents.regulation]: 'Regelgeving bij de bevinding zoeken',
  [Agents.reporting]: 'Het inspectierapport opstellen',
};

/** AGORA's generic hand-off tool (its mock server and server-langgraph's display-name registry know it). */
const genericHandoffTool = 'transfer_to_agent';

/**
 * An agent hand-off as AGORA streams it, then a STATE_SNAPSHOT naming the new agent. `named` (server-openai's
 * agent SDK): the target's own transfer tool, no label, no arguments, the result `Transferred to <agent>`.
 * `generic` (AGORA's mock server): `transfer_to_agent` with a label and `{agent_id, reason}`, a JSON result.
 */
export function handoff(
  turn: Pick<TurnInfo, 'threadId' | 'runId' | 'state' | 'handoffs'>,
  spec: HandoffSpec,
): ScriptStep[] {
  const common = { id: spec.toolCallId, parentMessageId: spec.parentMessageId, durationMs: 300 };
  const call =
    turn.handoffs === 'generic'
      ? toolCall({
          ...common,
          name: genericHandoffTool,
          displayName: 'Overdragen aan specialist',
          args: { agent_id: spec.to, reason: handoffReasons[spec.to] },
          result: { success: true, transferred_to: spec.to },
        })
      : toolCall({ ...common, name: handoffToolNames[spec.to], args: {}, result: `Transferred to ${spec.to}` });
  return [...call, agentSnapshot(turn, spec.to, 'processing')];
}
