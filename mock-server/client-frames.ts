import { z } from 'zod';
import { AgoraEvent } from '../src/protocol/agora-events';

const JsonObject = z.record(z.string(), z.unknown());

/** AGORA's pydantic RunAgentInput: these fields strictly typed, anything else allowed. */
const RunInputSchema = z.looseObject({
  threadId: z.string(),
  userId: z.string(),
  runId: z.string().nullish(),
  messages: z.array(JsonObject).default([]),
  context: JsonObject.nullish(),
});

const ApprovalSchema = z.looseObject({
  approvalId: z.string(),
  approved: z.boolean(),
  feedback: z.string().nullish(),
});

export interface RunRequest {
  threadId: string;
  runId?: string;
  userId: string;
  /** The first user message's `content` as sent (AGORA answers that one only); '' without one. */
  content: unknown;
}

export interface ApprovalAnswer {
  approvalId: string;
  approved: boolean;
  feedback?: string;
}

export type ClientFrame =
  | { kind: 'run'; run: RunRequest }
  | { kind: 'approval'; answer: ApprovalAnswer }
  | { kind: 'invalid_json' }
  /** AGORA logs it and reads on. */
  | { kind: 'ignored'; reason: string }
  /** AGORA's parse raised: it stops reading the socket. */
  | { kind: 'refused'; reason: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Pydantic reads a field by its camelCase alias or, failing that, by its snake_case name. */
function aliased(json: Record<string, unknown>, fields: Record<string, string>): Record<string, unknown> {
  const out = { ...json };
  for (const [camel, snake] of Object.entries(fields)) {
    if (!(camel in json) && snake in json) out[camel] = json[snake];
  }
  return out;
}

const issuesOf = (error: z.ZodError): string =>
  error.issues.map((issue) => `${issue.path.join('.') || '(value)'}: ${issue.message}`).join('; ');

function parseApproval(value: unknown): ClientFrame {
  if (!isObject(value)) return { kind: 'refused', reason: 'approval response value is not an object' };
  const parsed = ApprovalSchema.safeParse(aliased(value, { approvalId: 'approval_id' }));
  if (!parsed.success) return { kind: 'refused', reason: `invalid approval response: ${issuesOf(parsed.error)}` };
  const { approvalId, approved, feedback } = parsed.data;
  return { kind: 'approval', answer: { approvalId, approved, ...(feedback ? { feedback } : {}) } };
}

function parseRunInput(json: Record<string, unknown>): ClientFrame {
  const parsed = RunInputSchema.safeParse(aliased(json, { threadId: 'thread_id', userId: 'user_id', runId: 'run_id' }));
  if (!parsed.success) return { kind: 'refused', reason: `invalid RunAgentInput: ${issuesOf(parsed.error)}` };
  const { threadId, userId, runId, messages } = parsed.data;
  const first = messages.find((message) => message.role === 'user');
  const content = first && 'content' in first ? first.content : '';
  return { kind: 'run', run: { threadId, userId, content, ...(runId ? { runId } : {}) } };
}

/**
 * Classifies one frame the way AGORA's handler does. Never throws. Binary frames and JSON that is
 * not an object make its handler raise, so they are refused like a frame that fails the parse.
 */
export function parseClientFrame(data: string, isBinary = false): ClientFrame {
  if (isBinary) return { kind: 'refused', reason: 'binary frame' };
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return { kind: 'invalid_json' };
  }
  if (!isObject(json)) return { kind: 'refused', reason: 'the JSON is not an object' };
  if (json.type === 'CUSTOM') {
    if (json.name === AgoraEvent.toolApprovalResponse) return parseApproval(json.value ?? {});
    return { kind: 'ignored', reason: `unknown custom event ${JSON.stringify(json.name ?? '')}` };
  }
  if ('threadId' in json || 'thread_id' in json) return parseRunInput(json);
  return { kind: 'ignored', reason: `unexpected message with keys ${Object.keys(json).join(', ') || '(none)'}` };
}
