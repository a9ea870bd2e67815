import { z } from 'zod';

/** REST bodies of HAI API contract v2.4.1. Liberal: null optional fields are accepted, unknown fields kept. */
export const SessionSummarySchema = z.looseObject({
  sessionId: z.string(),
  userId: z.string(),
  title: z.string().nullish(),
  firstMessagePreview: z.string().nullish(),
  messageCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  lastActivity: z.string(),
});
export type SessionSummary = z.infer<typeof SessionSummarySchema>;

export const SessionListSchema = z.looseObject({
  success: z.boolean(),
  sessions: z.array(SessionSummarySchema),
  totalCount: z.number().int().nonnegative(),
});
export type SessionList = z.infer<typeof SessionListSchema>;

export const HistoryEntrySchema = z.looseObject({
  role: z.string(),
  content: z.string().nullish(),
  agent_id: z.string().nullish(),
  tool_call_id: z.string().nullish(),
  tool_name: z.string().nullish(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

export const SessionHistorySchema = z.looseObject({
  success: z.boolean(),
  threadId: z.string(),
  history: z.array(HistoryEntrySchema),
  messageCount: z.number().int().nonnegative(),
});
export type SessionHistory = z.infer<typeof SessionHistorySchema>;

export const SessionMetadataSchema = z.looseObject({ success: z.boolean(), session: SessionSummarySchema });
export type SessionMetadata = z.infer<typeof SessionMetadataSchema>;

export const DeleteResultSchema = z.looseObject({ success: z.boolean(), message: z.string().nullish() });
