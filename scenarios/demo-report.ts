import type { ToolApprovalRequest } from '../src/protocol/agora-events';
import { reportResult } from './demo-report-result';
import { Agents, bellaRosaInspection, readInspection, turnInfo } from './demo-state';
import type { DemoInput, Inspection } from './demo-state';
import { handoff } from './handoff';
import { pace, runFinished, runTurn, sequence, step, stepEnd, stepStart } from './script';
import type { ScriptStep } from './script';
import { closeText, openText, textContent } from './text-message';
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

function approvedAnswer(inspection: Inspection, reportId: string, feedback: string | undefined): string[] {
  const count = inspection.findings.length;
  const note = quote(feedback);
  const markdown =
    `Het inspectierapport voor **${inspection.companyName}** is opgesteld: rapport ${reportId}, als PDF en JSON te downloaden.\n\n` +
    `- Inspectie: ${inspection.inspectionId}\n- Bevindingen: ${count}\n- Foto's: bijgevoegd\n\n` +
    (note ? `Je opmerking bij het akkoord: "${note}"\n\n` : '') +
    'Het rapport staat klaar om naar de ondernemer te sturen.';
  const spoken =
    `Het inspectierapport voor ${inspection.companyName} is opgesteld en opgeslagen, met ${count} ` +
    `${count === 1 ? 'bevinding' : 'bevindingen'}. Het rapport staat klaar om naar de ondernemer te sturen.`;
  return [markdown, spoken];
}

function intro(inspection: Inspection): string[] {
  const markdown =
    `Ik stel het inspectierapport op voor **${inspection.companyName}** (${inspection.inspectionId}). ` +
    'Omdat het een officieel document wordt dat daarna niet meer te wijzigen is, vraag ik eerst je akkoord.\n\n';
  const spoken = `Ik stel het inspectierapport op voor ${inspection.companyName}. Daarvoor vraag ik eerst je akkoord. `;
  return [markdown, spoken];
}

/**
 * "Rapport…": hand-off to reporting-agent, which starts its answer, asks approval for
 * generate_final_report (risk high) and, once approved, calls it and finishes the same message.
 * Rejected: RUN_FINISHED at once, the message, its spoken stream and the thinking step left open,
 * as AGORA does.
 */
export function reportScript(input: DemoInput): ScriptStep[] {
  const { ids } = input;
  const inspection = readInspection(input.state) ?? bellaRosaInspection(input.threadId);
  const turn = turnInfo(input, Agents.general, Agents.reporting);
  const answerId = ids('msg');
  const handoffId = ids('call');
  const request = approvalRequest(ids('appr'), inspection);
  const result = reportResult(inspection, {
    sessionId: input.threadId,
    baseUrl: input.reporting?.baseUrl,
    date: input.reporting?.date,
  });
  const [introText = '', introSpoken = ''] = intro(inspection);

  const onApprove = (feedback?: string): ScriptStep[] => {
    const [markdown = '', spoken = ''] = approvedAnswer(inspection, result.report_id, feedback);
    input.reporting?.keep?.(input.threadId, result);
    return sequence(
      [stepEnd('thinking')],
      step(
        'executing_tools',
        toolCall({
          id: ids('call'),
          name: 'generate_final_report',
          args: request.parameters ?? {},
          result,
          parentMessageId: answerId,
          durationMs: 900,
        }),
      ),
      [stepStart('thinking')],
      textContent(answerId, markdown, spoken),
      closeText(answerId, true),
      [stepEnd('thinking')],
    );
  };
  const onReject = (): ScriptStep[] => [runFinished(turn)];

  return runTurn(
    turn,
    sequence(
      step('routing', []),
      step(
        'executing_tools',
        handoff(turn, { to: Agents.reporting, toolCallId: handoffId, parentMessageId: answerId }),
      ),
      [stepStart('thinking'), ...openText(answerId, true)],
      textContent(answerId, introText, introSpoken),
      [{ kind: 'approval', request, pauseMs: pace.approval, onApprove, onReject }],
    ),
  );
}
