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

/**
 * The list as it came: its entries unread, each read on its own (`readEntries`) and only the page shown, so one
 * malformed entry hides no other and 10,000 entries sent for 20 are not all checked.
 */
export const SessionListEnvelopeSchema = z.looseObject({
  success: z.boolean(),
  sessions: z.array(z.unknown()),
  totalCount: z.number().int().nonnegative(),
});
export type SessionListEnvelope = z.infer<typeof SessionListEnvelopeSchema>;
/** One page of the list: the sessions read, and where an entry stood that could not be read. */
export interface SessionList {
  success: boolean;
  sessions: SessionSummary[];
  totalCount: number;
  unreadable?: UnreadableEntry[];
  /** The server ignored paging and sent more than the client keeps: how many it sent. */
  capped?: number;
}

export const HistoryEntrySchema = z.looseObject({
  role: z.string(),
  content: z.string().nullish(),
  agent_id: z.string().nullish(),
  tool_call_id: z.string().nullish(),
  tool_name: z.string().nullish(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

/** A history as it came: its entries read one by one (`readEntries`), a malformed one marked where it stood. */
export const SessionHistoryEnvelopeSchema = z.looseObject({
  success: z.boolean(),
  threadId: z.string(),
  history: z.array(z.unknown()),
  messageCount: z.number().int().nonnegative(),
});
/** An entry of a history that could not be read, in its place: what is known of it. */
export interface UnreadableHistoryEntry {
  role: 'unreadable';
  content?: null;
  /** Its `tool_call_id` or `id`, when it names one. */
  entryId?: string;
  issue: string;
}
export interface SessionHistory {
  success: boolean;
  threadId: string;
  history: (HistoryEntry | UnreadableHistoryEntry)[];
  messageCount: number;
}

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
export type UserList = z.infer<typeof UserListSchema> & { unreadable?: UnreadableEntry[] };
/** The users list as it came: entries read one by one, a malformed one set aside (and logged), not the whole list. */
export const UserListEnvelopeSchema = UserListSchema.extend({ users: z.array(z.unknown()) });

/** An entry of a list that could not be read: where it stood, its id when it names one, and why. */
export interface UnreadableEntry {
  at: number;
  id?: string;
  issue: string;
}

/** An id a malformed entry names, to show: a string, not too long to read. */
export function entryIdOf(entry: unknown, fields: readonly string[]): string | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const record = entry as Record<string, unknown>;
  const id = fields.map((field) => record[field]).find((value) => typeof value === 'string' && value !== '');
  return typeof id === 'string' ? id.slice(0, 200) : undefined;
}

const issueOf = (error: z.ZodError): string => {
  const first = error.issues[0];
  if (!first) return 'invalid';
  const path = first.path.map(String).join('.');
  return (path ? `${path}: ${first.message}` : first.message).slice(0, 300);
};

/**
 * Reads a list's entries one by one: those off-contract are set aside with where they stood (`from` + index), the
 * id they name and why, so the others are kept and the bad one can be marked in place.
 */
export function readEntries<T>(
  raw: readonly unknown[],
  schema: z.ZodType<T>,
  idFields: readonly string[],
  from = 0,
): { entries: T[]; unreadable: UnreadableEntry[] } {
  const entries: T[] = [];
  const unreadable: UnreadableEntry[] = [];
  raw.forEach((entry, index) => {
    const parsed = schema.safeParse(entry);
    if (parsed.success) entries.push(parsed.data);
    else unreadable.push({ at: from + index, id: entryIdOf(entry, idFields), issue: issueOf(parsed.error) });
  });
  return { entries, unreadable };
}

/** A history read entry by entry: a malformed entry stays where it was, as an unreadable one. */
export function readHistory(raw: readonly unknown[]): {
  history: (HistoryEntry | UnreadableHistoryEntry)[];
  unreadable: UnreadableEntry[];
} {
  const unreadable: UnreadableEntry[] = [];
  const history = raw.map((entry, at): HistoryEntry | UnreadableHistoryEntry => {
    const parsed = HistoryEntrySchema.safeParse(entry);
    if (parsed.success) return parsed.data;
    const bad = { at, id: entryIdOf(entry, ['tool_call_id', 'id', 'message_id']), issue: issueOf(parsed.error) };
    unreadable.push(bad);
    return { role: 'unreadable', ...(bad.id === undefined ? {} : { entryId: bad.id }), issue: bad.issue };
  });
  return { history, unreadable };
}

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
