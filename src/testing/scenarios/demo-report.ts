import type { ToolApprovalRequest } from '../../protocol/agora-events';
import { Agents, bellaRosaInspection, readInspection, turnInfo } from './demo-state';
import type { DemoInput, Inspection } from './demo-state';
import { agentHandoff, pace, runTurn, sequence, step, stepEnd, stepStart } from './script';
import type { ScriptStep } from './script';
import { textMessage } from './text-message';
import { toolCall } from './tool-call';

function approvalRequest(approvalId: string, inspection: Inspection): ToolApprovalRequest {
  return {
    approvalId,
    toolName: 'generate_final_report',
    toolDescription:
      'Genereert het officiële inspectierapport als PDF en slaat het definitief op in het dossier van het bedrijf.',
    parameters: {
      inspectionId: inspection.inspectionId,
      kvkNumber: inspection.kvkNumber,
      includePhotos: true,
      language: 'nl',
    },
    reasoning:
      'Je vroeg om het inspectierapport. Dit maakt een officieel document aan dat daarna niet meer te wijzigen is, ' +
      'daarom vraag ik eerst je akkoord.',
    riskLevel: 'high',
  };
}

const quote = (feedback: string | undefined): string | undefined => feedback?.replace(/\s+/g, ' ').trim() || undefined;

function approvedAnswer(inspection: Inspection, fileName: string, feedback: string | undefined): string[] {
  const count = inspection.findings.length;
  const note = quote(feedback);
  const markdown =
    `Het inspectierapport voor **${inspection.companyName}** is opgesteld en opgeslagen als \`${fileName}\`.\n\n` +
    `- Inspectie: ${inspection.inspectionId}\n- Bevindingen: ${count}\n- Foto's: bijgevoegd\n\n` +
    (note ? `Je opmerking bij het akkoord: "${note}"\n\n` : '') +
    'Het rapport staat klaar om naar de ondernemer te sturen.';
  const spoken =
    `Het inspectierapport voor ${inspection.companyName} is opgesteld en opgeslagen, met ${count} ` +
    `${count === 1 ? 'bevinding' : 'bevindingen'}. Het rapport staat klaar om naar de ondernemer te sturen.`;
  return [markdown, spoken];
}

function rejectedAnswer(feedback: string | undefined): string[] {
  const note = quote(feedback);
  const markdown =
    'Begrepen: ik heb het rapport **niet** gegenereerd.' +
    (note ? ` Je gaf als reden: "${note}".` : '') +
    '\n\nZeg het gerust als je het rapport later toch wilt laten opstellen, of als ik eerst iets moet aanpassen.';
  const spoken =
    'Begrepen, ik heb het rapport niet gegenereerd.' +
    (note ? ` Je gaf als reden: ${note}.` : '') +
    ' Zeg het gerust als je het later toch wilt laten opstellen.';
  return [markdown, spoken];
}

/** "Rapport…": hand-off to reporting-agent, which asks approval for generate_final_report (risk high). */
export function reportScript(input: DemoInput): ScriptStep[] {
  const { ids } = input;
  const inspection = readInspection(input.state) ?? bellaRosaInspection(input.threadId);
  const turn = turnInfo(input, Agents.general, Agents.reporting);
  const request = approvalRequest(ids('appr'), inspection);
  const fileName = `rapport-${inspection.inspectionId}.pdf`;

  const onApprove = (feedback?: string): ScriptStep[] => {
    const answerId = ids('msg');
    const [markdown = '', spoken = ''] = approvedAnswer(inspection, fileName, feedback);
    return sequence(
      toolCall({
        id: ids('call'),
        name: 'generate_final_report',
        spokenName: 'Ik stel het inspectierapport op',
        args: request.parameters ?? {},
        result: { status: 'generated', fileName, pages: 6, findingsCount: inspection.findings.length },
        parentMessageId: answerId,
        durationMs: 900,
      }),
      [stepEnd('executing_tools')],
      step('thinking', textMessage(answerId, markdown, spoken)),
    );
  };
  const onReject = (feedback?: string): ScriptStep[] => {
    const [markdown = '', spoken = ''] = rejectedAnswer(feedback);
    return sequence([stepEnd('executing_tools')], step('thinking', textMessage(ids('msg'), markdown, spoken)));
  };

  return runTurn(
    turn,
    sequence(
      step('routing', []),
      agentHandoff(turn, Agents.reporting),
      step('thinking', []),
      [stepStart('executing_tools'), { kind: 'approval', request, pauseMs: pace.approval, onApprove, onReject }],
    ),
  );
}
