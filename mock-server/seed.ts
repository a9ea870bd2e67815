import { handoffToolNames } from '../scenarios/handoff';
import type { AgentId } from '../scenarios/handoff';
import { toolResultContent } from '../scenarios/tool-call';
import { archiveSession, manySessions, toolArchiveSession } from './seed-archive';
import { fatimaSessions } from './seed-fatima';
import { koenSessions } from './seed-koen';
import { sanneSessions } from './seed-sanne';
import { withUserContext } from './store';
import type { HistoryEntry, SessionStore } from './store';

export type SeedTurn =
  | { user: string }
  | { agent: string; say: string }
  | { agent: string; tool: string; args: Record<string, unknown>; result: unknown }
  /** general-agent hands the conversation to another agent: a transfer tool call without arguments. */
  | { handoffTo: AgentId };

export interface SeedSession {
  sessionId: string;
  userId: string;
  /** How long before server start the conversation began. */
  hoursAgo: number;
  /** How long it lasted. */
  minutes: number;
  turns: SeedTurn[];
}

export const personas = ['koen', 'fatima', 'sanne', 'archief', 'veel'] as const;

export const seedSessions: SeedSession[] = [
  ...koenSessions,
  ...fatimaSessions,
  ...sanneSessions,
  archiveSession(2_000),
  toolArchiveSession(5_000),
  ...manySessions(130),
];

function toHistory(session: SeedSession): HistoryEntry[] {
  let calls = 0;
  return session.turns.flatMap((turn): HistoryEntry[] => {
    if ('user' in turn) return [{ role: 'user', content: withUserContext(session.userId, turn.user) }];
    if ('say' in turn) return [{ role: 'assistant', content: turn.say, agent_id: turn.agent }];
    calls += 1;
    const id = `tc-${session.sessionId.slice(0, 8)}-${calls}`;
    if ('handoffTo' in turn) {
      const name = handoffToolNames[turn.handoffTo];
      return [
        { role: 'tool_call', tool_call_id: id, tool_name: name, content: null, agent_id: 'general-agent' },
        { role: 'tool', tool_call_id: id, tool_name: name, content: `Transferred to ${turn.handoffTo}` },
      ];
    }
    return [
      {
        role: 'tool_call',
        tool_call_id: id,
        tool_name: turn.tool,
        content: JSON.stringify(turn.args),
        agent_id: turn.agent,
      },
      { role: 'tool', tool_call_id: id, tool_name: turn.tool, content: toolResultContent(turn.result) },
    ];
  });
}

/** Adds the personas' past inspections, dated relative to `now`. */
export function seedStore(store: SessionStore, now: number = Date.now()): void {
  for (const session of seedSessions) {
    const createdAt = now - session.hoursAgo * 3_600_000;
    store.put({
      sessionId: session.sessionId,
      userId: session.userId,
      createdAt,
      lastActivity: createdAt + session.minutes * 60_000,
      history: toHistory(session),
    });
  }
}
