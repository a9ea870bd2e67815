import { EventType, omitOptionalNulls, type AGUIEvent } from '@ag-ui/core';
import { EventSchema, RunFinishedOutcomeSchema } from '@ag-ui/core/schemas';
import { boundDepth } from '../lib/bound-depth';
import { isRecord } from '../lib/record';

/** `deepCut`: some value in the event was nested too deep and is kept as text (`boundDepth`). */
export type ParsedFrame =
  { ok: true; event: AGUIEvent; deepCut?: true } | { ok: false; reason: string; raw: unknown; deepCut?: true };

const knownTypes = new Set<string>(Object.values(EventType));

function summarizeIssues(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => (issue.path.length ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** `toolDescription` on TOOL_CALL_START is the older name of `toolSpokenName`. */
function withSpokenName(value: Record<string, unknown>): Record<string, unknown> {
  if (value.toolSpokenName !== undefined || typeof value.toolDescription !== 'string') return value;
  return { ...value, toolSpokenName: value.toolDescription };
}

/** An outcome AG-UI's schema does not take (a bare string such as "success") moves to `reportedOutcome`. */
function withReadableOutcome(value: Record<string, unknown>): Record<string, unknown> {
  if (value.outcome === undefined || RunFinishedOutcomeSchema.safeParse(value.outcome).success) return value;
  const { outcome, ...rest } = value;
  return { ...rest, reportedOutcome: outcome };
}

/** Applies the liberal-reading rules before validation; never mutates its input. */
function normalize(value: Record<string, unknown>): Record<string, unknown> {
  const withoutNulls = omitOptionalNulls(value, 'Event');
  if (withoutNulls.type === EventType.TOOL_CALL_START) return withSpokenName(withoutNulls);
  if (withoutNulls.type === EventType.RUN_FINISHED) return withReadableOutcome(withoutNulls);
  return withoutNulls;
}

/**
 * Validates one decoded frame against @ag-ui/core's schemas.
 * Rules: `null` in an optional field counts as absent; unknown fields are kept;
 * `toolDescription` on TOOL_CALL_START is the older name of `toolSpokenName`; a RUN_FINISHED
 * `outcome` that is not AG-UI's object (e.g. the string "success") is kept as `reportedOutcome`.
 * Never throws: anything that is not a valid AG-UI event comes back with a reason. Every value is bounded in
 * depth first (state, arguments, custom values, messages…), so nothing after this walks a value too deep.
 */
export function parseEvent(input: unknown): ParsedFrame {
  const { value, cut } = boundDepth(input);
  const parsed = parseBounded(value);
  return cut ? { ...parsed, deepCut: true } : parsed;
}

const plainContentKeys: ReadonlySet<string> = new Set(['type', 'messageId', 'delta', 'timestamp']);

/**
 * The frame a stream sends most, in its plain form: a TEXT_MESSAGE_CONTENT with only a string id, a string delta
 * and maybe a whole-number timestamp. It is valid as it is, so the schema is skipped (it cost as much as the
 * reducer for a flood of one-character deltas); anything more goes through the schema.
 */
function isPlainContent(value: Record<string, unknown>): boolean {
  if (value.type !== EventType.TEXT_MESSAGE_CONTENT) return false;
  if (typeof value.messageId !== 'string' || typeof value.delta !== 'string') return false;
  if (value.timestamp !== undefined && !Number.isSafeInteger(value.timestamp)) return false;
  for (const key in value) if (!plainContentKeys.has(key)) return false;
  return true;
}

function parseBounded(value: unknown): ParsedFrame {
  if (!isRecord(value)) return { ok: false, reason: 'frame is not a JSON object', raw: value };
  if (typeof value.type !== 'string') return { ok: false, reason: 'frame has no "type" field', raw: value };
  if (!knownTypes.has(value.type)) return { ok: false, reason: `unknown event type "${value.type}"`, raw: value };
  if (isPlainContent(value)) return { ok: true, event: value as AGUIEvent };
  const result = EventSchema.safeParse(normalize(value));
  if (!result.success) {
    return { ok: false, reason: `invalid ${value.type}: ${summarizeIssues(result.error.issues)}`, raw: value };
  }
  return { ok: true, event: result.data as AGUIEvent };
}

/** Decodes and validates one text frame from the socket. */
export function parseFrame(text: string): ParsedFrame {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: `not JSON: ${(error as Error).message}`, raw: text };
  }
  return parseEvent(value);
}

/** A frame a transport's adapter refused, with its reason: the raw value as JSON when it is JSON, else the text. */
export function rejectedFrame(text: string, reason: string): ParsedFrame {
  try {
    const { value, cut } = boundDepth(JSON.parse(text) as unknown);
    return cut ? { ok: false, reason, raw: value, deepCut: true } : { ok: false, reason, raw: value };
  } catch {
    return { ok: false, reason, raw: text };
  }
}
