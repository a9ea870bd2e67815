import { EventType } from '@ag-ui/core';
import type {
  BaseEvent,
  RunFinishedEvent,
  RunStartedEvent,
  TextMessageContentEvent,
  TextMessageEndEvent,
  TextMessageStartEvent,
} from '@ag-ui/core';

/**
 * `/ws?firehose=N&rate=R&para=P`: every run on the connection answers with one message of N text
 * deltas, R per second (0 = as fast as the socket drains), a paragraph break after every P deltas
 * (0 = one paragraph).
 */
export interface FirehosePlan {
  deltas: number;
  rate: number;
  paragraph: number;
}

/** Shared by a server's connections: delta numbers never repeat, so an earlier answer still on screen is not mistaken for the new one. */
export interface FirehoseCounter {
  next: number;
}

export interface FirehoseIo {
  /** Sends one event; false when the client is gone. */
  send(event: BaseEvent): boolean;
  /** Bytes the socket has queued but not yet written (`ws.bufferedAmount`). */
  buffered(): number;
  signal: AbortSignal;
  counter: FirehoseCounter;
}

const MAX_FIREHOSE_DELTAS = 10_000_000;
/** Above this many queued bytes the firehose waits for the socket to drain. */
export const HIGH_WATER_BYTES = 1024 * 1024;
const YIELD_EVERY = 256;

const whole = (raw: string | null): number | undefined => (raw !== null && /^\d+$/.test(raw) ? Number(raw) : undefined);

export function parseFirehose(params: URLSearchParams): FirehosePlan | undefined {
  const deltas = whole(params.get('firehose'));
  if (deltas === undefined || deltas < 1 || deltas > MAX_FIREHOSE_DELTAS) return undefined;
  return { deltas, rate: whole(params.get('rate')) ?? 0, paragraph: whole(params.get('para')) ?? 0 };
}

/** The text of delta `n`: `⟨n⟩ ` — a page can read from the screen which delta it shows last. */
export const firehoseToken = (n: number, endsParagraph = false): string => (endsParagraph ? `⟨${n}⟩\n\n` : `⟨${n}⟩ `);

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Waits while the socket holds more than the high-water mark (a timer, not setImmediate: a spin would steal the CPU the client needs to catch up). */
async function drain(io: FirehoseIo): Promise<void> {
  while (io.buffered() > HIGH_WATER_BYTES && !io.signal.aborted) await sleep(1);
}

/**
 * RUN_STARTED, TEXT_MESSAGE_START, N × TEXT_MESSAGE_CONTENT, TEXT_MESSAGE_END, RUN_FINISHED.
 * With a rate, delta i is due at i / rate seconds after the first (late ones catch up at once).
 * Returns false when it stopped early (client gone).
 */
export async function playFirehose(
  plan: FirehosePlan,
  turn: { threadId: string; runId: string; messageId: string },
  io: FirehoseIo,
): Promise<boolean> {
  const { threadId, runId, messageId } = turn;
  const started: RunStartedEvent = { type: EventType.RUN_STARTED, threadId, runId };
  const opened: TextMessageStartEvent = { type: EventType.TEXT_MESSAGE_START, messageId, role: 'assistant' };
  if (!io.send(started) || !io.send(opened)) return false;
  const start = performance.now();
  for (let i = 0; i < plan.deltas; i++) {
    const wait = plan.rate > 0 ? start + (i * 1000) / plan.rate - performance.now() : 0;
    if (wait >= 1) await sleep(wait);
    else if (i % YIELD_EVERY === YIELD_EVERY - 1) await nextTurn();
    if (io.buffered() > HIGH_WATER_BYTES) await drain(io);
    if (io.signal.aborted) return false;
    const content: TextMessageContentEvent = {
      type: EventType.TEXT_MESSAGE_CONTENT,
      messageId,
      delta: firehoseToken(io.counter.next++, plan.paragraph > 0 && (i + 1) % plan.paragraph === 0),
    };
    if (!io.send(content)) return false;
  }
  const ended: TextMessageEndEvent = { type: EventType.TEXT_MESSAGE_END, messageId };
  const finished: RunFinishedEvent = { type: EventType.RUN_FINISHED, threadId, runId };
  return io.send(ended) && io.send(finished);
}
