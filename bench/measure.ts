import type { AGUIEvent } from '@ag-ui/core';
import { reduceSession } from '../src/model/reduce-session';
import { createSessionState, type SessionState } from '../src/model/session-state';
import { parseEvent, type ParsedFrame } from '../src/protocol/parse-event';
import { runBaseline } from './baseline-agent';
import type { Stream } from './streams';

export type Pipeline = 'ours' | 'ours+parse' | '@ag-ui/client';

const frame = (state: SessionState, parsed: ParsedFrame): SessionState =>
  reduceSession(state, { type: 'frame', frame: parsed, at: Date.now(), size: 0 });

function preParse(events: readonly AGUIEvent[]): ParsedFrame[] {
  return events.map((event) => {
    const parsed = parseEvent(event);
    if (!parsed.ok) throw new Error(`bench stream has an invalid ${event.type}: ${parsed.reason}`);
    return parsed;
  });
}

/** Replays the untimed context of a stream into a fresh session; undefined once past `deadline`. */
export function buildContext(stream: Stream, deadline = Infinity): SessionState | undefined {
  let state = createSessionState('bench');
  const frames = preParse([...stream.history, ...stream.prefix]);
  for (let i = 0; i < frames.length; i++) {
    state = frame(state, frames[i]!);
    if (i % 1000 === 999 && performance.now() > deadline) return undefined;
  }
  return state;
}

/** Times only `stream.measured` through our reducer, optionally with `parseEvent` per frame. */
export function timeOurs(stream: Stream, context: SessionState, parse: boolean): { ms: number; state: SessionState } {
  let state = context;
  if (parse) {
    const raw = stream.measured;
    const start = performance.now();
    for (const event of raw) state = frame(state, parseEvent(event));
    return { ms: performance.now() - start, state };
  }
  const frames = preParse(stream.measured);
  const start = performance.now();
  for (const parsed of frames) state = frame(state, parsed);
  return { ms: performance.now() - start, state };
}

async function timeRun(events: readonly AGUIEvent[], stream: Stream): Promise<number> {
  const start = performance.now();
  await runBaseline(events, stream.initialMessages);
  return performance.now() - start;
}

/**
 * Times `stream.measured` through @ag-ui/client's `runAgent()`. A run needs its context events too,
 * so when there are any, the best time of the same run without the measured events is subtracted.
 */
export async function timeBaseline(stream: Stream, reps: number): Promise<number> {
  const full = [...stream.prefix, ...stream.measured, ...stream.suffix];
  const control = [...stream.prefix, ...stream.suffix];
  const withContext = control.length > 0 || stream.initialMessages.length > 0;
  const fullTimes: number[] = [];
  const controlTimes: number[] = [];
  for (let i = 0; i < reps; i++) {
    fullTimes.push(await timeRun(full, stream));
    if (withContext) controlTimes.push(await timeRun(control, stream));
  }
  return Math.min(...fullTimes) - (withContext ? Math.min(...controlTimes) : 0);
}

export function best(times: readonly number[]): number {
  return Math.min(...times);
}
