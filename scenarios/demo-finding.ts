import type { JsonPatchOperation } from '@ag-ui/core';
import { regulationsFor, severityFor } from './demo-data';
import type { Regulation } from './demo-data';
import { Agents, bellaRosaInspection, readInspection, turnInfo } from './demo-state';
import type { DemoInput, Finding } from './demo-state';
import { handoff } from './handoff';
import { runTurn, sequence, stateDelta, step } from './script';
import type { ScriptStep } from './script';
import { textMessage } from './text-message';
import { toolCall } from './tool-call';

const advice: Record<Finding['severity'], string> = {
  hoog: 'Dit is een ernstige overtreding: overweeg een schriftelijke waarschuwing met een korte hersteltermijn en plan een herinspectie.',
  middel:
    'Leg de bevinding vast met een foto, vraag om direct herstel en controleer de registraties van de afgelopen weken.',
  laag: 'Bespreek de bevinding met de ondernemer en noteer hoe en wanneer het wordt hersteld.',
};

function describe(userText: string): string {
  const text = userText
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(bevinding|constatering)\s*:\s*/i, '');
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

function answerFor(finding: Finding, regulations: Regulation[], inspectionId: string): string {
  const list = regulations.map((r, i) => `${i + 1}. **${r.title}**: ${r.summary}`).join('\n');
  return `Ik heb je bevinding genoteerd: *${finding.description}*

**Relevante regelgeving:**

${list}

**Ernst:** ${finding.severity}. ${advice[finding.severity]}

De bevinding is toegevoegd aan inspectie \`${inspectionId}\`.`;
}

function spokenFor(finding: Finding, regulations: Regulation[]): string {
  const names = [...new Set(regulations.map((r) => r.spokenName))].join(' en ');
  return (
    `Ik heb je bevinding genoteerd en de regelgeving doorzocht. Van toepassing zijn ${names}. ` +
    `Ik schat de ernst in als ${finding.severity}. ${advice[finding.severity]}`
  );
}

/** A reported finding: hand-off to regulation-agent, search_regulations, advice, finding added to state. */
export function findingScript(input: DemoInput): ScriptStep[] {
  const { ids } = input;
  const existing = readInspection(input.state);
  const inspection = existing ?? bellaRosaInspection(input.threadId);
  const regulations = regulationsFor(input.userText);
  const finding: Finding = {
    findingId: ids('finding'),
    description: describe(input.userText),
    severity: severityFor(input.userText),
    regulations: regulations.map((r) => r.title),
  };
  const patch: JsonPatchOperation[] = [
    ...(existing ? [] : [{ op: 'add' as const, path: '/inspection', value: inspection }]),
    { op: 'add', path: '/inspection/findings/-', value: finding },
  ];
  const finalState = { inspection: { ...inspection, findings: [...inspection.findings, finding] } };
  const turn = { ...turnInfo(input, Agents.general, Agents.regulation), finalState };
  const answerId = ids('msg');
  return runTurn(
    turn,
    sequence(
      step('routing', []),
      step('executing_tools', [
        ...handoff(turn, { to: Agents.regulation, toolCallId: ids('call'), parentMessageId: answerId }),
        ...toolCall({
          id: ids('call'),
          name: 'search_regulations',
          args: { query: finding.description, jurisdiction: 'NL', max_results: 5 },
          result: { query: finding.description, totalResults: regulations.length, results: regulations },
          parentMessageId: answerId,
          durationMs: 900,
        }),
      ]),
      step(
        'thinking',
        textMessage(
          answerId,
          answerFor(finding, regulations, inspection.inspectionId),
          spokenFor(finding, regulations),
        ),
      ),
      [stateDelta(patch)],
    ),
  );
}
