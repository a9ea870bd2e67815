import { EventType } from '@ag-ui/core';
import type { BaseEvent } from '@ag-ui/core';
import { fieldOf } from '../src/lib/record';
import { badDeltaEvent, malformedFrame } from './faults';
import type { FaultPlan } from './faults';

/**
 * The connection's wire sender with `malformed`, `duplicate`, `reorder` and `dropAfter` applied.
 * `write` returns false when the client is gone; `drop` closes the socket. Without faults it is `write`.
 */
export function faultySender(
  plan: FaultPlan,
  write: (text: string) => boolean,
  drop: () => void,
): (text: string) => boolean {
  const { dropAfter, malformed, duplicate, reorder } = plan;
  let frames = 0;
  let events = 0;
  let held: string | undefined;
  const out = (text: string): boolean => {
    if (dropAfter !== undefined && frames >= dropAfter) return false;
    if (!write(text)) return false;
    frames += 1;
    if (frames === dropAfter) drop();
    return true;
  };
  return (text) => {
    events += 1;
    if (malformed?.at === events && !out(malformedFrame(malformed.kind))) return false;
    if (reorder === events) {
      held = text;
      return true;
    }
    if (!out(text)) return false;
    if (duplicate === events && !out(text)) return false;
    const late = held;
    held = undefined;
    return late === undefined || out(late);
  };
}

/** The STATE_SNAPSHOT that closes a run (status `completed`). */
export const isClosingSnapshot = (event: BaseEvent): boolean =>
  event.type === EventType.STATE_SNAPSHOT && fieldOf(event['snapshot'], 'status') === 'completed';

/** The run-level faults: `badDelta` before the closing snapshot, and `hang` after the first text chunk. */
export class RunFaults {
  hung = false;
  private readonly hangs: boolean;

  /** `ordinal`: the run's number on its connection, from 1. */
  constructor(
    private readonly plan: FaultPlan,
    private readonly send: (event: BaseEvent) => boolean,
    ordinal: number,
  ) {
    this.hangs = plan.hang === 'every' || (plan.hang === 'first' && ordinal === 1);
  }

  wrap(record: (event: BaseEvent) => boolean): (event: BaseEvent) => boolean {
    return (event) => {
      if (this.plan.badDelta && isClosingSnapshot(event) && !this.send(badDeltaEvent())) return false;
      if (!record(event)) return false;
      if (this.hangs && event.type === EventType.TEXT_MESSAGE_CONTENT) this.hung = true;
      return !this.hung;
    };
  }
}

/** Resolves when the connection closes: a hung run keeps its place until then. */
export const untilAborted = (signal: AbortSignal): Promise<void> =>
  signal.aborted
    ? Promise.resolve()
    : new Promise((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
