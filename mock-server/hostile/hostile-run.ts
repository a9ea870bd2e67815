import { untilAborted } from '../fault-sender';
import { HIGH_WATER_BYTES } from '../firehose';
import type { ActiveRun, RunContext, RunIo, RunStart } from '../run-executor';
import { withUserContext } from '../store';
import type { HostileMode } from './hostile-mode';
import type { HostileFrame } from './scenario';
import { survivedText } from './scenario';

/** Sends one frame as given: text (any string, `binary` false) or bytes (a binary frame, or a text frame's raw bytes). */
export type RawSend = (data: string | Buffer, binary: boolean) => boolean;

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Waits `ms`, or less when the run is stopped first. */
const pause = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** Frames written back to back before the loop lets other work in (a new message that cancels the run). */
const FRAMES_PER_TURN = 256;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits while the socket holds more than the high-water mark: a timer, so the client gets the CPU to catch up
 * (not `pause`, whose abort listener would stay on the run's signal once per millisecond waited).
 */
async function drain(io: RunIo, signal: AbortSignal): Promise<void> {
  while (io.buffered() > HIGH_WATER_BYTES && !signal.aborted) await sleep(1);
}

interface Player {
  raw: RawSend;
  io: RunIo;
  signal: AbortSignal;
  /** Called before the last frame goes (a run's RUN_FINISHED): the session records the answer first. */
  beforeLast: () => void;
}

const sendFrame = (frame: Extract<HostileFrame, { kind: 'text' | 'bytes' }>, raw: RawSend): boolean =>
  frame.kind === 'text' ? raw(frame.text, false) : raw(frame.bytes, frame.binary);

/**
 * Plays the frames in order until they end, the run is stopped or it goes silent. Frames go back to back, a turn
 * of the event loop every `FRAMES_PER_TURN` and a wait while the socket is full (a turn per frame cost the mock
 * 4 s of the 100,000-frame flood, and the client got them one socket write each).
 */
async function play(frames: HostileFrame[], player: Player): Promise<void> {
  const { raw, io, signal } = player;
  for (const [index, frame] of frames.entries()) {
    if (index % FRAMES_PER_TURN === 0) await nextTurn();
    if (io.buffered() > HIGH_WATER_BYTES) await drain(io, signal);
    if (signal.aborted) return;
    if (frame.kind === 'silence') return untilAborted(signal);
    if (frame.kind === 'pause') {
      await pause(frame.ms, signal);
      continue;
    }
    if (frame.kind === 'approval') {
      if (!(await io.approvals.wait(frame.approvalId, signal))) return;
      continue;
    }
    if (index === frames.length - 1) player.beforeLast();
    if (!sendFrame(frame, raw)) return;
  }
}

/**
 * When the server's hostile mode has an attack for this run: plays it instead of the answer and returns the run
 * (a new message cancels it, as any run). The session keeps the user's message, and the answer once all was sent.
 */
export function startHostileRun(
  start: RunStart,
  ctx: RunContext & { hostile?: HostileMode },
  io: RunIo,
  raw: RawSend,
): ActiveRun | undefined {
  const attack = ctx.hostile?.takeRun();
  if (!attack) return undefined;
  const { threadId, runId } = start;
  const own = new AbortController();
  const signal = AbortSignal.any([io.closed, own.signal]);
  const userId = ctx.owner(start.userId);
  ctx.store.open(threadId, userId);
  ctx.store.append(threadId, { role: 'user', content: withUserContext(userId, start.text) });
  ctx.log(`${ctx.connectionId} run ${runId} thread ${threadId}: hostile scenario ${attack.name}`);
  const beforeLast = (): void => {
    ctx.store.append(threadId, { role: 'assistant', content: survivedText(attack.name), agent_id: 'general-agent' });
    ctx.store.runEnded(threadId);
  };
  const done = play(attack.frames({ threadId, runId, ids: ctx.ids }), { raw, io, signal, beforeLast })
    .catch((error: unknown) => ctx.log(`${ctx.connectionId} run ${runId} failed: ${String(error)}`))
    .finally(() => ctx.store.runEnded(threadId));
  return { runId, cancel: () => own.abort(), done };
}
