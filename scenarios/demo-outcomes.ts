import { agoraErrorEvent } from './custom-events';
import { Agents, turnInfo } from './demo-state';
import type { DemoInput } from './demo-state';
import { agentSnapshot, bareRun, emit, runError, runTurn, sequence, step, stepStart } from './script';
import type { ScriptStep } from './script';
import { textMessage } from './text-message';

/** Moderation, as in the contract fixture: RUN_STARTED → CUSTOM agora:error → RUN_FINISHED. */
export function moderationScript(input: DemoInput): ScriptStep[] {
  return bareRun(input, [
    emit(
      agoraErrorEvent({
        errorCode: 'moderation_violation',
        message: 'Je bericht bevat ongepaste inhoud en kan niet worden verwerkt. Formuleer je vraag opnieuw.',
        details: { reason: 'content_policy_violation', category: 'inappropriate_language' },
      }),
      300,
    ),
  ]);
}

/**
 * A processing failure, as in the contract fixture: RUN_STARTED → STATE_SNAPSHOT → STEP_STARTED
 * (thinking) → RUN_ERROR → RUN_FINISHED. The thinking step is left open: RUN_ERROR ends it.
 */
export function failureScript(input: DemoInput): ScriptStep[] {
  const turn = turnInfo(input, Agents.general);
  return bareRun(turn, [
    agentSnapshot(turn, Agents.general, 'processing'),
    stepStart('thinking'),
    runError(
      'Fout bij het verwerken van je bericht: de taalmodeldienst is tijdelijk niet bereikbaar (gesimuleerde storing).',
      'processing_error',
    ),
  ]);
}

/** The stable start of the generic answer; client e2e tests assert on it. */
export const GENERIC_ANSWER_PREFIX = 'Ik heb je vraag ontvangen';

function quoted(userText: string): string {
  const text = userText.replace(/\s+/g, ' ').trim().replace(/"/g, "'");
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

/** Anything else: general-agent echoes the question and lists the demo commands. */
export function genericScript(
  input: DemoInput,
  prompts: { start: string; finding: string; report: string },
): ScriptStep[] {
  const turn = turnInfo(input, Agents.general);
  const answer = `${GENERIC_ANSWER_PREFIX}: "${quoted(input.userText)}".

Dit is de demo-omgeving van AGORA. Ik reageer op een paar vaste opdrachten:

- **Inspectie starten:** ${prompts.start}
- **Bevinding melden:** ${prompts.finding}
- **Rapport opstellen:** ${prompts.report}`;
  const spoken =
    `${GENERIC_ANSWER_PREFIX}. Dit is de demo-omgeving van AGORA. ` +
    'Je kunt een inspectie starten, een bevinding melden of het rapport laten opstellen.';
  return runTurn(turn, sequence(step('routing', []), step('thinking', textMessage(input.ids('msg'), answer, spoken))));
}
