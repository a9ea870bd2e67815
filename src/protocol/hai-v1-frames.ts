import { z } from 'zod';

/** Frames of the HAI protocol v1.1 (AGORA's socket protocol before AG-UI), read liberally: extra fields are kept. */
const base = { session_id: z.string().nullish(), agent_id: z.string().nullish() };
const JsonObject = z.record(z.string(), z.unknown());

export const V1StatusSchema = z.enum(['thinking', 'routing', 'executing_tools', 'completed']);
const V1ToolCallStatusSchema = z.enum(['started', 'completed', 'failed']);

export const V1ServerFrameSchema = z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal('assistant_message'), content: z.string(), ...base }),
  z.looseObject({
    type: z.literal('assistant_message_chunk'),
    content: z.string(),
    message_id: z.string().min(1),
    is_final: z.boolean(),
    ...base,
  }),
  z.looseObject({
    type: z.literal('tool_call_start'),
    tool_call_id: z.string().min(1),
    tool_name: z.string().min(1),
    parameters: JsonObject.nullish(),
    ...base,
  }),
  z.looseObject({
    type: z.literal('tool_call_end'),
    tool_call_id: z.string().min(1),
    tool_name: z.string().nullish(),
    result: z.string(),
    ...base,
  }),
  z.looseObject({
    type: z.literal('tool_call_error'),
    tool_call_id: z.string().min(1),
    tool_name: z.string().nullish(),
    error: z.string(),
    ...base,
  }),
  /** What AGORA's own v1.1 servers sent instead of the three frames above (`result` is null or text). */
  z.looseObject({
    type: z.literal('tool_call'),
    tool_call_id: z.string().min(1),
    tool_name: z.string().min(1),
    status: V1ToolCallStatusSchema,
    parameters: JsonObject.nullish(),
    result: z.string().nullish(),
    metadata: JsonObject.nullish(),
    ...base,
  }),
  z.looseObject({
    type: z.literal('tool_approval_request'),
    approval_id: z.string().min(1),
    tool_name: z.string(),
    tool_description: z.string().nullish(),
    parameters: JsonObject.nullish(),
    reasoning: z.string().nullish(),
    risk_level: z.string().nullish(),
    ...base,
  }),
  z.looseObject({ type: z.literal('status'), status: V1StatusSchema, message: z.string().nullish(), ...base }),
  z.looseObject({
    type: z.literal('error'),
    error_code: z.string(),
    message: z.string(),
    details: JsonObject.nullish(),
    ...base,
  }),
]);
export type V1ServerFrame = z.infer<typeof V1ServerFrameSchema>;

const serverTypes: readonly string[] = V1ServerFrameSchema.options.map((option) => option.shape.type.value);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads one decoded value as a v1.1 server frame, or says in words why it is not one
 * ("v1.1: tool_call needs a tool_call_id"), for the event inspector.
 */
export function readV1ServerFrame(json: unknown): { ok: true; frame: V1ServerFrame } | { ok: false; reason: string } {
  if (!isObject(json)) return { ok: false, reason: 'v1.1: a frame is a JSON object' };
  const type = json.type;
  if (typeof type !== 'string') return { ok: false, reason: 'v1.1: a frame needs a type' };
  if (!serverTypes.includes(type)) return { ok: false, reason: `v1.1: "${type}" is not a frame a v1.1 server sends` };
  const parsed = V1ServerFrameSchema.safeParse(json);
  if (parsed.success) return { ok: true, frame: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path.map(String).join('.') ?? '';
  const missing = issue?.path.length === 1 && (json[field] === undefined || json[field] === null);
  return {
    ok: false,
    reason: missing ? `v1.1: ${type} needs a ${field}` : `v1.1: ${type}.${field}: ${issue?.message}`,
  };
}

/** What a v1.1 client sends: exactly the fields the protocol names. */
const V1UserMessageSchema = z.strictObject({
  type: z.literal('user_message'),
  content: z.string().min(1).max(10_000),
  session_id: z.string().min(1),
  metadata: JsonObject.optional(),
});
const V1ApprovalResponseSchema = z.strictObject({
  type: z.literal('tool_approval_response'),
  approval_id: z.string().min(1),
  approved: z.boolean(),
  feedback: z.string().optional(),
});
export const V1ClientFrameSchema = z.discriminatedUnion('type', [V1UserMessageSchema, V1ApprovalResponseSchema]);
export type V1ClientFrame = z.infer<typeof V1ClientFrameSchema>;
