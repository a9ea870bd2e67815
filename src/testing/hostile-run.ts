import { reduceSession } from '../model/reduce-session';
import type { SessionInput } from '../model/session-input';
import { createSessionState, type SessionState } from '../model/session-state';
import { parseFrame } from '../protocol/parse-event';
import type { HostileFrame } from './hostile-malformed';
import { check, checkLog, checkNoOps, checkPatches, checkShape } from './invariants';

/* Hostile text frames through the session's own path (parseFrame, then reduceSession), every invariant after each. */

/** What a report shows of a frame: its kind, label, size and first characters (the whole may be megabytes). */
export function describeFrame(frame: HostileFrame): string {
  const head = frame.text.length > 160 ? `${frame.text.slice(0, 160)}…` : frame.text;
  return `${frame.kind}: ${frame.label} (${frame.text.length} chars) ${JSON.stringify(head)}`;
}

/** Freezes what is reachable from `value` without recursion (deep values are the point), up to `budget` nodes. */
function freezeAll(value: unknown, seen: WeakSet<object>, budget = 1_000_000): void {
  const stack = [value];
  for (let left = budget; stack.length > 0 && left > 0; left--) {
    const next = stack.pop();
    if (typeof next !== 'object' || next === null || seen.has(next)) continue;
    seen.add(next);
    Object.freeze(next);
    for (const child of Object.values(next)) stack.push(child);
  }
}

/** Nothing was written onto a shared prototype (`__proto__` keys copied by assignment would). */
function checkPrototypes(): void {
  for (const [name, proto] of [
    ['Object', Object.prototype],
    ['Array', Array.prototype],
    ['Function', Function.prototype],
  ] as const)
    check(Object.keys(proto).length === 0, () => `${name}.prototype gained ${Object.keys(proto).join(', ')}`);
}

/** The first line of an unexpected error's stack inside the client's code: where a RangeError came from. */
function whereThrown(error: unknown): string {
  if (!(error instanceof Error)) return '';
  const line = error.stack?.split('\n').find((text) => /\/src\/(?!testing\/)/.test(text));
  return line ? ` (at ${line.trim().replace(/^at /, '')})` : '';
}

export interface HostileCheckOptions {
  /** Event-log cap of the fresh session; default 5,000. */
  cap?: number;
  /** A frame whose reduce takes longer fails (a frozen tab); default: no limit. */
  maxStepMs?: number;
}

function hostileStep(prev: SessionState, input: SessionInput, patches: boolean, maxStepMs?: number): SessionState {
  const began = performance.now();
  const next = reduceSession(prev, input);
  const took = performance.now() - began;
  check(maxStepMs === undefined || took <= maxStepMs, () => `took ${took.toFixed(0)} ms, over ${maxStepMs}`);
  checkLog(prev, input, next);
  checkShape(next);
  // The reference patcher (structuredClone, isDeepStrictEqual) recurses itself: it checks only shallow documents.
  if (patches) checkPatches(prev, input, next);
  checkNoOps(next);
  checkPrototypes();
  return next;
}

/** A frame that broke the reducer or an invariant: which one, and why (with where an unexpected error came from). */
export class HostileFailure extends Error {
  constructor(
    readonly index: number,
    readonly frame: HostileFrame,
    readonly reason: string,
    total: number,
    cause: unknown,
  ) {
    super(`frame ${index + 1} of ${total}, ${describeFrame(frame)}: ${reason}`, { cause });
  }
}

/** Reduces `frames` from a fresh session as the session reads text frames; throws a HostileFailure. */
export function runHostile(frames: readonly HostileFrame[], { cap = 5_000, maxStepMs }: HostileCheckOptions = {}) {
  const frozen = new WeakSet<object>();
  let state = createSessionState('thread-1', cap);
  let deepSeen = false;
  frames.forEach((frame, index) => {
    deepSeen ||= frame.kind === 'deep';
    try {
      const input: SessionInput = {
        type: 'frame',
        frame: parseFrame(frame.text),
        at: index + 1,
        size: frame.text.length,
      };
      freezeAll(state, frozen);
      freezeAll(input, frozen);
      state = hostileStep(state, input, !deepSeen, maxStepMs);
    } catch (error) {
      const reason = `${error instanceof Error ? error.message : String(error)}${whereThrown(error)}`;
      throw new HostileFailure(index, frame, reason, frames.length, error);
    }
  });
  return state;
}
