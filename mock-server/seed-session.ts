import type { AgentId } from '../scenarios/handoff';

export type SeedTurn =
  | { user: string }
  | { agent: string; say: string }
  | { agent: string; tool: string; args: Record<string, unknown>; result: unknown }
  /** general-agent hands the conversation to another agent: a transfer tool call without arguments. */
  | { handoffTo: AgentId };

/** A persona's past conversation as the mock seeds it (mock-server/seed.ts gathers the personas' parts). */
export interface SeedSession {
  sessionId: string;
  userId: string;
  /** How long before server start the conversation began. */
  hoursAgo: number;
  /** How long it lasted. */
  minutes: number;
  turns: SeedTurn[];
}
