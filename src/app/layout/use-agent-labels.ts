import { useMemo } from 'react';
import { useAgents } from '../../api/use-server-data';
import type { AgentLabel } from '../../i18n/i18n-context';

/** Agent names and descriptions from a v2.5 server's `GET /agents`, by id (undefined elsewhere). */
export function useAgentLabels(current: boolean): ReadonlyMap<string, AgentLabel> | undefined {
  const agents = useAgents(current);
  return useMemo(() => {
    if (!agents.data) return undefined;
    const labels = new Map<string, AgentLabel>();
    for (const agent of agents.data.active_agents)
      labels.set(agent.id, { name: agent.name, description: agent.description ?? undefined });
    return labels;
  }, [agents.data]);
}
