import { z } from 'zod';

/** Frames of the HAI protocol v1.1 (AGORA's socket protocol before AG-UI), read liberally: extra fields are kept. */
const base = { session_id: z.string().nullish(), agent_id: z.string().nullish() };
const JsonObject = z.record(z.string(), z.unknown());

export const V1StatusSchema = z.enum(['thinking', 'routing', 'executing_tools', 'completed']);

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

/** What a v1.1 client sends: exactly the fields the protocol names. */
export const V1UserMessageSchema = z.strictObject({
  type: z.literal('user_message'),
  content: z.string().min(1).max(10_000),
  session_id: z.string().min(1),
  metadata: JsonObject.optional(),
});
export const V1ApprovalResponseSchema = z.strictObject({
  type: z.literal('tool_approval_response'),
  approval_id: z.string().min(1),
  approved: z.boolean(),
  feedback: z.string().optional(),
});
export const V1ClientFrameSchema = z.discriminatedUnion('type', [V1UserMessageSchema, V1ApprovalResponseSchema]);
export type V1ClientFrame = z.infer<typeof V1ClientFrameSchema>;
