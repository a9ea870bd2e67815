import { EventType } from '@ag-ui/core';
import { AgoraEvent } from '../../src/protocol/agora-events';
import { agentSnapshot, aroundAttack, event, message, runFinished, runStarted, survivedText } from './scenario';
import type { HostileFrame, HostileScenario, HostileTurn } from './scenario';

/** The parameter the 63-parameter approval hides its real amount in: 40 down, padded out of sight. */
export const paddedKey = 'bedrag_40';
export const paddedValue = `100 EUR${' '.repeat(4000)}(echt: 1.000.000 EUR)`;
/** A long note that the dialog cuts for a first look. */
export const longKey = 'toelichting_55';
const longValue = Array.from({ length: 40 }, (_, i) => `Regel ${i + 1} van de toelichting.`).join('\n');
/** The call the unknown-call approval names: this conversation never has it. */
export const unknownCallId = 'call-never-started';
/** How long the typing approval waits after its run starts: the inspector is typing by then. */
export const midTypingPauseMs = 1500;

/** 63 parameters, innocent but for the padded amount 40 down and a long note 55 down. */
function sixtyThreeParameters(): Record<string, unknown> {
  const parameters: Record<string, unknown> = {};
  for (let i = 1; i <= 63; i++) parameters[`veld_${i}`] = `waarde ${i}`;
  const entries = Object.entries(parameters);
  entries[39] = [paddedKey, paddedValue];
  entries[54] = [longKey, longValue];
  return Object.fromEntries(entries);
}

interface AskOptions {
  parameters?: Record<string, unknown>;
  /** More fields of the request (a `toolCallId`). */
  extra?: Record<string, unknown>;
}

/** An `agora:tool_approval_request` and the wait for its answer (either answer goes on). */
function ask(turn: HostileTurn, { parameters = { inspectionId: 'INS-1' }, extra = {} }: AskOptions = {}) {
  const approvalId = turn.ids('appr');
  const value = {
    ...{ approvalId, toolName: 'pay_fine', toolDescription: 'Betaalt een boete uit.', parameters },
    ...{ reasoning: 'De inspectie is afgerond.', riskLevel: 'high', ...extra },
  };
  const request = event(EventType.CUSTOM, { name: AgoraEvent.toolApprovalRequest, value });
  return { request, wait: { kind: 'approval', approvalId } as HostileFrame };
}

function asked(name: string, options: AskOptions = {}): HostileScenario['run'] {
  return (turn) => {
    const { request, wait } = ask(turn, options);
    return aroundAttack(name, turn, [request, wait]);
  };
}

/**
 * The run ends, and then asks: RUN_FINISHED, then the request (the last frame, so the history keeps the answer
 * before it). Nothing waits for the answer: the server that sent it may still want one, the mock logs it.
 */
function afterRun(turn: HostileTurn): HostileFrame[] {
  return [
    ...[runStarted(turn), agentSnapshot(turn)],
    ...message(turn.ids('msg'), survivedText('approval-after-run')),
    ...[agentSnapshot(turn, 'completed'), runFinished(turn), ask(turn).request],
  ];
}

/** The request comes `midTypingPauseMs` after the run starts, while the inspector types the next message. */
function midTyping(turn: HostileTurn): HostileFrame[] {
  const { request, wait } = ask(turn);
  return aroundAttack('approval-mid-typing', turn, [{ kind: 'pause', ms: midTypingPauseMs }, request, wait]);
}

/** Approvals that hide what is approved, come out of place, or open while the inspector types (issue 34). */
export const approvalAttacks: readonly HostileScenario[] = [
  {
    ...{ name: 'approval-63-params', family: 'approvals' },
    summary: `an approval with 63 parameters: 40 down, ${paddedKey} padded to hide "(echt: 1.000.000 EUR)"; a 40-line note`,
    run: asked('approval-63-params', { parameters: sixtyThreeParameters() }),
  },
  {
    ...{ name: 'approval-after-run', family: 'approvals' },
    summary: 'the run ends (RUN_FINISHED), then an approval request comes',
    run: afterRun,
  },
  {
    ...{ name: 'approval-unknown-call', family: 'approvals' },
    summary: `an approval naming toolCallId "${unknownCallId}", a call that never started`,
    run: asked('approval-unknown-call', { extra: { toolCallId: unknownCallId } }),
  },
  {
    ...{ name: 'approval-mid-typing', family: 'approvals' },
    summary: `an approval ${midTypingPauseMs} ms after the run starts, while the inspector is typing`,
    run: midTyping,
  },
];
