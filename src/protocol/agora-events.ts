import { z } from 'zod';

/** Names of the AGORA CUSTOM events in HAI API contract v2.4.1 (plus `spoken_text_error`). */
export const AgoraEvent = {
  toolApprovalRequest: 'agora:tool_approval_request',
  toolApprovalResponse: 'agora:tool_approval_response',
  error: 'agora:error',
  spokenTextStart: 'agora:spoken_text_start',
  spokenTextContent: 'agora:spoken_text_content',
  spokenTextEnd: 'agora:spoken_text_end',
  spokenTextError: 'agora:spoken_text_error',
} as const;

export const RiskLevelSchema = z.enum(['low', 'medium', 'high', 'critical']);
export type RiskLevel = z.infer<typeof RiskLevelSchema>;

export const ToolApprovalRequestSchema = z.looseObject({
  approvalId: z.string().min(1),
  toolName: z.string(),
  toolDescription: z.string().nullish(),
  parameters: z.record(z.string(), z.unknown()).nullish(),
  reasoning: z.string().nullish(),
  riskLevel: RiskLevelSchema.catch('high'),
});
export type ToolApprovalRequest = z.infer<typeof ToolApprovalRequestSchema>;

export const AgoraErrorSchema = z.looseObject({
  errorCode: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type AgoraError = z.infer<typeof AgoraErrorSchema>;

export const SpokenTextStartSchema = z.looseObject({
  messageId: z.string().min(1),
  role: z.string().nullish(),
});
export const SpokenTextContentSchema = z.looseObject({
  messageId: z.string().min(1),
  delta: z.string(),
});
export const SpokenTextEndSchema = z.looseObject({ messageId: z.string().min(1) });
export const SpokenTextErrorSchema = z.looseObject({
  messageId: z.string().min(1),
  message: z.string().nullish(),
  errorCode: z.string().nullish(),
});
