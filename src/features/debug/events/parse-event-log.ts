import { boundDepth } from '../../../lib/bound-depth';
import type { ReplayFrame } from '../../../session/replay-player';

export type ImportErrorReason = 'invalid-json' | 'not-an-object' | 'no-type';

export interface ImportError {
  /** 1-based. */
  line: number;
  reason: ImportErrorReason;
  message: string;
}

const messages: Record<ImportErrorReason, string> = {
  'invalid-json': 'not valid JSON',
  'not-an-object': 'not a JSON object',
  'no-type': 'neither an exported entry nor an event with a "type"',
};

const handWrittenGapMs = 50;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const directions = new Set<unknown>(['in', 'out', 'client']);
const isExportedEntry = (value: Record<string, unknown>) => directions.has(value.direction) && 'payload' in value;

/**
 * Reads a JSONL event log into frames to replay. Exported entries: inbound ones become their
 * payload as socket text (a string payload, a frame that was not JSON, stays as it is) at their
 * recorded time; outbound ones and the client's own facts are skipped. A bare object with a string `type` is a hand-written
 * event, replayed as the line itself 50 ms after the previous frame. Blank lines are ignored;
 * every other line is an error with its line number, and never stops the rest from being read.
 */
export function parseEventLog(text: string): { frames: ReplayFrame[]; errors: ImportError[] } {
  const frames: ReplayFrame[] = [];
  const errors: ImportError[] = [];
  const fail = (line: number, reason: ImportErrorReason) => errors.push({ line, reason, message: messages[reason] });
  let previousAt = 0;
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line) return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      return fail(index + 1, 'invalid-json');
    }
    if (!isRecord(value)) return fail(index + 1, 'not-an-object');
    if (isExportedEntry(value)) {
      if (value.direction !== 'in') return;
      const { payload, at } = value;
      const frameAt = typeof at === 'number' && Number.isFinite(at) ? at : previousAt + handWrittenGapMs;
      // JSON.stringify recurses: a payload nested too deep is replayed bounded.
      const text = typeof payload === 'string' ? payload : JSON.stringify(boundDepth(payload).value);
      frames.push({ at: frameAt, text });
      previousAt = frameAt;
      return;
    }
    if (typeof value.type !== 'string') return fail(index + 1, 'no-type');
    previousAt += handWrittenGapMs;
    frames.push({ at: previousAt, text: line });
  });
  return { frames, errors };
}
