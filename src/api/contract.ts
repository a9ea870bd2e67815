import { z } from 'zod';

/** REST bodies of HAI API contract v2.4.1 and v2.5.1. Liberal: null optional fields are accepted, unknown fields kept. */
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
export type DeleteResult = z.infer<typeof DeleteResultSchema>;

export const UpdateSessionResultSchema = z.looseObject({ success: z.boolean(), session: SessionSummarySchema });
export type UpdateSessionResult = z.infer<typeof UpdateSessionResultSchema>;

/** `GET /` (v2.5.0+): what the server is. AGORA's own server names no contract version; a mock may. */
export const ServerInfoSchema = z.looseObject({
  service: z.string().nullish(),
  version: z.string().nullish(),
  contractVersion: z.string().nullish(),
  protocol: z.string().nullish(),
  websocket: z.string().nullish(),
  /** AGORA's own mock lists its routes here; AGORA's servers do not. */
  endpoints: z.record(z.string(), z.unknown()).nullish().catch(undefined),
});
export type ServerInfo = z.infer<typeof ServerInfoSchema>;

export const HealthSchema = z.looseObject({ status: z.string().nullish(), service: z.string().nullish() });

export const AgentSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  description: z.string().nullish(),
  model: z.string().nullish(),
});
export type Agent = z.infer<typeof AgentSchema>;
export const AgentListSchema = z
  .looseObject({
    active_agents: z.array(AgentSchema).nullish(),
    // The contract's prose shows `{success, agents}`; its OpenAPI and the real server `active_agents`.
    agents: z.array(AgentSchema).nullish(),
    inactive_agents: z.array(z.looseObject({ id: z.string(), name: z.string().nullish() })).nullish(),
  })
  .transform((list) => ({ ...list, active_agents: list.active_agents ?? list.agents ?? [] }));
export type AgentList = z.infer<typeof AgentListSchema>;

const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];
export type SpokenTextType = 'dictate' | 'summarize';

/** A user's preferences (v2.5.0+); a value this client does not know counts as absent. */
export const PreferencesSchema = z.looseObject({
  theme: z.enum(themes).nullish().catch(undefined),
  language: z.string().nullish(),
  spoken_text_type: z.enum(['dictate', 'summarize']).nullish().catch(undefined),
  default_agent_id: z.string().nullish(),
  notifications_enabled: z.boolean().nullish(),
});
export type Preferences = z.infer<typeof PreferencesSchema>;
export type PreferencesUpdate = Partial<{ theme: Theme; language: string; spoken_text_type: SpokenTextType }>;
export const PreferencesResultSchema = z.looseObject({
  success: z.boolean().nullish(),
  preferences: PreferencesSchema,
});
export type PreferencesResult = z.infer<typeof PreferencesResultSchema>;

export const UserProfileSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  email: z.string().nullish(),
  role: z.string().nullish(),
  preferences: PreferencesSchema.nullish(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;
export const UserListSchema = z.looseObject({
  success: z.boolean().nullish(),
  users: z.array(UserProfileSchema),
  totalCount: z.number().int().nonnegative(),
});
export type UserList = z.infer<typeof UserListSchema>;

/** The roles the contract names; a server's other role is shown as it is. */
export type UserRole = 'admin' | 'inspector' | 'viewer';
export interface NewUser {
  name: string;
  email: string;
  /** A role the contract names; AGORA itself stores any string. */
  role?: UserRole | (string & {});
}
export const UserResultSchema = z.looseObject({ success: z.boolean().nullish(), user: UserProfileSchema });
export type UserResult = z.infer<typeof UserResultSchema>;
export const DeleteUserResultSchema = z.looseObject({
  success: z.boolean().nullish(),
  message: z.string().nullish(),
  deletedSessionsCount: z.number().int().nonnegative().nullish(),
});
export type DeleteUserResult = z.infer<typeof DeleteUserResultSchema>;
