import type { IncomingMessage, ServerResponse } from 'node:http';
import { isObject, parseJsonBody, readBody } from './http-body';
import { sendJson } from './rest';
import type { ActiveRun, RunContext, RunIo, RunStart } from './run-executor';
import { pause } from './run-player';
import { withUserContext, type SessionStore } from './store';

/*
 * `POST /__test__/fuzz-frames {"frames": [text…], "gapMs": 0}`: the next run on this backend's `/ws` is answered with
 * exactly these text frames, as given (not JSON, megabytes, anything), instead of a demo script. `GET` says what
 * was played. `npm run fuzz` sends hostile frame sequences this way.
 */

/** Stand-ins in queued frames for the ids of the run they answer. */
export const fuzzIds = { threadId: '@@threadId@@', runId: '@@runId@@' };

export interface FuzzPlay {
  frames: string[];
  /** Pause between frames. */
  gapMs: number;
}

/** A connection's writer of text as given, besides its event sender. */
type RawIo = RunIo & { sendText(text: string): boolean };

/** What `GET /__test__/fuzz-frames` answers: a queued play, plays begun and ended, frames written. */
export interface FuzzStatus {
  queued: boolean;
  started: number;
  ended: number;
  sentFrames: number;
}

class FuzzFrames {
  private next: FuzzPlay | undefined;
  readonly status: Omit<FuzzStatus, 'queued'> = { started: 0, ended: 0, sentFrames: 0 };

  queue(play: FuzzPlay): void {
    this.next = play;
  }

  queued(): boolean {
    return this.next !== undefined;
  }

  /** The queued play, taken: only the next run gets it. */
  take(): FuzzPlay | undefined {
    const play = this.next;
    this.next = undefined;
    return play;
  }

  /** Writes the frames with the run's ids, waits until the socket has sent them, then counts the play ended. */
  play({ frames, gapMs }: FuzzPlay, start: Pick<RunStart, 'threadId' | 'runId'>, io: RawIo): ActiveRun {
    const own = new AbortController();
    const signal = AbortSignal.any([io.closed, own.signal]);
    this.status.started += 1;
    const done = (async () => {
      for (const frame of frames) {
        if (signal.aborted) break;
        const text = frame.replaceAll(fuzzIds.threadId, start.threadId).replaceAll(fuzzIds.runId, start.runId);
        if (!io.sendText(text)) break;
        this.status.sentFrames += 1;
        if (gapMs > 0) await pause(gapMs, signal);
      }
      while (io.buffered() > 0 && !signal.aborted) await pause(10, signal);
    })().finally(() => void (this.status.ended += 1));
    return { runId: start.runId, cancel: () => own.abort(), done };
  }
}

const byStore = new WeakMap<SessionStore, FuzzFrames>();

/** The fuzz frames of the backend that owns `store`. */
function fuzzFramesOf(store: SessionStore): FuzzFrames {
  let frames = byStore.get(store);
  if (!frames) byStore.set(store, (frames = new FuzzFrames()));
  return frames;
}

/**
 * The queued play as the answer to `start`, when one is queued: the thread is opened and the message kept as any
 * run's would be, so the history and the session list stay as the client expects.
 */
export function answerWithFuzzFrames(
  start: RunStart,
  ctx: Pick<RunContext, 'store' | 'owner' | 'log' | 'connectionId'>,
  io: RunIo,
  sendText: (text: string) => boolean,
): ActiveRun | undefined {
  const frames = fuzzFramesOf(ctx.store);
  const play = frames.take();
  if (!play) return undefined;
  const { threadId, runId } = start;
  const owner = ctx.owner(start.userId);
  ctx.store.open(threadId, owner);
  ctx.store.append(threadId, { role: 'user', content: withUserContext(owner, start.text) });
  ctx.log(`${ctx.connectionId} run ${runId} thread ${threadId}: ${play.frames.length} fuzz frames`);
  const run = frames.play(play, start, { ...io, sendText });
  void run.done.then(() => ctx.store.runEnded(threadId));
  return run;
}

export function parseFuzzPlay(body: unknown): FuzzPlay | string {
  if (!isObject(body) || !Array.isArray(body.frames) || !body.frames.every((frame) => typeof frame === 'string'))
    return 'Body must be {"frames": [strings], "gapMs"?: 0-10000}';
  const gapMs = body.gapMs ?? 0;
  if (typeof gapMs !== 'number' || !(gapMs >= 0 && gapMs <= 10_000)) return 'gapMs must be 0-10000';
  return { frames: body.frames as string[], gapMs };
}

/** `POST` queues a play for the next run, `GET` reports. */
export async function fuzzFramesControl(store: SessionStore, req: IncomingMessage, res: ServerResponse) {
  const frames = fuzzFramesOf(store);
  if (req.method === 'GET') return sendJson(res, 200, { queued: frames.queued(), ...frames.status });
  if (req.method !== 'POST') return sendJson(res, 405, { detail: 'Method Not Allowed' }, { Allow: 'GET, POST' });
  const play = parseFuzzPlay(parseJsonBody(await readBody(req)));
  if (typeof play === 'string') return sendJson(res, 422, { detail: play });
  frames.queue(play);
  sendJson(res, 200, { queued: true, frames: play.frames.length, ...frames.status });
}
