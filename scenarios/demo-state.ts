import { z } from 'zod';
import type { HandoffStyle, IdFactory, TurnInfo } from './script';

export const Agents = {
  general: 'general-agent',
  history: 'history-agent',
  regulation: 'regulation-agent',
  reporting: 'reporting-agent',
} as const;

/** What a demo script needs to know about the run it answers. */
export interface DemoInput {
  threadId: string;
  runId: string;
  userText: string;
  ids: IdFactory;
  /** The thread's agent state so far (last snapshot plus deltas), if any. */
  state?: unknown;
  handoffs?: HandoffStyle;
  /**
   * Where the reports of this server are downloaded (AGORA's REPORTING_PUBLIC_URL), today's date, and where a
   * generated report is kept for download (called when the tool runs, after approval).
   */
  reporting?: { baseUrl: string; date?: string; keep?: (sessionId: string, report: object) => void };
}

const FindingSchema = z.object({
  findingId: z.string(),
  description: z.string(),
  severity: z.enum(['laag', 'middel', 'hoog']),
  regulations: z.array(z.string()),
});
export type Finding = z.infer<typeof FindingSchema>;

const InspectionSchema = z.object({
  inspectionId: z.string(),
  kvkNumber: z.string(),
  companyName: z.string(),
  address: z.string(),
  findings: z.array(FindingSchema),
});
export type Inspection = z.infer<typeof InspectionSchema>;

/** The inspection in the thread's state, when there is a well-formed one. */
export function readInspection(state: unknown): Inspection | undefined {
  if (typeof state !== 'object' || state === null || !('inspection' in state)) return undefined;
  const parsed = InspectionSchema.safeParse(state.inspection);
  return parsed.success ? parsed.data : undefined;
}

/** The demo always inspects Restaurant Bella Rosa; the id is derived from the thread. */
export function bellaRosaInspection(threadId: string, findings: Finding[] = []): Inspection {
  return {
    inspectionId: `INS-${threadId
      .replace(/[^a-z0-9]/gi, '')
      .slice(0, 8)
      .toUpperCase()}`,
    kvkNumber: '92251854',
    companyName: 'Restaurant Bella Rosa',
    address: 'Oudegracht 142, 3511 AZ Utrecht',
    findings,
  };
}

/** Snapshot state for a turn: the inspection when there is one. */
function inspectionState(inspection: Inspection | undefined): Record<string, unknown> | undefined {
  return inspection ? { inspection } : undefined;
}

export function turnInfo(input: DemoInput, agent: string, finalAgent: string = agent): TurnInfo {
  const state = inspectionState(readInspection(input.state));
  const turn: TurnInfo = { threadId: input.threadId, runId: input.runId, agent, finalAgent, state };
  return input.handoffs ? { ...turn, handoffs: input.handoffs } : turn;
}
