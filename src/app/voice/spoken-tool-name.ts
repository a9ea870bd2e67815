import { catalogs, isMessageKey } from '../../i18n/catalog';
import type { Language } from '../../lib/locale';
import { readableToolName, toolTitle, type ToolNaming } from '../../model/tool-labels';

const knownAgent = (named: string) => (isMessageKey(`agent.${named}`) ? named : undefined);

/**
 * What is read aloud when a tool starts, by the rule the screen names it with (`toolTitle`), the spoken name first:
 * the server's spoken or display name when it fits `language`, else the catalog's, else the name made readable. A
 * handoff is read as its label with the agent's name, never as `transfer_to_…`.
 */
export function spokenToolName(call: ToolNaming, known: ReadonlyMap<string, string>, language: Language): string {
  const title = toolTitle(call, known, knownAgent, language, true);
  if (title.kind === 'label') return title.text;
  const texts = catalogs[language];
  const label = title.label ?? texts['tool.handoffLabel'];
  const key = `agent.${title.agent}`;
  const agent = title.agent && (isMessageKey(key) ? texts[key] : readableToolName(title.agent));
  return agent && !label.toLowerCase().includes(agent.toLowerCase()) ? `${label}: ${agent}` : label;
}
