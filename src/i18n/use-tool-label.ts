import { useCallback } from 'react';
import { toolTitle, type ToolNaming } from '../model/tool-labels';
import { useToolDisplayNames } from '../session/react/hooks';
import { isMessageKey } from './catalog';
import { type AgentLabel, useLanguage, useServerAgents } from './i18n-context';
import { useAgentName, useT } from './use-t';

export interface ToolLabel {
  /** The whole name on one line (a handoff: its label and the agent it goes to). */
  text: string;
  /** Only the technical name made readable (no server or catalog name was found). */
  fromName: boolean;
  /** A handoff: its label ("Overdracht naar specialist") and the agent's name beside it, unless the label names it. */
  handoff?: { label: string; agent?: string };
}

/** The agent a handoff's `agent_id` argument names: an id or a name from `GET /agents`, else an agent the catalog knows. */
function findAgent(agents: ReadonlyMap<string, AgentLabel> | undefined, named: string): string | undefined {
  const wanted = named.toLowerCase();
  for (const [id, agent] of agents ?? [])
    if (id.toLowerCase() === wanted || agent.name.toLowerCase() === wanted) return id;
  return named !== 'unknown' && isMessageKey(`agent.${named}`) ? named : undefined;
}

/**
 * Names tool calls the same way everywhere (chip, approval dialog, approval row, debug panel) in the UI's language:
 * see `toolTitle`, with agent names from `GET /agents` and the display names seen in this browser session.
 */
export function useToolLabel(): (call: ToolNaming) => ToolLabel {
  const t = useT();
  const language = useLanguage();
  const agentName = useAgentName();
  const agents = useServerAgents();
  const known = useToolDisplayNames();
  return useCallback(
    (call) => {
      const title = toolTitle(call, known, (named) => findAgent(agents, named), language);
      if (title.kind === 'label') return { text: title.text, fromName: title.fromName };
      const label = title.label ?? t('tool.handoffLabel');
      const name = title.agent === undefined ? undefined : agentName(title.agent);
      const agent = name !== undefined && !label.toLowerCase().includes(name.toLowerCase()) ? name : undefined;
      const text = agent === undefined ? label : `${label} ${t('tool.handoff', { agent })}`;
      return { text, fromName: false, handoff: { label, ...(agent === undefined ? {} : { agent }) } };
    },
    [t, language, agentName, agents, known],
  );
}
