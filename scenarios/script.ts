import { EventType } from '@ag-ui/core';
import type {
  BaseEvent,
  JsonPatchOperation,
  RunErrorEvent,
  RunFinishedEvent,
  RunStartedEvent,
  StateDeltaEvent,
  StateSnapshotEvent,
  StepFinishedEvent,
  StepStartedEvent,
} from '@ag-ui/core';
import type { ToolApprovalRequest } from '../src/protocol/agora-events';

/**
 * One step of an event script. Events carry no timestamp: whoever plays the script stamps them
 * (the mock server with the wall clock, `flattenScript` with a nominal clock).
 * `pauseMs` is the human-pace delay before the step, scaled by the player.
 * An approval step is a branch point: the player sends the request, waits for the answer and
 * continues with `onApprove` or `onReject`.
 */
export type ScriptStep =
  | { kind: 'emit'; event: BaseEvent; pauseMs?: number }
  | {
      kind: 'approval';
      request: ToolApprovalRequest;
      pauseMs?: number;
      onApprove: (feedback?: string) => ScriptStep[];
      onReject: (feedback?: string) => ScriptStep[];
    };

/** Returns a fresh id for a prefix such as `msg`, `call` or `appr`. */
export type IdFactory = (prefix: string) => string;

/** Deterministic ids for tests: `msg-1`, `msg-2`, `call-1`, … (one counter per prefix). */
export function sequentialIds(): IdFactory {
  const counters = new Map<string, number>();
  return (prefix) => {
    const next = (counters.get(prefix) ?? 0) + 1;
    counters.set(prefix, next);
    return `${prefix}-${next}`;
  };
}

/** Nominal pauses in ms at delay scale 1. */
export const pace = { step: 220, state: 60, toolStart: 250, toolArgs: 40, approval: 350 } as const;

export function emit(event: BaseEvent, pauseMs?: number): ScriptStep {
  return pauseMs === undefined ? { kind: 'emit', event } : { kind: 'emit', event, pauseMs };
}

/**
 * Concatenates script parts. When a part branches at an approval, everything after it is appended
 * to both branches, so closing events (STEP_FINISHED, RUN_FINISHED) follow whichever answer comes;
 * a branch that already ends with RUN_FINISHED (a rejection) gets nothing appended.
 */
export function sequence(...parts: ScriptStep[][]): ScriptStep[] {
  return parts.reduceRight((tail, head) => appendAfter(head, tail), []);
}

const endsRun = (steps: ScriptStep[]): boolean => {
  const last = steps.at(-1);
  return last?.kind === 'emit' && last.event.type === EventType.RUN_FINISHED;
};

function appendAfter(head: ScriptStep[], tail: ScriptStep[]): ScriptStep[] {
  if (endsRun(head)) return head;
  const index = head.findIndex((s) => s.kind === 'approval');
  const branch = head[index];
  if (branch?.kind !== 'approval') return [...head, ...tail];
  const rest = appendAfter(head.slice(index + 1), tail);
  return [
    ...head.slice(0, index),
    {
      ...branch,
      onApprove: (feedback) => appendAfter(branch.onApprove(feedback), rest),
      onReject: (feedback) => appendAfter(branch.onReject(feedback), rest),
    },
  ];
}

export interface TurnInfo {
  threadId: string;
  runId: string;
  /** Agent in the opening snapshot. */
  agent: string;
  /** Agent in the closing snapshot, when a hand-off happened (default: `agent`). */
  finalAgent?: string;
  /** Extra state carried in the opening snapshot (e.g. `{ inspection }`). */
  state?: Record<string, unknown>;
  /** Extra state in the closing snapshot (default: `state`). */
  finalState?: Record<string, unknown>;
  /** How hand-offs are named (default `named`), see `handoff`. */
  handoffs?: HandoffStyle;
}

/** `named`: the agent SDK's `transfer_to_<agent>` tools; `generic`: one `transfer_to_agent` tool with `{agent_id}`. */
export type HandoffStyle = 'named' | 'generic';

export function agentSnapshot(
  turn: Pick<TurnInfo, 'threadId' | 'runId' | 'state'>,
  currentAgent: string,
  status: 'processing' | 'completed',
): ScriptStep {
  const { threadId, runId, state } = turn;
  const event: StateSnapshotEvent = {
    type: EventType.STATE_SNAPSHOT,
    snapshot: { threadId, runId, currentAgent, status, ...state },
  };
  return emit(event, pace.state);
}

/** RUN_FINISHED on its own: what AGORA sends when the inspector rejects an approval. */
export function runFinished(turn: Pick<TurnInfo, 'threadId' | 'runId'>, pauseMs: number = pace.state): ScriptStep {
  const { threadId, runId } = turn;
  const finished: RunFinishedEvent = { type: EventType.RUN_FINISHED, threadId, runId };
  return emit(finished, pauseMs);
}

/** RUN_STARTED → body → RUN_FINISHED, without state snapshots (moderation, failures). */
export function bareRun(turn: Pick<TurnInfo, 'threadId' | 'runId'>, body: ScriptStep[]): ScriptStep[] {
  const { threadId, runId } = turn;
  const started: RunStartedEvent = { type: EventType.RUN_STARTED, threadId, runId };
  return sequence([emit(started, 0)], body, [runFinished(turn)]);
}

/** RUN_STARTED → STATE_SNAPSHOT(processing) → body → STATE_SNAPSHOT(completed) → RUN_FINISHED. */
export function runTurn(turn: TurnInfo, body: ScriptStep[]): ScriptStep[] {
  const closing = { ...turn, state: turn.finalState ?? turn.state };
  return bareRun(
    turn,
    sequence([agentSnapshot(turn, turn.agent, 'processing')], body, [
      agentSnapshot(closing, turn.finalAgent ?? turn.agent, 'completed'),
    ]),
  );
}

export function stepStart(stepName: string, pauseMs: number = pace.step): ScriptStep {
  const event: StepStartedEvent = { type: EventType.STEP_STARTED, stepName };
  return emit(event, pauseMs);
}

export function stepEnd(stepName: string, pauseMs: number = pace.step): ScriptStep {
  const event: StepFinishedEvent = { type: EventType.STEP_FINISHED, stepName };
  return emit(event, pauseMs);
}

/** STEP_STARTED → body → STEP_FINISHED. Do not nest: the contract allows one active step. */
export function step(stepName: string, body: ScriptStep[]): ScriptStep[] {
  return sequence([stepStart(stepName)], body, [stepEnd(stepName)]);
}

export function stateDelta(delta: JsonPatchOperation[], pauseMs: number = pace.state): ScriptStep {
  const event: StateDeltaEvent = { type: EventType.STATE_DELTA, delta };
  return emit(event, pauseMs);
}

export function runError(message: string, code: string): ScriptStep {
  const event: RunErrorEvent = { type: EventType.RUN_ERROR, message, code };
  return emit(event, 500);
}
