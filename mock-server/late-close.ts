import { EventType } from '@ag-ui/core';
import type { BaseEvent } from '@ag-ui/core';
import { customEvent } from '../scenarios/custom-events';
import type { ScriptStep } from '../scenarios/script';
import { fieldOf } from '../src/lib/record';
import { AgoraEvent } from '../src/protocol/agora-events';
import { isClosingSnapshot } from './fault-sender';
import type { OpenStreams } from './open-streams';
import { pause } from './run-player';

type Emit = Extract<ScriptStep, { kind: 'emit' }>;

/** What a cancelled script would still have sent on its own: its steps up to the next approval. */
function unanswered(rest: readonly ScriptStep[]): { emits: Emit[]; branches: boolean } {
  const index = rest.findIndex((step) => step.kind === 'approval');
  const linear = index < 0 ? rest : rest.slice(0, index);
  return { emits: linear.filter((step): step is Emit => step.kind === 'emit'), branches: index >= 0 };
}

const isText = (event: BaseEvent): boolean =>
  event.type === EventType.TEXT_MESSAGE_START ||
  event.type === EventType.TEXT_MESSAGE_CONTENT ||
  event.type === EventType.TEXT_MESSAGE_END;

export interface LateClose {
  /** The rest of the answer text, for the session only: the client never sees it. */
  unsent: BaseEvent[];
  /** Sent: the ends of what is open, the closing STATE_SNAPSHOT and RUN_FINISHED. */
  closing: BaseEvent[];
}

/**
 * How a run cancelled with `cancel=late` closes: its open message, spoken stream and step end, then
 * the script's closing snapshot (built from `state` when it lies behind an approval) and RUN_FINISHED.
 */
export function lateClose(
  rest: readonly ScriptStep[],
  open: OpenStreams,
  run: { threadId: string; runId: string; state: unknown },
): LateClose {
  const { emits, branches } = unanswered(rest);
  const events = emits.map((step) => step.event);
  const state = typeof run.state === 'object' && run.state !== null ? run.state : {};
  const fallback = branches
    ? { type: EventType.STATE_SNAPSHOT, snapshot: { ...state, status: 'completed' } }
    : undefined;
  const snapshot = events.find(isClosingSnapshot) ?? fallback;
  const closing: BaseEvent[] = [
    ...[...open.texts].map((messageId) => ({ type: EventType.TEXT_MESSAGE_END, messageId })),
    ...[...open.spoken].map((messageId) => customEvent(AgoraEvent.spokenTextEnd, { messageId })),
    ...(open.step === undefined ? [] : [{ type: EventType.STEP_FINISHED, stepName: open.step }]),
    ...(snapshot ? [snapshot] : []),
    { type: EventType.RUN_FINISHED, threadId: run.threadId, runId: run.runId },
  ];
  return { unsent: events.filter(isText), closing };
}

/**
 * `lateSpoken=1`, a run that ended with spoken streams open (AGORA's rejection sends only RUN_FINISHED):
 * their ends arrive after it, as AGORA's spoken generator runs on by itself.
 */
export async function endSpokenLate(
  open: OpenStreams,
  io: { send(event: BaseEvent): boolean; afterMs: number; signal: AbortSignal },
): Promise<void> {
  const ids = [...open.spoken];
  if (ids.length === 0) return;
  await pause(io.afterMs, io.signal);
  for (const messageId of ids)
    if (io.signal.aborted || !io.send(customEvent(AgoraEvent.spokenTextEnd, { messageId }))) return;
}

const isSpokenRest = (event: BaseEvent, open: OpenStreams): boolean =>
  (event.name === AgoraEvent.spokenTextContent || event.name === AgoraEvent.spokenTextEnd) &&
  open.spoken.has(String(fieldOf(event.value, 'messageId')));

/**
 * `lateSpoken=1`: the rest of the cancelled run's open spoken streams, at the script's pace (the
 * pauses of the text it no longer sends included), until the next approval or `signal` aborts.
 */
export async function playLateSpoken(
  rest: readonly ScriptStep[],
  open: OpenStreams,
  io: { send(event: BaseEvent): boolean; delay: number; signal: AbortSignal },
): Promise<void> {
  for (const step of unanswered(rest).emits) {
    const wait = Math.round((step.pauseMs ?? 0) * io.delay);
    if (wait > 0) await pause(wait, io.signal);
    if (io.signal.aborted) return;
    if (isSpokenRest(step.event, open) && !io.send(step.event)) return;
  }
}
