import { useCallback } from 'react';
import { toolTitle, type ToolNaming } from '../model/tool-labels';
import { useToolDisplayNames } from '../session/react/hooks';
import { isMessageKey } from './catalog';
import { type AgentLabel, useServerAgents } from './i18n-context';
import { useAgentName, useT } from './use-t';

export interface ToolLabel {
  text: string;
  /** Only the technical name made readable: the chat does not show the technical name beside it again. */
  fromName: boolean;
  /** A handoff: the agent's name (some specialist when none is named). */
  handoffTo?: string;
}

/** The agent a handoff's `agent_id` argument names: an id or a name from `GET /agents`, else an agent the catalog knows. */
function findAgent(agents: ReadonlyMap<string, AgentLabel> | undefined, named: string): string | undefined {
  const wanted = named.toLowerCase();
  for (const [id, agent] of agents ?? [])
    if (id.toLowerCase() === wanted || agent.name.toLowerCase() === wanted) return id;
  return named !== 'unknown' && isMessageKey(`agent.${named}`) ? named : undefined;
}

/**
 * Names tool calls the same way everywhere (chip, approval dialog, approval row, debug panel): see
 * `toolTitle`, with agent names from `GET /agents` and the display names seen in this browser session.
 */
export function useToolLabel(): (call: ToolNaming) => ToolLabel {
  const t = useT();
  const agentName = useAgentName();
  const agents = useServerAgents();
  const known = useToolDisplayNames();
  return useCallback(
    (call) => {
      const title = toolTitle(call, known, (named) => findAgent(agents, named));
      if (title.kind === 'label') return { text: title.text, fromName: title.fromName };
      const handoffTo = title.agent === undefined ? t('tool.someSpecialist') : agentName(title.agent);
      return { text: t('tool.handoff', { agent: handoffTo }), fromName: false, handoffTo };
    },
    [t, agentName, agents, known],
  );
}
